/**
 * Signed-in pages are rendered per request with parts kept as HTML (lib/shared-html.tsx) and the
 * customer's own state (likes, review form, sample request): the browser hydrates them without a
 * mismatch (React reports one as a console error or a page error), and the customer's own state shows.
 */
import { DEMO, expect, signInViaApi, test } from "./support/fixtures";

const PAGES = [
  "/",
  "/produtos",
  "/produtos/cerebro-foco",
  "/produto/bacopa-monnieri-500mg",
  "/blog",
  "/blog/nootropicos-naturais-ciencia-beneficios",
];

test("signed-in pages hydrate without errors and show the customer's own state", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  await signInViaApi(page, DEMO.customer);
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByTestId("points-badge")).toBeVisible();
  }
  // A like pressed here is the customer's own on the next render of the list and of the post.
  await page.goto("/blog", { waitUntil: "networkidle" });
  const card = page.getByTestId("post-card").filter({ hasText: "Nootrópicos Naturais" }).first();
  const like = card.getByRole("button", { name: /curti/i });
  const before = await like.getAttribute("aria-pressed");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
  await page.reload({ waitUntil: "networkidle" });
  await expect(
    page.getByTestId("post-card").filter({ hasText: "Nootrópicos Naturais" }).first().getByRole("button", { name: /curti/i }),
  ).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
  expect(errors).toEqual([]);
});
