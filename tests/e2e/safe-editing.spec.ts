/**
 * Safe editing in the panel (issue 37, points 7 to 11), on a 390 px phone: a save after the session
 * ended comes back after signing in; two tabs cannot overwrite each other; leaving an edited form asks
 * first; a scheduled post is published now; a blog category in use cannot be removed.
 * Each test edits rows of its own (a reward and a post it creates); the rest it only reads.
 */
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, hydrated, signInViaApi, test, toast } from "./support/fixtures";
import { shots } from "./support/shots";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PHONE = { width: 390, height: 844 };

async function phoneAdmin(browser: Browser): Promise<Page> {
  const page = await browser.newPage({
    viewport: PHONE,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    baseURL: test.info().project.use.baseURL,
  });
  await signInViaApi(page, DEMO.admin);
  return page;
}

/** A reward of the test's own, inactive (no customer page shows it). */
async function newReward(page: Page, name: string) {
  await page.goto("/admin-panel/premios");
  const open = page.getByRole("button", { name: "Novo prêmio" });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Novo prêmio" });
  await dialog.getByLabel("Nome").fill(name);
  await dialog.getByLabel("Pontos necessários").fill("120");
  await dialog.getByLabel("Ativo").uncheck();
  await dialog.getByRole("button", { name: "Criar prêmio" }).click();
  await expect(toast(page, "Prêmio criado com sucesso!", { exact: true })).toBeVisible();
}

async function openRewardEditor(page: Page, name: string) {
  const edit = page.getByRole("button", { name: `Editar ${name}` });
  await hydrated(edit);
  await edit.click();
  return page.getByRole("dialog", { name: "Editar prêmio" });
}

test("two tabs: the older save is refused with the time of the change, and 'Recarregar' shows the item as it is", async ({ browser }) => {
  const name = `Garrafa Duas Abas ${Date.now().toString(36)}`;
  const first = await phoneAdmin(browser);
  const second = await phoneAdmin(browser);
  try {
    await newReward(first, name);
    await second.goto("/admin-panel/premios");
    const inFirst = await openRewardEditor(first, name);
    const inSecond = await openRewardEditor(second, name);

    await inFirst.getByLabel("Pontos necessários").fill("150");
    await inFirst.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(first, "Prêmio atualizado com sucesso!", { exact: true })).toBeVisible();

    await inSecond.getByLabel("Pontos necessários").fill("999");
    await inSecond.getByRole("button", { name: "Salvar alterações" }).click();
    const notice = inSecond.getByRole("alert").filter({ hasText: "Este item foi alterado por outra pessoa às" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/às \d\d:\d\d\./);
    await expect(inSecond).toBeVisible();
    await shots(second, "conflito", { widths: [390, 1440] });

    await notice.getByRole("button", { name: "Recarregar" }).click();
    await expect(second.getByRole("dialog")).toHaveCount(0);
    const row = second.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("150");
    await expect(row).not.toContainText("999");
  } finally {
    await first.close();
    await second.close();
  }
});

test("a save after the session ended: the sign-in says so, and the form comes back filled after signing in", async ({ browser }) => {
  const name = `Caneca Sessão ${Date.now().toString(36)}`;
  const page = await phoneAdmin(browser);
  try {
    await newReward(page, name);
    const dialog = await openRewardEditor(page, name);
    await dialog.getByLabel("Descrição").fill("Texto digitado antes de a sessão acabar.");
    await dialog.getByLabel("Pontos necessários").fill("321");
    // The session ends (expired, or ended on another device) while the form is open.
    await page.context().clearCookies();
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();

    await expect(page).toHaveURL(/\/auth\?sessao=expirada&redirectTo=%2Fadmin-panel%2Fpremios$/);
    expect(page.url()).not.toContain(".data");
    await expect(page.getByText("Sua sessão expirou. Entre novamente para continuar.")).toBeVisible();
    await expect(page.getByText("O que você estava preenchendo foi guardado neste navegador")).toBeVisible();
    await shots(page, "sessao-expirada", { widths: [390, 1440] });

    const form = page.getByRole("form", { name: "Entrar" });
    await form.getByLabel("E-mail", { exact: true }).fill(DEMO.admin.email);
    await form.getByLabel("Senha", { exact: true }).fill(DEMO.admin.password);
    await form.getByRole("button", { name: "Entrar", exact: true }).click();

    await expect(page).toHaveURL(/\/admin-panel\/premios$/);
    const restored = page.getByRole("dialog", { name: "Editar prêmio" });
    await expect(restored).toBeVisible();
    await expect(restored.getByLabel("Descrição")).toHaveValue("Texto digitado antes de a sessão acabar.");
    await expect(restored.getByLabel("Pontos necessários")).toHaveValue("321");
    await expect(toast(page, "O que você tinha preenchido foi restaurado.")).toBeVisible();
    await shots(page, "formulario-restaurado", { widths: [390, 1440] });

    await restored.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Prêmio atualizado com sucesso!", { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("321");
    // Saved: nothing is kept for later.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("rv-rascunho:")))).toEqual([]);
  } finally {
    await page.close();
  }
});

