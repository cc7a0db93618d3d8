/**
 * Issue 37, point 15, on a 390 px phone: "Product lines (categories) can be created, renamed (their slug
 * history redirects like products') and reordered." and "Products get a stock of samples: at 0 the button
 * says 'Amostras esgotadas', and the panel warns at 10." Each test writes only a line or a product of its
 * own (named with the run's time); the seeded lines are only read.
 */
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, hydrated, signInViaApi, test, toast } from "./support/fixtures";
import { shots } from "./support/shots";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const run = Date.now().toString(36);

async function phone(browser: Browser, admin: boolean): Promise<Page> {
  const page = await browser.newPage({
    viewport: PHONE,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    baseURL: test.info().project.use.baseURL,
  });
  if (admin) await signInViaApi(page, DEMO.admin);
  return page;
}

async function linesTab(page: Page) {
  await page.goto("/admin-panel/produtos?aba=linhas");
  await hydrated(page.getByRole("button", { name: "Nova linha" }));
}

/** The public catalogue's lines, in the order of its "Categoria" select. */
async function catalogueLines(page: Page): Promise<string[]> {
  await page.goto("/produtos");
  return page.locator('select[name="categoria"] option').allTextContents();
}

test("A: a line is created, renamed with a new address (the old one redirects), moved up, and removed", async ({ browser }) => {
  const admin = await phone(browser, true);
  const visitor = await phone(browser, false);
  const name = `Linha Teste ${run}`;
  const slug = `linha-teste-${run}`;
  try {
    await linesTab(admin);
    await admin.getByRole("button", { name: "Nova linha" }).click();
    const create = admin.getByRole("dialog", { name: "Nova linha" });
    await create.getByLabel("Nome").fill(name);
    await create.getByLabel("Descrição").fill("Linha criada pelo teste de ponta a ponta.");
    await create.getByRole("button", { name: "Criar linha" }).click();
    await expect(toast(admin, "Linha criada com sucesso!", { exact: true })).toBeVisible();
    const row = admin.getByTestId("line-row").filter({ hasText: name });
    await expect(row).toContainText(`/produtos/${slug}`);
    expect((await catalogueLines(visitor)).at(-1)).toBe(name);

    // Renamed with a new address: the old one answers a permanent redirect to the new one.
    await linesTab(admin);
    await admin.getByRole("button", { name: `Editar ${name}` }).click();
    const edit = admin.getByRole("dialog", { name: "Editar linha" });
    await edit.getByLabel("Nome").fill(`${name} Nova`);
    await edit.getByLabel("Slug").fill(`${slug}-nova`);
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(admin, "Linha atualizada com sucesso!", { exact: true })).toBeVisible();
    const old = await visitor.request.get(`/produtos/${slug}?pagina=1`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/produtos/${slug}-nova?pagina=1`);
    await visitor.goto(`/produtos/${slug}`);
    await expect(visitor).toHaveURL(new RegExp(`/produtos/${slug}-nova$`));
    await expect(visitor.getByRole("heading", { level: 1, name: `${name} Nova` })).toBeVisible();

    // Moved up one place: the catalogue's order follows.
    const before = await catalogueLines(visitor);
    const at = before.indexOf(`${name} Nova`);
    await linesTab(admin);
    const up = admin.getByRole("button", { name: `Mover ${name} Nova para cima` });
    await up.focus();
    await admin.keyboard.press("Enter");
    await expect(toast(admin, "Ordem das linhas atualizada.", { exact: true })).toBeVisible();
    const after = await catalogueLines(visitor);
    expect(after.indexOf(`${name} Nova`)).toBe(at - 1);
    expect(after[at]).toBe(before[at - 1]);
    await linesTab(admin);
    await shots(admin, "linhas");

    // No product uses it: removed after a confirmation.
    await admin.getByRole("button", { name: `Remover ${name} Nova` }).click();
    const confirm = admin.getByRole("alertdialog", { name: "Remover esta linha?" });
    await confirm.getByRole("button", { name: "Remover" }).click();
    await expect(toast(admin, "Linha removida com sucesso!", { exact: true })).toBeVisible();
    expect(await catalogueLines(visitor)).not.toContain(`${name} Nova`);
  } finally {
    await admin.close();
    await visitor.close();
  }
});

test("A: a line products use offers only 'Cancelar' and leads to its products", async ({ browser }) => {
  const admin = await phone(browser, true);
  try {
    await linesTab(admin);
    await admin.getByRole("button", { name: "Remover Sono & Relaxamento" }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Esta linha não pode ser removida" });
    await expect(dialog.getByRole("button")).toHaveText(["Cancelar"]);
    await dialog.getByRole("link", { name: /^Ver (o produto|os \d+ produtos) desta linha$/ }).click();
    await expect(admin).toHaveURL(/\/admin-panel\/produtos\?linha=sono-relaxamento$/);
    await expect(admin.getByRole("combobox", { name: "Linha" })).toHaveValue("sono-relaxamento");
  } finally {
    await admin.close();
  }
});

test("B: at 0 the button says 'Amostras esgotadas' with its reason, the panel warns at 10, and a new stock opens it again", async ({
  browser,
}) => {
  const admin = await phone(browser, true);
  const visitor = await phone(browser, false);
  const name = `Chá Estoque ${run}`;
  const slug = `cha-estoque-${run}`;
  try {
    await admin.goto("/admin-panel/produtos");
    const open = admin.getByRole("button", { name: "Novo produto" });
    await hydrated(open);
    await open.click();
    const create = admin.getByRole("dialog", { name: "Novo produto" });
    await create.getByLabel("Nome", { exact: false }).first().fill(name);
    await create.getByLabel("Descrição completa").fill("Produto do teste de estoque de amostras.");
    await create.getByLabel("Estoque de amostras").fill("0");
    await create.getByRole("button", { name: "Criar produto" }).click();
    await expect(toast(admin, "Produto criado!", { exact: true })).toBeVisible();

    await admin.goto(`/admin-panel/produtos?q=${encodeURIComponent(name)}`);
    await expect(admin.getByRole("row", { name: new RegExp(name) }).getByTestId("sample-stock")).toHaveText("Amostras esgotadas");

    await visitor.goto(`/produto/${slug}`);
    const soldOut = visitor.getByRole("button", { name: "Amostras esgotadas" });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toHaveAccessibleDescription("As amostras grátis deste produto acabaram por enquanto. Volte em breve.");
    await expect(visitor.getByText("As amostras grátis deste produto acabaram por enquanto. Volte em breve.")).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Solicitar Amostra Grátis" })).toHaveCount(0);
    await shots(visitor, "esgotado", { target: "[data-sold-out]" });

    // The Hoje inbox counts it among the products low on samples.
    await admin.goto("/admin-panel");
    await expect(admin.getByTestId("inbox-stock")).toContainText(/Produtos? com poucas amostras/);
    await expect(admin.getByTestId("inbox-stock")).toContainText(/esgotados?/);

    // A new stock of 7: the panel warns "Restam 7 amostras", the store asks for samples again.
    await admin.goto(`/admin-panel/produtos?q=${encodeURIComponent(name)}`);
    const edit = admin.getByRole("button", { name: `Editar ${name}` });
    await hydrated(edit);
    await edit.click();
    const dialog = admin.getByRole("dialog", { name: "Editar produto" });
    await dialog.getByLabel("Estoque de amostras").fill("7");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(admin, "Produto atualizado!", { exact: true })).toBeVisible();
    await expect(admin.getByRole("row", { name: new RegExp(name) }).getByTestId("sample-stock")).toHaveText("Restam 7 amostras");
    await shots(admin, "produtos-estoque");

    await visitor.goto(`/produto/${slug}`);
    await expect(visitor.getByRole("link", { name: "Solicitar Amostra Grátis" }).first()).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Amostras esgotadas" })).toHaveCount(0);
  } finally {
    await admin.close();
    await visitor.close();
  }
});
