/** The flaky-test list (tests/e2e/support/flaky-reporter.ts) on Playwright's test cases as a run leaves them. */
import path from "node:path";
import type { TestCase } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import FlakyReporter from "../e2e/support/flaky-reporter";

function testCase(title: string, outcome: ReturnType<TestCase["outcome"]>, tries: number): TestCase {
  return {
    title,
    location: { file: path.join(process.cwd(), "tests/e2e/samples.spec.ts"), line: 42, column: 1 },
    titlePath: () => ["", "desktop", "samples.spec.ts", "a describe", title],
    outcome: () => outcome,
    results: Array.from({ length: tries }, () => ({})),
  } as unknown as TestCase;
}

describe("the flaky-test reporter", () => {
  it("names each test that passed only on retry, and only those", () => {
    const lines: string[] = [];
    const reporter = new FlakyReporter({ write: (line) => lines.push(line) });
    reporter.onTestEnd(testCase("steady", "expected", 1));
    const flaky = testCase("shaky", "flaky", 2);
    reporter.onTestEnd(flaky);
    reporter.onTestEnd(flaky); // its retry ends too
    reporter.onTestEnd(testCase("broken", "unexpected", 2));
    reporter.onEnd();
    expect(lines.filter((line) => !line.startsWith("::"))).toEqual([
      "Testes instáveis / flaky tests (passaram só na repetição / passed only on retry): 1",
      "  flaky: tests/e2e/samples.spec.ts:42 › a describe › shaky (2 tentativas)",
    ]);
  });

  it("says nothing when no test was flaky", () => {
    const lines: string[] = [];
    const reporter = new FlakyReporter({ write: (line) => lines.push(line) });
    reporter.onTestEnd(testCase("steady", "expected", 1));
    reporter.onEnd();
    expect(lines).toEqual([]);
  });
});
