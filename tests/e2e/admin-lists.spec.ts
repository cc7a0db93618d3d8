/**
 * Every admin list is one table that fits the screen. At 768 and 1024 px (the
 * sidebar open beside it) no table and no page scrolls sideways; at 390 px the rows are cards. Headers
 * order the list through links kept in ?ordem=, with or without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

test.describe.configure({ mode: "serial", timeout: 180_000 });

/**
 * Every admin list, and whether the demo data fills it (so a table must be there). Avaliações are cards
 * by design (each review is a text to read and moderate).
 */
const LISTS: { url: string; table: boolean }[] = [
  { url: "/admin-panel/produtos", table: true },
  { url: "/admin-panel/amostras", table: true },
  { url: "/admin-panel/usuarios", table: true },
  { url: "/admin-panel/avaliacoes", table: false },
  { url: "/admin-panel/avaliacoes?aba=publicadas", table: false },
  { url: "/admin-panel/premios", table: true },
  { url: "/admin-panel/blog", table: true },
  { url: "/admin-panel/blog?aba=categorias", table: true },
  { url: "/admin-panel/relatorios", table: true },
  { url: "/admin-panel/configuracoes", table: true },
  { url: "/admin-panel/privacidade", table: true },
  { url: "/admin-panel/privacidade?aba=contato", table: true },
  { url: "/admin-panel/emails", table: true },
];

/** The widths of the page and of every visible table box. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const tables = [...document.querySelectorAll<HTMLElement>("[data-slot=table-container]")]
      .filter((box) => box.offsetParent !== null)
      .map((box) => ({ name: box.getAttribute("aria-label") ?? "?", scroll: box.scrollWidth, client: box.clientWidth }));
    return { page: { scroll: root.scrollWidth, client: root.clientWidth }, tables };
  });
}

for (const width of [768, 1024]) {
  test(`no admin list scrolls sideways at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const list of LISTS) {
      await page.goto(list.url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const seen = await measure(page);
      if (list.table) expect(seen.tables.length, `${list.url}: a table`).toBeGreaterThan(0);
      for (const table of seen.tables)
        expect.soft(table.scroll, `${list.url} (${table.name}) at ${width} px`).toBeLessThanOrEqual(table.client);
      expect.soft(seen.page.scroll, `${list.url}: the page at ${width} px`).toBeLessThanOrEqual(seen.page.client);
    }
  });
}

test("at 390 px every list's rows are cards and nothing scrolls sideways", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const list of LISTS) {
    await page.goto(list.url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-slot=table-container]")]
        .filter((box) => box.offsetParent !== null)
        .map((box) => {
          const row = box.querySelector("tbody tr");
          const head = box.querySelector("thead");
          return {
            name: box.getAttribute("aria-label") ?? "?",
            display: row ? getComputedStyle(row).display : "none",
            headHeight: head ? head.getBoundingClientRect().height : 0,
          };
        }),
    );
    if (list.table) expect(rows.length, `${list.url}: a list`).toBeGreaterThan(0);
    for (const row of rows) {
      expect.soft(row.display, `${list.url} (${row.name}): a card`).toBe("grid");
      expect.soft(row.headHeight, `${list.url} (${row.name}): headers hidden`).toBeLessThanOrEqual(1);
    }
    const seen = await measure(page);
    expect.soft(seen.page.scroll, `${list.url}: the page at 390 px`).toBeLessThanOrEqual(seen.page.client);
  }
});

/** The points column of Usuários, top to bottom. */
async function pointsColumn(p: Page): Promise<number[]> {
  const texts = await p.getByTestId("user-points").allTextContents();
  return texts.map((t) => Number(t.replace(/\D/g, "")));
}

