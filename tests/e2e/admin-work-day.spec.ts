/**
 * As an administrator works: what needs attention in the sidebar, reports
 * over a chosen period, the audit log's filters, and the blog's authors, image descriptions and
 * scheduled posts. One signed-in admin page walks them in order (sign-in is rate limited per IP).
 */
import type { Page } from "@playwright/test";
import { expect, test, toast } from "./support/fixtures";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** The number on a section's badge in the sidebar (0 when it shows none). */
async function badge(page: Page, section: string): Promise<number> {
  const link = page.getByRole("navigation", { name: "Painel administrativo" }).getByRole("link", { name: new RegExp(`^${section}`) });
  const found = link.getByTestId("attention-badge");
  if (!(await found.count())) return 0;
  return Number((await found.locator("[aria-hidden]").textContent())!.replace(/\D/g, ""));
}

/** No sideways scroll on the page, at the viewport's width. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test("the sidebar counts what needs attention and follows an action without a reload", async ({ adminPage: page, browser }) => {
  const visitor = await browser.newPage({ locale: "pt-BR" });
  await visitor.goto("/contato", { waitUntil: "networkidle" });
  const form = visitor.getByRole("form", { name: "Formulário de contato" });
  await form.getByLabel("Nome").fill("Teodoro Atenção");
  await form.getByLabel("E-mail").fill("teodoro.atencao@exemplo.com.br");
  await form.getByLabel("Assunto").fill("Amostra de magnésio");
  await form.getByLabel("Mensagem").fill("Gostaria de saber quando chega a minha amostra.");
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(form.getByText("Mensagem enviada!")).toBeVisible();
  await visitor.close();

  await page.goto("/admin-panel/privacidade?aba=contato");
  const before = await badge(page, "Privacidade");
  expect(before).toBeGreaterThanOrEqual(1);
  const link = page.getByRole("navigation", { name: "Painel administrativo" }).getByRole("link", { name: /^Privacidade/ });
  await expect(link).toContainText(/mensage(m|ns) de contato abertas?/);
  await page.getByRole("button", { name: "Marcar mensagem de Teodoro Atenção como atendida" }).click();
  await expect.poll(() => badge(page, "Privacidade")).toBe(before - 1);

  // The other sections count their own queues.
  await page.goto("/admin-panel/avaliacoes");
  const pending = await page.getByTestId("pending-review").count();
  expect(await badge(page, "Avaliações")).toBe(pending);
});

test("the dashboard's figures compare with the 30 days before in words", async ({ adminPage: page }) => {
  await page.goto("/admin-panel");
  const changes = await page.getByTestId("stat-change").allTextContents();
  expect(changes).toHaveLength(4);
  for (const change of changes) expect(change).toMatch(/^(igual aos 30 dias anteriores|[+−]\d[\d.]* em relação aos 30 dias anteriores)$/);
});

test("reports follow the period in the address, refuse a bad one in Portuguese, and the CSV has a row per day", async ({
  adminPage: page,
}) => {
  await page.goto("/admin-panel/relatorios");
  await expect(page.getByTestId("report-range")).toContainText("dias");
  await expect(page.getByRole("heading", { name: "Por semana" })).toBeVisible();

  const period = page.getByRole("form", { name: "Período do relatório" });
  await period.getByLabel("Período", { exact: true }).selectOption("7d");
  await period.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/periodo=7d/);
  await expect(page.getByTestId("report-range")).toContainText("(7 dias)");
  await expect(page.getByRole("heading", { name: "Por dia" })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const href = await page.getByRole("link", { name: "Exportar CSV (por dia)" }).getAttribute("href");
  const csv = (await (await page.request.get(href!)).text()).trim().split("\r\n");
  expect(csv[0]).toContain('"Data";"Amostras solicitadas";"Avaliações recebidas";"Prêmios resgatados";"Novos usuários"');
  expect(csv).toHaveLength(8);

  await period.getByLabel("De", { exact: true }).fill("2026-11-20");
  await period.getByLabel("Até", { exact: true }).fill("2026-11-10");
  await period.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByText("A data inicial deve ser anterior ou igual à data final.")).toBeVisible();
  await expect(period.getByLabel("De", { exact: true })).toHaveValue("2026-11-20");
});

test("the audit log names each subject, filters by who, what and when, and long details wrap", async ({ adminPage: page }) => {
  await page.goto("/admin-panel/relatorios#auditoria");
  const audit = page.getByRole("region", { name: "Registro de alterações" });
  await expect(
    audit.getByTestId("audit-row").filter({ hasText: "Atendeu mensagem de contato de Teodoro Atenção (“Amostra de magnésio”)" }),
  ).toHaveCount(1);

  const filters = page.getByRole("form", { name: "Filtros do registro" });
  await filters.getByLabel("Quem").selectOption({ label: "Ana Administradora" });
  await filters.getByLabel("O quê").selectOption({ label: "Privacidade e contato" });
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  await filters.getByLabel("Desde").fill(today);
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/oque=privacidade/);
  await expect(page).toHaveURL(/registro_de=/);
  const rows = audit.getByTestId("audit-row");
  await expect(rows.first()).toBeVisible();
  // Retried until the new list is drawn: the address changes a moment before the rows do.
  await expect(rows.filter({ hasNotText: "Ana Administradora" })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Teodoro Atenção" })).toHaveCount(1);

  await filters.getByLabel("O quê").selectOption({ label: "E-mails" });
  await filters.getByLabel("Desde").fill("2020-01-01");
  await filters.getByLabel("Até", { exact: true }).fill("2020-01-02");
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByText("Nenhuma alteração encontrada com os filtros aplicados.")).toBeVisible();
  await page.getByRole("link", { name: "Limpar filtros" }).click();
  await expect(page).not.toHaveURL(/oque=/);

  // At 1280 px the table stays inside its box: no sideways scroll, details wrap.
  await expectNoSidewaysScroll(page);
  const table = page.locator('[data-slot="table-container"][aria-label="Registro de alterações"]');
  const box = await table.evaluate((el) => ({ inner: el.scrollWidth, outer: el.clientWidth }));
  expect(box.inner).toBeLessThanOrEqual(box.outer);
});

test("blog: the author is whoever writes unless another of the team is chosen, an image needs its description, a future date waits", async ({
  adminPage: page,
}) => {
  const seeded = await page.request.get("/blog/5-pilares-vitalidade-natural");
  const seededHtml = await seeded.text();
  expect(seededHtml).toContain("Marina Costa");
  expect(seededHtml).toContain("Nutricionista · CRN-3 48215");

  await page.goto("/admin-panel/blog");
  await page.getByRole("button", { name: "Novo post" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo post" });
  await expect(dialog.getByLabel("Autor")).toHaveValue(/.+/);
  await expect(dialog.getByLabel("Autor").locator("option:checked")).toHaveText("Ana Administradora");
  await expect(dialog.getByLabel("Autor").locator("option")).toContainText(["Marina Costa (Nutricionista · CRN-3 48215)"]);
  await dialog.getByLabel(/^Título/).fill("Ervas para o outono");
  await dialog.getByLabel("Conteúdo (Markdown)").fill("## Chás quentes\n\nCamomila e erva-cidreira.");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByLabel("Autor").selectOption({ label: "Marina Costa (Nutricionista · CRN-3 48215)" });
  await dialog.getByLabel("ou endereço da imagem").fill("/images/blog/hidratacao-energia-foco.webp");
  const nextWeek = new Date(Date.now() + 7 * 86_400_000);
  const local = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(nextWeek);
  await dialog.getByLabel("Data de publicação").fill(`${local}T09:00`);
  await dialog.getByRole("button", { name: "Criar post" }).click();
  await expect(dialog.getByText("Descreva a imagem em poucas palavras (texto alternativo), para quem não pode vê-la.")).toBeVisible();
  await expect(dialog.getByLabel("Texto alternativo da imagem")).toBeFocused();
  await dialog.getByLabel("Texto alternativo da imagem").fill("Xícara de chá de camomila sobre uma mesa de madeira");
  await dialog.getByRole("button", { name: "Criar post" }).click();
  await expect(toast(page, "Post criado com sucesso!", { exact: true })).toBeVisible();

  const row = page.getByTestId("post-row").filter({ hasText: "Ervas para o outono" });
  await expect(row).toContainText("Agendado");
  await expect(row).toContainText("Por Marina Costa");
  // Not public until then: not on the blog, its address answers 404, not in the sitemap nor the feed.
  expect((await page.request.get("/blog/ervas-para-o-outono")).status()).toBe(404);
  expect(await (await page.request.get("/blog")).text()).not.toContain("Ervas para o outono");
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain("/blog/ervas-para-o-outono");
  expect(await (await page.request.get("/blog/rss.xml")).text()).not.toContain("Ervas para o outono");

  // Published now instead: public, with its image described.
  await row.getByRole("button", { name: "Editar Ervas para o outono" }).click();
  const edit = page.getByRole("dialog", { name: "Editar post" });
  await expect(edit.getByLabel("Data de publicação")).toHaveValue(`${local}T09:00`);
  const now = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }).format(
    new Date(Date.now() - 60_000),
  );
  await edit.getByLabel("Data de publicação").fill(now.replace(" ", "T"));
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Post atualizado com sucesso!", { exact: true })).toBeVisible();
  await page.goto("/blog/ervas-para-o-outono");
  await expect(page.getByRole("img", { name: "Xícara de chá de camomila sobre uma mesa de madeira" })).toBeVisible();
  await expect(page.getByText("Nutricionista · CRN-3 48215")).toBeVisible();

  // Cleaned up: the other specs count the seeded posts.
  await page.goto("/admin-panel/blog?q=Ervas");
  await page
    .getByTestId("post-row")
    .filter({ hasText: "Ervas para o outono" })
    .getByRole("button", { name: "Remover Ervas para o outono" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(toast(page, "Post removido com sucesso!", { exact: true })).toBeVisible();
});
