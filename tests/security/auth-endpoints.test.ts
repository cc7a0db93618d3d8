/**
 * better-auth's endpoints over HTTP: each one mounted is either one the site uses or closed. A stolen
 * cookie cannot try passwords at /verify-password, and an endpoint a better-auth upgrade adds fails
 * this test until it is put on one side. Through the real server (createApp).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hasBuild, useSecurityHarness } from "./support/harness";
import { auth, AUTH_DISABLED_PATHS } from "~/services/auth.server";

/** Open over HTTP, and why. */
const USED = {
  "/verify-email": "the confirmation link of the sign-up e-mail",
  "/reset-password/:token": "the link of the reset, invitation and confirm-and-create-password e-mails",
  "/reset-password": "the set-password page (/auth/nova-senha)",
  "/sign-in/email": "the /auth sign-in form",
  "/sign-up/email": "the /auth sign-up form",
  "/send-verification-email": "the /auth 'send the link again' button",
  "/request-password-reset": "the /auth 'Esqueci minha senha' form",
  "/get-session": "the caller's own session (nothing about anyone else)",
};

/** Closed over HTTP; the site calls a few of them through the server API only. */
const CLOSED = [
  "/verify-password",
  "/sign-out",
  "/change-email",
  "/change-password",
  "/update-user",
  "/update-session",
  "/delete-user",
  "/delete-user/callback",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/sign-in/social",
  "/callback/:id",
  "/link-social",
  "/list-accounts",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/ok",
  "/error",
];

describe.skipIf(!hasBuild)("better-auth's endpoints over HTTP", () => {
  const h = useSecurityHarness();

  it("every mounted endpoint is either used by the site or closed, and the configuration closes exactly the closed ones", () => {
    const mounted = Object.values(auth().api as Record<string, { path?: string }>)
      .map((endpoint) => endpoint.path)
      .filter((path): path is string => Boolean(path));
    expect([...new Set(mounted)].sort()).toEqual([...Object.keys(USED), ...CLOSED].sort());
    expect([...AUTH_DISABLED_PATHS].sort()).toEqual([...CLOSED].sort());
  });

  it("POST /api/auth/verify-password with a signed-in customer's cookie is a 404, whatever the password", async () => {
    for (const password of [h.fx.people.customer.password, "Errada@123"]) {
      const answer = await h.send("customer", "/api/auth/verify-password", { form: { password }, json: true });
      expect(answer.status).toBe(404);
    }
  });

  it.each(CLOSED.filter((path) => !path.includes(":")))("%s answers 404 to a signed-in customer, GET and POST", async (path) => {
    expect((await h.send("customer", `/api/auth${path}`, { form: {}, json: true })).status).toBe(404);
    expect((await h.send("customer", `/api/auth${path}`)).status).toBe(404);
  });

  it("the endpoints the site uses still answer (a 404 here would mean the test above proves nothing)", async () => {
    expect((await h.send("customer", "/api/auth/get-session")).status).toBe(200);
    const signIn = await h.send("anonymous", "/api/auth/sign-in/email", {
      form: { email: h.fx.people.other.email, password: h.fx.people.other.password },
      json: true,
    });
    expect(signIn.status).toBe(200);
    expect((await h.send("anonymous", "/api/auth/verify-email?token=nao-e-um-token")).status).not.toBe(404);
  });

  it("a window of better-auth's own limiter running out leaves the site's counters and known addresses alone", async () => {
    const now = Date.now();
    const ours = {
      counter: { key: "app:newsletter-ip:198.51.100.77", count: 20, at: now - 30 * 60_000 },
      known: { key: "app:auth-known-address:dona@exemplo.com|198.51.100.77", count: 1, at: now - 60 * 60_000 },
    };
    for (const row of Object.values(ours)) {
      await h.t.db.execute(
        sql`insert into rate_limit (id, key, count, last_request) values (${row.key}, ${row.key}, ${row.count}, ${row.at})`,
      );
    }
    const keys = Object.values(ours).map((row) => row.key);
    await h.send("customer", "/api/auth/get-session");
    // Every other row (better-auth's window of that request) is made older than its minute.
    await h.t.db.execute(
      sql`update rate_limit set last_request = last_request - 61000 where key not in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    await h.send("customer", "/api/auth/get-session");
    const left = await h.t.db.execute(
      sql`select key, count from rate_limit where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) order by key`,
    );
    expect((left as { rows: { key: string; count: number }[] }).rows).toEqual([
      { key: ours.known.key, count: 1 },
      { key: ours.counter.key, count: 20 },
    ]);
  });
});