test("a header orders the list, says so with aria-sort, and a bad ?ordem= falls back to the default", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin-panel/usuarios");
  const table = page.getByRole("region", { name: "Usuários" });
  const points = table.getByRole("columnheader", { name: /Pontos/ });
  const joined = table.getByRole("columnheader", { name: /Cadastro/ });
  await expect(joined).toHaveAttribute("aria-sort", "descending");
  await expect(points).toHaveAttribute("aria-sort", "none");

  await points.getByRole("link").click();
  await expect(page).toHaveURL(/ordem=-pontos/);
  await expect(points).toHaveAttribute("aria-sort", "descending");
  const down = await pointsColumn(page);
  expect(down.length).toBeGreaterThan(1);
  expect(down).toEqual([...down].sort((a, b) => b - a));

  await points.getByRole("link").click();
  await expect(page).toHaveURL(/ordem=pontos/);
  await expect(points).toHaveAttribute("aria-sort", "ascending");
  const up = await pointsColumn(page);
  expect(up).toEqual([...up].sort((a, b) => a - b));

  await page.goto("/admin-panel/usuarios?ordem=senha%3Bdrop");
  await expect(page.getByRole("heading", { level: 1, name: "Usuários" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Cadastro/ })).toHaveAttribute("aria-sort", "descending");
});

test("the sort links work without JavaScript and keep the filters", async ({ adminPage: page, browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR", viewport: { width: 1280, height: 900 } });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto("/admin-panel/usuarios?status=active");
  await plain
    .getByRole("region", { name: "Usuários" })
    .getByRole("columnheader", { name: /Pontos/ })
    .getByRole("link")
    .click();
  await expect(plain).toHaveURL(/status=active/);
  await expect(plain).toHaveURL(/ordem=-pontos/);
  const down = await pointsColumn(plain);
  expect(down).toEqual([...down].sort((a, b) => b - a));
  // A new search keeps the order the header chose.
  await plain.getByLabel("Buscar").fill("a");
  await plain.getByRole("button", { name: "Filtrar" }).click();
  await expect(plain).toHaveURL(/q=a/);
  await expect(plain).toHaveURL(/ordem=-pontos/);
  await expect(plain.getByRole("region", { name: "Usuários" }).getByRole("columnheader", { name: /Pontos/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  // The redemptions' status filter keeps both lists' orders of Prêmios.
  await plain.goto("/admin-panel/premios?ordem=pontos&ordem-resgates=-pontos");
  const redemptions = plain.getByRole("form", { name: "Filtrar resgates" });
  await redemptions.getByLabel("Status do resgate").selectOption("pending");
  await redemptions.getByRole("button", { name: "Filtrar" }).click();
  await expect(plain).toHaveURL(/status=pending/);
  await expect(plain).toHaveURL(/[?&]ordem=pontos/);
  await expect(plain).toHaveURL(/ordem-resgates=-pontos/);
  await context.close();
});

/** "Pedido em 05/03/2026 às 14:20" as a number that orders like the date. */
function requestedAt(text: string): number {
  const [, d, m, y, h, min] = /(\d{2})\/(\d{2})\/(\d{4}) às (\d{2}):(\d{2})/.exec(text)!;
  return Number(`${y}${m}${d}${h}${min}`);
}

test("Amostras: the Pedido header lists the oldest requests first, to ship them in turn", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin-panel/amostras");
  const list = page.getByRole("region", { name: "Solicitações de amostra" });
  const header = list.getByRole("columnheader", { name: /Pedido/ });
  await expect(header).toHaveAttribute("aria-sort", "descending");
  const dates = async () => (await list.getByText(/^Pedido em /).allTextContents()).map(requestedAt);
  const newest = await dates();
  expect(newest.length).toBeGreaterThan(1);
  expect(newest).toEqual([...newest].sort((a, b) => b - a));

  await header.getByRole("link").click();
  await expect(page).toHaveURL(/ordem=pedido/);
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  const oldest = await dates();
  expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
  expect(oldest[0]).toBeLessThanOrEqual(newest.at(-1)!);
  // The spreadsheet link carries the order.
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute("href", /ordem=pedido/);
});
