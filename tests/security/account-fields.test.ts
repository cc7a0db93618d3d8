/**
 * The password rules and the name's limits hold on every path that sets a name or
 * a password, better-auth's own endpoints included (sign-up, reset and invitation, change, set, update-user).
 */
import { eq } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { BASE, call, makeAccount, PASSWORD, signedIn, uniqueEmail } from "./support";
import * as s from "~/db/schema";
import { auth } from "~/services/auth.server";
import { invitationLink } from "~/models/admin/users.server";
import { action as resetAction } from "~/routes/auth/reset-password";

const t = useTestDatabase();

const WEAK = ["aaaaaaaa", "AAAAAAAA1!", "Aaaaaaaa!", "Aaaaaaaa1", "Aa1!", `Aa1!${"a".repeat(125)}`];
const STRONG = "Nova_Senha9";
const RULES = "A senha não atende a todos os requisitos.";
let ipCounter = 0;
const freshIp = () => `100.72.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** A request straight to better-auth's HTTP handler, as a script would send it. */
async function post(path: string, body: object, cookie?: string) {
  const response = await auth().handler(
    new Request(`${BASE}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: BASE,
        "x-rv-client-ip": freshIp(),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, json };
}

async function canSignIn(email: string, password: string) {
  const result = await auth()
    .api.signInEmail({ body: { email, password }, headers: new Headers({ "x-rv-client-ip": freshIp() }) })
    .then(() => true)
    .catch((error: unknown) => {
      if (isAPIError(error) && error.body?.code === "INVALID_EMAIL_OR_PASSWORD") return false;
      throw error;
    });
  return result;
}

async function storedName(email: string) {
  const [row] = await t.db.select({ name: s.user.name }).from(s.user).where(eq(s.user.email, email));
  return row?.name;
}

/** A reset token, as the e-mailed link and the admin's invitation carry it. */
async function resetToken(userId: string) {
  const link = new URL(await invitationLink(userId));
  return link.pathname.split("/").pop()!;
}

describe("POST /api/auth/sign-up/email", () => {
  it.each(WEAK)("refuses the password %j with the Portuguese message", async (password) => {
    const email = uniqueEmail("fraca");
    const answer = await post("/sign-up/email", { name: "Ana Lima", email, password });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^(A senha não atende a todos os requisitos\.|Use no máximo 128 caracteres\.)$/);
    expect(await storedName(email)).toBeUndefined();
  });

  it("refuses a 5,000-character name, an empty one and one of spaces", async () => {
    for (const [name, message] of [
      ["A".repeat(5000), "Use no máximo 120 caracteres."],
      ["", "Informe seu nome completo."],
      ["   ", "Informe seu nome completo."],
    ]) {
      const email = uniqueEmail("nome");
      const answer = await post("/sign-up/email", { name, email, password: PASSWORD });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(message);
      expect(await storedName(email)).toBeUndefined();
    }
  });

  it("accepts a good name and password (any non-letter non-digit is the special character), storing the name trimmed", async () => {
    const email = uniqueEmail("boa");
    const answer = await post("/sign-up/email", { name: "  Ana Lima\u0007 ", email, password: STRONG });
    expect(answer.status).toBe(200);
    expect(await storedName(email)).toBe("Ana Lima");
  });
});

describe("reset and invitation (POST /api/auth/reset-password)", () => {
  it("refuses a weak password through the API and the set-password page, and takes a good one", async () => {
    const { id, email } = await makeAccount("reset");
    const token = await resetToken(id);
    const weak = await post("/reset-password", { token, newPassword: "aaaaaaaa" });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe(RULES);
    expect(await canSignIn(email, "aaaaaaaa")).toBe(false);

    const good = await post("/reset-password", { token, newPassword: STRONG });
    expect(good.status).toBe(200);
    expect(await canSignIn(email, STRONG)).toBe(true);
  });

  it("the invitation's page takes a good password", async () => {
    const { id, email } = await makeAccount("convite");
    const token = await resetToken(id);
    const answer = await call(resetAction, "/auth/nova-senha", { fields: { token, password: STRONG, confirmPassword: STRONG } });
    expect(answer.status).toBe(302);
    expect(await canSignIn(email, STRONG)).toBe(true);
  });
});

describe("change and set password (the dashboard's server calls)", () => {
  it("changePassword refuses a weak new password and takes a good one", async () => {
    const { email } = await makeAccount("troca");
    const headers = new Headers({ cookie: await signedIn(email), "x-rv-client-ip": freshIp() });
    const weak = await auth()
      .api.changePassword({ body: { currentPassword: PASSWORD, newPassword: "aaaaaaaa" }, headers })
      .catch((error: unknown) => error);
    expect(isAPIError(weak) && weak.statusCode === 400 && weak.body?.message === RULES).toBe(true);
    expect(await canSignIn(email, "aaaaaaaa")).toBe(false);

    await auth().api.changePassword({ body: { currentPassword: PASSWORD, newPassword: STRONG }, headers });
    expect(await canSignIn(email, STRONG)).toBe(true);
  });

  it("setPassword (an account without one) refuses a weak password and takes a good one", async () => {
    const { id, email } = await makeAccount("definir");
    const headers = new Headers({ cookie: await signedIn(email), "x-rv-client-ip": freshIp() });
    await t.db.delete(s.account).where(eq(s.account.userId, id));
    const weak = await auth()
      .api.setPassword({ body: { newPassword: "aaaaaaaa" }, headers })
      .catch((error: unknown) => error);
    expect(isAPIError(weak) && weak.statusCode === 400 && weak.body?.message === RULES).toBe(true);

    await auth().api.setPassword({ body: { newPassword: STRONG }, headers });
    expect(await canSignIn(email, STRONG)).toBe(true);
  });
});

describe("update-user (closed over HTTP; its server API still keeps the name's rules)", () => {
  /** better-auth's server API, as code of the site would call it with the browser's cookie. */
  async function updateName(name: string, cookie: string) {
    try {
      await auth().api.updateUser({ body: { name }, headers: new Headers({ cookie, "x-rv-client-ip": freshIp() }) });
      return { status: 200, message: "" };
    } catch (error) {
      if (!isAPIError(error)) throw error;
      return { status: error.statusCode, message: String(error.body?.message ?? "") };
    }
  }

  it("refuses a 5,000-character or empty name and takes a good one", async () => {
    const { email } = await makeAccount("perfil");
    const cookie = await signedIn(email);
    expect((await post("/update-user", { name: "Perfil Novo" }, cookie)).status).toBe(404);
    const long = await updateName("A".repeat(5000), cookie);
    expect(long.status).toBe(400);
    expect(long.message).toBe("Use no máximo 120 caracteres.");
    const empty = await updateName(" ", cookie);
    expect(empty.status).toBe(400);
    expect(await storedName(email)).toBe("Perfil Teste");

    const good = await updateName("Perfil Novo", cookie);
    expect(good.status).toBe(200);
    expect(await storedName(email)).toBe("Perfil Novo");
  });
});
