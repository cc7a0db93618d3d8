/**
 * Screenshots of pages at phone and desktop widths, for looking at what was built.
 * Usage: node --import tsx scripts/screenshot.ts http://localhost:3000 / /produtos …
 * Options (env): OUT=dir (default screenshots/), WIDTHS=390,1280, LOGIN=email:password (signs in first).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error("uso: screenshot.ts <base-url> <caminho> [caminho…]");
  process.exit(1);
}
const out = process.env.OUT ?? "screenshots";
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: "pt-BR" });
  const page = await context.newPage();
  if (process.env.LOGIN) {
    const [email, password] = process.env.LOGIN.split(":");
    const res = await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin: base } });
    if (!res.ok()) console.error("login falhou:", await res.text());
  }
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    // Images below the fold load lazily: scroll through the page, as a reader would, before the shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = `${p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(path.join(out, name));
  }
  await context.close();
}
await browser.close();
