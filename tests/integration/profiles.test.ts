import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { eq } from "drizzle-orm";
import { defaultFullName, ensureProfile, initials, readProfile } from "~/models/users.server";

const t = useTestDatabase();

describe("first profile", () => {
  it("takes the sign-up name, else the e-mail's local part, else 'Usuário'", () => {
    expect(defaultFullName("  Maria Silva ", "m@x.com")).toBe("Maria Silva");
    expect(defaultFullName("", "joana.s@x.com")).toBe("joana.s");
    expect(defaultFullName(null, "")).toBe("Usuário");
  });

  it("is admin when the e-mail is in ADMIN_EMAILS and already confirmed (never before), with 0 points", async () => {
    for (const [email, emailVerified, role] of [
      ["ADMIN@raizvital.com.br", true, "admin"],
      ["admin@raizvital.com.br", false, "user"],
      ["fulano@x.com", true, "user"],
    ] as const) {
      const id = crypto.randomUUID();
      await t.db.delete(s.user).where(eq(s.user.email, email.toLowerCase()));
      await t.db.insert(s.user).values({ id, name: "", email: email.toLowerCase(), emailVerified });
      const profile = await ensureProfile({ id, email, name: "", emailVerified }, t.db);
      expect(profile.role).toBe(role);
      expect(profile.points).toBe(0);
      expect(profile.fullName).toBe(email.toLowerCase().split("@")[0]);
      // a second call finds the same row
      expect((await ensureProfile({ id, email, name: "Outro" }, t.db)).fullName).toBe(profile.fullName);
    }
  });

  it("is read by the prepared statement exactly as drizzle reads it (types included), null when missing", async () => {
    const id = crypto.randomUUID();
    await t.db.insert(s.user).values({ id, name: "Ana", email: `ana-${id}@x.com` });
    await ensureProfile({ id, email: `ana-${id}@x.com`, name: "Ana Lima" }, t.db);
    await t.db.update(s.profiles).set({ phone: "(11) 98888-7777", points: 35 }).where(eq(s.profiles.id, id));
    const [expected] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, id));
    const profile = await readProfile(id);
    expect(profile).toEqual(expected);
    expect(profile!.createdAt).toBeInstanceOf(Date);
    expect(profile!.createdAt.getTime()).toBe(expected.createdAt.getTime());
    expect(profile!.avatarUrl).toBeNull();
    expect(await readProfile(crypto.randomUUID())).toBeNull();
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
