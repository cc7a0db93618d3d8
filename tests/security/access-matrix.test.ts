/**
 * Every loader and action of the route table, called through the real request
 * handler as an anonymous visitor, a customer, another customer and an admin, answers as the matrix in
 * tests/security/route-matrix.ts says; no unauthorised call answers 2xx or changes the database, and no
 * answer carries another user's data. A route module without a matrix entry fails the test.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { describeAnswer, matches, MATRIX } from "./route-matrix";
import { BUILD_ENTRY, hasBuild, ROLES, ROOT, useSecurityHarness, type Harness, type Role } from "./support/harness";

/** Route ids ("routes/site/home") of every module listed in app/routes.ts. */
async function routeTableIds(): Promise<string[]> {
  const config = (await import("~/routes")).default;
  const ids: string[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      ids.push(entry.file.replace(/\.(tsx?|jsx?)$/, ""));
      if (entry.children) walk(entry.children);
    }
  };
  walk(config);
  return ids;
}

/** Another user's data found in an answer to `role` (the request's own input is not a leak). */
function leaks(h: Harness, role: Role, body: string, sent: Record<string, string> = {}): string[] {
  if (role === "admin") return [];
  const foreign =
    role === "customer" ? h.fx.secrets.other : role === "other" ? h.fx.secrets.customer : [...h.fx.secrets.customer, ...h.fx.secrets.other];
  const echoed = Object.values(sent).join("\n");
  return foreign.filter((secret) => !echoed.includes(secret) && body.includes(secret));
}

function changed(before: Record<string, string>, after: Record<string, string>, allowed: string[] = []): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k] && !allowed.includes(k));
}

describe.skipIf(!hasBuild)("access control matrix (through the real request handler)", () => {
  const h = useSecurityHarness();

  it("has one entry for every route module with a loader or an action, and none for a module that is gone", async () => {
    const build = (await import(/* @vite-ignore */ pathToFileURL(BUILD_ENTRY).href)) as ServerBuild;
    const table = await routeTableIds();
    // The build must be the route table's (a stale build would hide new routes).
    const built = Object.keys(build.routes).filter((id) => id !== "root");
    expect(built.sort(), "build/ is older than app/routes.ts: run `npx react-router build`").toEqual([...table].sort());
    const withHandlers = built.filter((id) => build.routes[id]!.module.loader || build.routes[id]!.module.action);
    const missing = withHandlers.filter((id) => !(id in MATRIX));
    const stale = Object.keys(MATRIX).filter((id) => !withHandlers.includes(id));
    expect(missing, "route modules without an entry in tests/security/route-matrix.ts").toEqual([]);
    expect(stale, "matrix entries for modules that no longer exist (or have no loader/action)").toEqual([]);
    // Each entry covers what the module has: its loader, and its action with at least one intent.
    for (const id of withHandlers) {
      const mod = build.routes[id]!.module;
      expect(Boolean(MATRIX[id].loader), `${id}: loader in the matrix`).toBe(Boolean(mod.loader));
      expect(Boolean(MATRIX[id].actions && Object.keys(MATRIX[id].actions).length), `${id}: action in the matrix`).toBe(
        Boolean(mod.action),
      );
    }
    expect(fs.existsSync(path.join(ROOT, "app/routes.ts"))).toBe(true);
  });

  it("every loader, as every role: the expected answer, nobody else's data, and no change in the database", async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [id, entry] of Object.entries(MATRIX)) {
      if (!entry.loader) continue;
      for (const role of ROLES) {
        const url = entry.url(h.fx);
        const before = await h.snapshot();
        const answer = await h.send(role, url);
        const after = await h.snapshot();
        calls += 1;
        const want = entry.loader[role];
        if (!matches(answer, want)) failures.push(`GET ${url} (${id}) as ${role}: expected ${want}, got ${describeAnswer(answer)}`);
        const leaked = leaks(h, role, answer.body);
        if (leaked.length) failures.push(`GET ${url} as ${role} shows another user's data: ${leaked.join(", ")}`);
        const diff = changed(before, after, entry.getMayChange);
        if (diff.length) failures.push(`GET ${url} as ${role} changed: ${diff.join(", ")}`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  }, 120_000);

  it("every action and intent, as every role: the expected answer, and refused calls change nothing", async () => {
    const failures: string[] = [];
    let refusedCalls = 0;
    let adminWrites = 0;
    for (const role of ROLES) {
      await h.resetRateLimits();
      // Sign-out ends the session, so it goes last.
      const entries = Object.entries(MATRIX).sort(
        ([a], [b]) => Number(a === "routes/auth/sign-out") - Number(b === "routes/auth/sign-out"),
      );
      for (const [id, entry] of entries) {
        for (const [intent, spec] of Object.entries(entry.actions ?? {})) {
          const url = (spec.url ?? entry.url)(h.fx);
          const form = spec.form(h.fx, role);
          const before = await h.snapshot();
          const answer = await h.send(role, url, { form, json: spec.json });
          const after = await h.snapshot();
          if (role === "admin" && changed(before, after).length) adminWrites += 1;
          const want = spec.expect[role];
          const label = `POST ${url} [${intent}] (${id}) as ${role}`;
          if (!matches(answer, want)) failures.push(`${label}: expected ${want}, got ${describeAnswer(answer)}`);
          const leaked = leaks(h, role, answer.body, form);
          if (leaked.length) failures.push(`${label} shows another user's data: ${leaked.join(", ")}`);
          if (!(spec.writes ?? []).includes(role)) {
            refusedCalls += 1;
            const diff = changed(before, after);
            if (diff.length) failures.push(`${label} must change nothing, changed: ${diff.join(", ")}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refusedCalls).toBeGreaterThan(100);
    // The same calls do work for the admin, so the refusals above are the guards' doing.
    expect(adminWrites).toBeGreaterThan(15);
  }, 120_000);
});