test("leaving an edited form asks first: a sidebar link, and a reload", async ({ browser }) => {
  const page = await phoneAdmin(browser);
  try {
    await page.goto("/admin-panel/configuracoes");
    const days = page.getByLabel("Prazo para pagar o frete (dias)");
    await hydrated(days);
    await days.fill("9");

    // The sidebar (a drawer on a phone): "Produtos".
    await page
      .getByRole("button", { name: /menu|barra lateral/i })
      .first()
      .click();
    await page.getByRole("link", { name: /^Produtos/ }).click();
    const ask = page.getByRole("alertdialog", { name: "Sair sem salvar?" });
    await expect(ask).toBeVisible();
    await shots(page, "sair-sem-salvar", { widths: [390, 1440] });
    await ask.getByRole("button", { name: "Continuar editando" }).click();
    await expect(page).toHaveURL(/\/admin-panel\/configuracoes$/);
    await expect(days).toHaveValue("9");

    // A reload: the browser's own question (beforeunload).
    const question = page.waitForEvent("dialog");
    void page.reload().catch(() => undefined);
    const dialog = await question;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();

    await page.goto("/admin-panel/configuracoes").catch(() => undefined);
    await page
      .getByRole("button", { name: /menu|barra lateral/i })
      .first()
      .click();
    await page.getByRole("link", { name: /^Produtos/ }).click();
    await expect(page).toHaveURL(/\/admin-panel\/produtos$/);
  } finally {
    await page.close({ runBeforeUnload: false });
  }
});

test("a scheduled post is published now; a save that changes nothing says so", async ({ browser }) => {
  const title = `Post agendado ${Date.now().toString(36)}`;
  const page = await phoneAdmin(browser);
  try {
    await page.goto("/admin-panel/blog");
    const open = page.getByRole("button", { name: "Novo post" });
    await hydrated(open);
    await open.click();
    let dialog = page.getByRole("dialog", { name: "Novo post" });
    await dialog.getByRole("textbox", { name: /^Título/ }).fill(title);
    await dialog.getByLabel("Conteúdo (Markdown)").fill("Um texto que só deveria sair no Natal.");
    await dialog.getByLabel("Status").selectOption("published");
    await dialog.getByLabel("Data de publicação").fill("2099-12-24T09:00");
    await dialog.getByRole("button", { name: "Criar post" }).click();
    await expect(toast(page, "Post criado com sucesso!", { exact: true })).toBeVisible();

    await page.getByRole("searchbox").fill(title);
    const edit = page.getByRole("button", { name: `Editar ${title}` });
    await expect(edit).toBeVisible();
    await edit.click();
    dialog = page.getByRole("dialog", { name: "Editar post" });
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Nenhuma alteração para salvar: o post continua como estava.", { exact: true })).toBeVisible();
    await expect(toast(page, "Post atualizado com sucesso!", { exact: true })).toHaveCount(0);

    await edit.click();
    dialog = page.getByRole("dialog", { name: "Editar post" });
    await dialog.getByRole("button", { name: "Publicar agora" }).click();
    await expect(toast(page, "Post publicado com sucesso!", { exact: true })).toBeVisible();
    await edit.click();
    dialog = page.getByRole("dialog", { name: "Editar post" });
    await expect(dialog.getByRole("button", { name: "Publicar agora" })).toHaveCount(0);
    await expect(dialog.getByLabel("Data de publicação")).not.toHaveValue(/^2099/);
  } finally {
    await page.close();
  }
});

test("a blog category in use: only 'Cancelar', and a link to its posts", async ({ browser }) => {
  const page = await phoneAdmin(browser);
  try {
    await page.goto("/admin-panel/blog?aba=categorias");
    // A seeded category that seeded posts use (this spec only reads it).
    const remove = page.getByRole("button", { name: "Remover Nutrição" });
    await hydrated(remove);
    await remove.click();
    const ask = page.getByRole("alertdialog");
    await expect(ask).toContainText("mude antes a categoria");
    await expect(ask.getByRole("button")).toHaveText(["Cancelar"]);
    await shots(page, "categoria-em-uso", { widths: [390, 1440] });
    await ask.getByRole("link", { name: /^Ver os \d+ posts desta categoria$/ }).click();
    await expect(page).toHaveURL(/\/admin-panel\/blog\?categoria=nutricao$/);
    await expect(page.getByRole("search").getByLabel("Categoria")).toHaveValue("nutricao");
    await expect(page.getByTestId("post-row").first()).toBeVisible();
  } finally {
    await page.close();
  }
});
