/**
 * A Playwright reporter that names the flaky tests (failed, then passed on a retry) at the end of the
 * run: one line each, and on GitHub Actions one warning annotation each, so a test that passes only
 * on retry is seen in the CI log and not only counted. The list reporter's summary counts them among
 * the failures' details; this block is the one place to look.
 */
import path from "node:path";
import type { Reporter, TestCase } from "@playwright/test/reporter";

export default class FlakyReporter implements Reporter {
  private tests: TestCase[] = [];
  private readonly write: (line: string) => void;

  constructor(options: { write?: (line: string) => void } = {}) {
    this.write = options.write ?? ((line) => process.stdout.write(line + "\n"));
  }

  onTestEnd(test: TestCase) {
    if (!this.tests.includes(test)) this.tests.push(test);
  }

  onEnd() {
    const flaky = this.tests.filter((test) => test.outcome() === "flaky");
    if (flaky.length === 0) return;
    this.write(`Testes instáveis / flaky tests (passaram só na repetição / passed only on retry): ${flaky.length}`);
    for (const test of flaky) {
      const file = path.relative(process.cwd(), test.location.file); // from the repository's root, as GitHub's annotations want
      const name = test.titlePath().slice(3).join(" › "); // after the root, the project and the file
      const tries = test.results.length;
      this.write(`  flaky: ${file}:${test.location.line} › ${name} (${tries} tentativas)`);
      if (process.env.GITHUB_ACTIONS)
        this.write(`::warning file=${file},line=${test.location.line},title=Teste instável (flaky)::${name} passou só na repetição`);
    }
  }

  printsToStdio() {
    return false;
  }
}
