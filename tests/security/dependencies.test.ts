/**
 * `npm run audit` fails on a high or critical advisory that is not written down
 * in security/audit-exceptions.json; the file is well-formed and no exception outlives its review date.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateAudit, exceptionsFileSchema, exitCode, type AuditException } from "../../scripts/audit-check";

const FILE = path.resolve(import.meta.dirname, "../../security/audit-exceptions.json");
const TODAY = new Date().toISOString().slice(0, 10);
/** An exception is looked at again within six months. */
const MAX_DAYS_AHEAD = 183;

describe("security/audit-exceptions.json", () => {
  const parsed = exceptionsFileSchema.safeParse(JSON.parse(fs.readFileSync(FILE, "utf8")));

  it("is well-formed: package, advisory id, a reason, a review date", () => {
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
  });

  it("has no exception past its review date, nor one set further than six months ahead, nor a duplicate", () => {
    const exceptions = parsed.success ? parsed.data.exceptions : [];
    const limit = new Date(Date.now() + MAX_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
    for (const e of exceptions) {
      expect(e.reviewBy >= TODAY, `${e.package} ${e.advisory}: review date ${e.reviewBy} has passed`).toBe(true);
      expect(e.reviewBy <= limit, `${e.package} ${e.advisory}: review date too far ahead`).toBe(true);
    }
    const keys = exceptions.map((e) => `${e.package} ${e.advisory}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("what npm run audit decides", () => {
  const report = (vulnerabilities: Record<string, unknown>) => JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: {} });
  const via = (name: string, id: string, severity: string) => ({
    source: 1,
    name,
    title: `Falha em ${name}`,
    url: `https://github.com/advisories/${id}`,
    severity,
    range: "<2.0.0",
  });
  const HIGH = "GHSA-2222-3333-4444";
  const withHigh = report({
    leftpad: { name: "leftpad", severity: "high", via: [via("leftpad", HIGH, "high")] },
    // A package flagged only through another one carries a string `via`.
    wrapper: { name: "wrapper", severity: "high", via: ["leftpad"] },
    chatty: { name: "chatty", severity: "moderate", via: [via("chatty", "GHSA-5555-6666-7777", "moderate")] },
  });
  const exception = (reviewBy: string): AuditException => ({
    package: "leftpad",
    advisory: HIGH,
    reason: "Only used by the build, never with user input.",
    reviewBy,
  });

  it("exit 3, not a pass, when the advisory endpoint cannot be reached (this workplace's 405)", () => {
    const answer = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    const outcome = evaluateAudit(answer, [], TODAY);
    expect(outcome.kind).toBe("unreachable");
    expect(exitCode(outcome)).toBe(3);
    expect(exitCode(evaluateAudit("", [], TODAY))).toBe(3);
  });

  it("exit 0 on a clean report; moderate advisories do not fail", () => {
    expect(exitCode(evaluateAudit(report({}), [], TODAY))).toBe(0);
    expect(
      exitCode(evaluateAudit(report({ chatty: { name: "chatty", via: [via("chatty", "GHSA-5555-6666-7777", "moderate")] } }), [], TODAY)),
    ).toBe(0);
  });

  it("exit 1 on a high advisory with no exception, once per advisory", () => {
    const outcome = evaluateAudit(withHigh, [], TODAY);
    expect(exitCode(outcome)).toBe(1);
    expect(outcome.kind === "checked" && outcome.failing).toEqual([
      { package: "leftpad", advisory: HIGH, severity: "high", title: "Falha em leftpad" },
    ]);
  });

  it("exit 0 when a current exception covers it; exit 1 once the exception's review date has passed", () => {
    expect(exitCode(evaluateAudit(withHigh, [exception("2999-01-01")], TODAY))).toBe(0);
    const expired = evaluateAudit(withHigh, [exception("2000-01-01")], TODAY);
    expect(exitCode(expired)).toBe(1);
    expect(expired.kind === "checked" && expired.expired).toHaveLength(1);
  });

  it("an exception for another package or advisory covers nothing", () => {
    expect(exitCode(evaluateAudit(withHigh, [{ ...exception("2999-01-01"), package: "rightpad" }], TODAY))).toBe(1);
    expect(exitCode(evaluateAudit(withHigh, [{ ...exception("2999-01-01"), advisory: "GHSA-2222-3333-5555" }], TODAY))).toBe(1);
  });
});
