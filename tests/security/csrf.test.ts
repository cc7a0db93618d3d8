/**
 * Every action (each route of the matrix with an action, every intent) refuses a POST
 * sent by another site — by its Origin, by Sec-Fetch-Site when there is no Origin, by its Referer when
 * there is neither — with 403 and no change in the database, through the real Express stack
 * (server/security.ts sameOriginOnly). The same POST from the site itself reaches the action, so the
 * refusals are the guard's doing. (No GET changes state: tests/security/access-matrix.test.ts compares
 * the database before and after every loader, as every role.)
 */
import { describe, expect, it } from "vitest";
import { describeAnswer, matches, MATRIX, type ActionSpec } from "./route-matrix";
import { EVIL, hasBuild, SITE, useSecurityHarness, type Role } from "./support/harness";

/** Who sends each action: someone allowed to use it, so that only the origin decides. */
function sender(spec: ActionSpec): Exclude<Role, "anonymous"> {
  const writers = (spec.writes ?? []).filter((r): r is Exclude<Role, "anonymous"> => r !== "anonymous");
  return writers.includes("customer") ? "customer" : (writers[0] ?? "admin");
}

const CROSS_SITE: [string, Record<string, string>][] = [
  ["Origin of another site", { origin: EVIL, "sec-fetch-site": "cross-site", referer: `${EVIL}/armadilha` }],
  ["Origin of another site, no Sec-Fetch-Site", { origin: EVIL, "sec-fetch-site": "", referer: "" }],
  ["opaque Origin (null)", { origin: "null", "sec-fetch-site": "cross-site", referer: "" }],
  ["no Origin, Sec-Fetch-Site cross-site", { origin: "", "sec-fetch-site": "cross-site", referer: "" }],
  ["no Origin, Sec-Fetch-Site same-site (a sibling subdomain)", { origin: "", "sec-fetch-site": "same-site", referer: "" }],
  ["only a Referer of another site", { origin: "", "sec-fetch-site": "", referer: `${EVIL}/armadilha` }],
  ["an http Origin for the site's own host on another port", { origin: "http://localhost:3001", "sec-fetch-site": "", referer: "" }],
];

function actions() {
  const out: { id: string; intent: string; spec: ActionSpec; url: (fx: Parameters<ActionSpec["form"]>[0]) => string }[] = [];
  for (const [id, entry] of Object.entries(MATRIX)) {
    for (const [intent, spec] of Object.entries(entry.actions ?? {})) out.push({ id, intent, spec, url: spec.url ?? entry.url });
  }
  // Sign-out ends the session: last.
  return out.sort((a, b) => Number(a.id === "routes/auth/sign-out") - Number(b.id === "routes/auth/sign-out"));
}

describe.skipIf(!hasBuild)("CSRF (through the real Express stack)", () => {
  const h = useSecurityHarness();

  it("refuses every action, every intent, posted from another site, and nothing changes", async () => {
    const failures: string[] = [];
    let calls = 0;
    const before = await h.snapshot();
    for (const { id, intent, spec, url } of actions()) {
      const role = sender(spec);
      for (const [how, headers] of CROSS_SITE) {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          if (method !== "POST" && how !== CROSS_SITE[0][0]) continue;
          const answer = await h.send(role, url(h.fx), { method, form: spec.form(h.fx, role), json: spec.json, headers });
          calls += 1;
          if (answer.status !== 403)
            failures.push(`${method} ${url(h.fx)} [${intent}] (${id}) as ${role}, ${how}: expected 403, got ${describeAnswer(answer)}`);
        }
      }
    }
    const after = await h.snapshot();
    expect(failures).toEqual([]);
    expect(Object.keys(before).filter((k) => before[k] !== after[k])).toEqual([]);
    expect(calls).toBeGreaterThan(300);
  }, 120_000);

  it("the same posts from the site itself reach the actions (so the refusals above are the guard's)", async () => {
    const failures: string[] = [];
    let changes = 0;
    for (const { id, intent, spec, url } of actions()) {
      const role = sender(spec);
      if (role === "customer" || role === "other") await h.resetRateLimits();
      const before = await h.snapshot();
      const answer = await h.send(role, url(h.fx), { form: spec.form(h.fx, role), json: spec.json, headers: { origin: SITE } });
      const after = await h.snapshot();
      if (Object.keys(before).some((k) => before[k] !== after[k])) changes += 1;
      if (answer.status === 403 || !matches(answer, spec.expect[role])) {
        failures.push(`POST ${url(h.fx)} [${intent}] (${id}) as ${role}: expected ${spec.expect[role]}, got ${describeAnswer(answer)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changes).toBeGreaterThan(20);
  }, 120_000);

  it("lets safe methods through whatever their origin, and a same-origin POST without Origin (old browsers) via Sec-Fetch-Site or Referer", async () => {
    h.cookies.customer = await h.signIn("customer"); // the sign-out above ended the session
    expect((await h.send("customer", "/dashboard", { headers: { origin: EVIL, "sec-fetch-site": "cross-site" } })).status).toBe(200);
    const viaFetchSite = await h.send("customer", "/dashboard", {
      form: { intent: "redeem", rewardId: "x" },
      headers: { origin: "", "sec-fetch-site": "same-origin", referer: "" },
    });
    expect(viaFetchSite.status).toBe(400);
    const viaReferer = await h.send("customer", "/dashboard", {
      form: { intent: "redeem", rewardId: "x" },
      headers: { origin: "", "sec-fetch-site": "", referer: `${SITE}/dashboard` },
    });
    expect(viaReferer.status).toBe(400);
  });
});
