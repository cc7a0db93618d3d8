/**
 * The freshness matrix (tests/security/freshness-matrix.ts) on one process with the page cache on: for
 * every write action of the access matrix, the pages that show what it changes are read (and cached) as
 * their readers, the write is made, and the very next read of each page shows the change. A write action
 * of MATRIX without a case or an exclusion fails, as a route without an access case does.
 */
import { describe, expect, it } from "vitest";
import { CASES, EXCLUDED, matrixActions, prepareFreshness, runCase, type Client, type FreshFixture } from "./freshness-matrix";
import { MATRIX } from "./route-matrix";
import { DEFAULT_PAGE_CACHE_SECONDS } from "../../server/app";
import { hasBuild, useSecurityHarness } from "./support/harness";

describe.skipIf(!hasBuild)("every write shows on the very next read (one process, page cache on)", () => {
  const h = useSecurityHarness();

  it("has a case or an exclusion for every write action of the access matrix, and none for an action that is gone", () => {
    const actions = matrixActions(MATRIX);
    const covered = new Set([...CASES.map((c) => c.action), ...Object.keys(EXCLUDED)]);
    expect
      .soft(
        actions.filter((a) => !covered.has(a)),
        "actions without a case or an exclusion in tests/security/freshness-matrix.ts",
      )
      .toEqual([]);
    expect(
      [...covered].filter((a) => !actions.includes(a)),
      "cases or exclusions for actions that are no longer in MATRIX",
    ).toEqual([]);
    expect(
      CASES.filter((c) => c.action in EXCLUDED).map((c) => c.action),
      "an action is either excluded or has cases",
    ).toEqual([]);
  });

  it("each write shows on the next read of every page that shows it", async () => {
    // The harness serves with the page cache on (DEFAULT_PAGE_CACHE_SECONDS), as `npm start` does.
    expect(DEFAULT_PAGE_CACHE_SECONDS).toBeGreaterThan(0);
    const stats = { hits: 0 };
    const fx: FreshFixture = await prepareFreshness(h.t.db, h.fx);
    const client: Client = { send: (role, url, form) => h.send(role, url, form ? { form } : {}) };
    const failures: string[] = [];
    for (const c of CASES) {
      await h.resetRateLimits();
      const [id] = c.action.split("#");
      const url = c.url ? (typeof c.url === "function" ? c.url(fx) : c.url) : MATRIX[id].url(fx);
      failures.push(...(await runCase(c, fx, client, client, url, { stats })));
    }
    expect(failures).toEqual([]);
    // Public pages were answered from the page cache before their write (else the cases prove nothing about it).
    expect(stats.hits).toBeGreaterThan(15);
  }, 300_000);
});
