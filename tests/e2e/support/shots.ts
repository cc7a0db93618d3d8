import fs from "node:fs";
import type { Page } from "@playwright/test";

/** Screenshots for people to look at: `SHOTS=<folder> npx playwright test <spec>` saves them there. */
export const SHOTS = process.env.SHOTS;

/**
 * Saves the page at 360, 390 and 1280 px as `<name>-<width>.png` in SHOTS (nothing when it is unset),
 * then gives the page its size back. The whole page, unless a dialog is open (a whole-page shot would
 * stretch the window under it) or `target` is given (then the viewport, scrolled to it).
 */
export async function shots(page: Page, name: string, { target, widths = [360, 390, 1280] }: { target?: string; widths?: number[] } = {}) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
    await page.waitForTimeout(150);
    if (target) await page.locator(target).first().scrollIntoViewIfNeeded();
    const dialogOpen = await page.getByRole("dialog").isVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !target && !dialogOpen });
  }
  await page.setViewportSize(size);
}
