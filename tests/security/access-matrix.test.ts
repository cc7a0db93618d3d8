/**
 * Every loader and action of the route table, called through the real request
 * handler as an anonymous visitor, a customer, another customer and an admin, answers as the matrix in
 * tests/security/route-matrix.ts says; no unauthorised call answers 2xx or changes the database, and no
 * answer carries another user's data. A route module without a matrix entry fails the test, and so does
 * a panel intent without a case. Every call the admin makes that writes changes exactly the tables its
 * case names (and the audit trail when, and only when, it is a panel write).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { describeAnswer, matches, MATRIX, type ActionSpec } from "./route-matrix";
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

/**
 * The intents each action of the route table dispatches on, read from its source (`intent === "x"`,
 * `case "x":`, the products page's PRODUCT_INTENTS), so that a new intent without a matrix case fails.
 */
function actionIntents(): Record<string, string[]> {
  const routes = path.join(ROOT, "app/routes");
  const out: Record<string, string[]> = {};
  const found = (source: string) =>
    [...source.matchAll(/intent === "([a-z-]+)"|case "([a-z-]+)":|"(product-[a-z]+)"/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  for (const file of fs.readdirSync(routes, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || file.includes(".server.")) continue;
    const dir = path.dirname(path.join(routes, file));
    const source = fs.readFileSync(path.join(routes, file), "utf8");
    if (!/export (async )?function action/.test(source)) continue;
    // The actions' own helpers (product-actions.server.ts…) are read with the page that imports them.
    const helpers = [...source.matchAll(/from "\.\/([a-z-]+\.server)"/g)].map((m) => fs.readFileSync(path.join(dir, `${m[1]}.ts`), "utf8"));
    out[`routes/${file.replace(/\.tsx?$/, "")}`] = [...new Set([source, ...helpers].flatMap(found))].sort();
  }
  return out;
}

/** The intent a case sends (its form's `intent` field; the case's own name when the action has none). */
function sentIntent(h: Harness, name: string, spec: ActionSpec): string {
  return spec.form(h.fx, "admin").intent ?? name;
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

  it("has a case for every intent of every action, and each admin write names what it changes", () => {
    const intents = actionIntents();
    expect(Object.keys(intents).length).toBeGreaterThan(20);
    for (const [id, list] of Object.entries(intents)) {
      const cased = Object.entries(MATRIX[id]?.actions ?? {}).map(([name, spec]) => sentIntent(h, name, spec));
      expect(
        list.filter((intent) => !cased.includes(intent)),
        `${id}: intents without a case in tests/security/route-matrix.ts`,
      ).toEqual([]);
    }
    for (const [id, entry] of Object.entries(MATRIX)) {
      for (const [name, spec] of Object.entries(entry.actions ?? {})) {
        const writes = (spec.writes ?? []).includes("admin");
        expect(writes ? spec.changes?.length : 0, `${id} [${name}]: an admin write names the tables it changes`).toBeGreaterThan(
          writes ? 0 : -1,
        );
        if (id.startsWith("routes/admin-panel/") && writes)
          expect(spec.audit, `${id} [${name}]: a panel write names its audit action`).toBeTruthy();
      }
    }
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
  }, 300_000);

  it("every action and intent, as every role: the expected answer, and refused calls change nothing", async () => {
    const failures: string[] = [];
    let refusedCalls = 0;
    let adminWrites = 0;
    let named = 0;
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
          const want = spec.expect[role];
          const label = `POST ${url} [${intent}] (${id}) as ${role}`;
          if (role === "admin" && (spec.writes ?? []).includes("admin")) {
            // Exactly what the case names: nothing changed is a no-op action, another table a write it does not name.
            const want = [...(spec.changes ?? []), ...(spec.audit ? ["audit_log"] : [])].sort();
            const diff = changed(before, after).sort();
            if (diff.length) adminWrites += 1;
            if (JSON.stringify(diff) !== JSON.stringify(want))
              failures.push(`${label} must change ${want.join(", ")}; changed: ${diff.join(", ") || "nothing"}`);
            else named += 1;
          }
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
    // The same calls do work for the admin, so the refusals above are the guards' doing: every one of
    // them changed what it names.
    const adminWriteCases = Object.values(MATRIX)
      .flatMap((e) => Object.values(e.actions ?? {}))
      .filter((a) => a.writes?.includes("admin"));
    expect(adminWriteCases.length).toBeGreaterThan(40);
    expect(named).toBe(adminWriteCases.length);
    expect(adminWrites).toBe(adminWriteCases.length);
  }, 300_000);
});
