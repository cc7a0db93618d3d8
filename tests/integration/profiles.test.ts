import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { defaultFullName, ensureProfile, initials } from "~/models/users.server";

const t = useTestDatabase();

describe("first profile", () => {
  it("takes the sign-up name, else the e-mail's local part, else 'Usuário'", () => {
    expect(defaultFullName("  Maria Silva ", "m@x.com")).toBe("Maria Silva");
    expect(defaultFullName("", "joana.s@x.com")).toBe("joana.s");
    expect(defaultFullName(null, "")).toBe("Usuário");
  });

  it("is admin when the e-mail is in ADMIN_EMAILS, with 0 points", async () => {
    for (const [email, role] of [
      ["ADMIN@raizvital.com.br", "admin"],
      ["fulano@x.com", "user"],
    ] as const) {
      const id = crypto.randomUUID();
      await t.db.insert(s.user).values({ id, name: "", email: email.toLowerCase() });
      const profile = await ensureProfile({ id, email, name: "" }, t.db);
      expect(profile.role).toBe(role);
      expect(profile.points).toBe(0);
      expect(profile.fullName).toBe(email.toLowerCase().split("@")[0]);
      // a second call finds the same row
      expect((await ensureProfile({ id, email, name: "Outro" }, t.db)).fullName).toBe(profile.fullName);
    }
  });
});

describe("avatar initials", () => {
  it("uses up to two words of the name, else the e-mail, else U", () => {
    expect(initials("Ana Maria Souza", "a@x.com")).toBe("AM");
    expect(initials("ana", "a@x.com")).toBe("A");
    expect(initials("", "joao@x.com")).toBe("JO");
    expect(initials(null, null)).toBe("U");
  });
});
