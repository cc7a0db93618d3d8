/**
 * A page the page cache keeps for anonymous visitors carries no nonce (one nonce
 * replayed to every visitor is no secret); its inline scripts are allowed by hash, and the browser
 * hydrates it, rendered or replayed from the cache, without a CSP violation. A signed-in page is
 * rendered per request with a fresh nonce.
 */
import type { Page } from "@playwright/test";
import { DEMO, expect, hydrated, signInViaApi, test } from "./support/fixtures";

const CACHED = ["/", "/produtos", "/produto/bacopa-monnieri-500mg", "/blog", "/blog/nootropicos-naturais-ciencia-beneficios"];

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
  });
  return violations;
}

test("cached anonymous pages: no nonce, inline scripts by hash, hydrated without a CSP violation (rendered and from the cache)", async ({
  page,
}) => {
  const violations = cspViolations(page);
  for (const path of CACHED) {
    // An address of its own, so the first visit renders and the second (within the cache time) is the kept copy.
    const url = `${path}?csp=${Date.now()}`;
    for (const visit of ["first", "second"]) {
      const response = await page.goto(url, { waitUntil: "networkidle" });
      const headers = response!.headers();
      const csp = headers["content-security-policy"];
      expect(csp, `${path} ${visit}`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp, `${path} ${visit}`).not.toContain("nonce-");
      expect(await response!.text(), `${path} ${visit}`).not.toMatch(/\bnonce=/);
      expect(headers["x-cache"], `${path} ${visit}`).toBe(visit === "first" ? "MISS" : "HIT");
      // Hydrated: React has attached its props to the header's links.
      await hydrated(page.locator("header a").first());
    }
  }
  expect(violations).toEqual([]);
});

test("a signed-in page gets a fresh nonce on every request, and hydrates without a CSP violation", async ({ page }) => {
  const violations = cspViolations(page);
  await signInViaApi(page, DEMO.customer);
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await page.goto("/", { waitUntil: "networkidle" });
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response!.headers()["content-security-policy"])?.[1];
    expect(nonce).toBeTruthy();
    expect(response!.headers()["x-cache"]).toBeUndefined();
    nonces.push(nonce!);
    await expect(page.getByTestId("points-badge")).toBeVisible();
    await hydrated(page.locator("header a").first());
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(violations).toEqual([]);
});
