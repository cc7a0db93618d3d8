/**
 * Reviews beyond the queue, a customer's page, redemptions filtered and
 * e-mailed, with the panel's own words. One signed-in admin page walks them in order.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test, toast } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { MODERATION } from "./support/moderation-fixtures";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const { customer } = MODERATION;

/** A published review found by its title (its heading), so another spec's review that quotes the words is not mistaken for it. */
const published = (page: Page, title: string) =>
  page.getByTestId("published-review").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const pending = (page: Page, title: string) => page.getByTestId("pending-review").filter({ hasText: title });

test("published reviews: the health-claim filter names the words; the store's reply shows on the product page @postgres", async ({
  adminPage: page,
}) => {
  await page.goto("/admin-panel/avaliacoes");
  await page
    .getByRole("navigation", { name: "Listas de avaliações" })
    .getByRole("link", { name: /Publicadas/ })
    .click();
  await expect(page).toHaveURL(/aba=publicadas/);
  await expect(published(page, MODERATION.replied.title)).toBeVisible();
  await expect(published(page, MODERATION.flagged.title)).toBeVisible();

  await hydrated(page.getByLabel("Só com alegação de saúde"));
  await page.getByLabel("Só com alegação de saúde").check();
  await expect(page).toHaveURL(/sinalizadas=1/);
  await expect(published(page, MODERATION.replied.title)).toHaveCount(0);
  const flagged = published(page, MODERATION.flagged.title);
  await expect(flagged.getByTestId("health-claim")).toContainText("Alegação de saúde");
  await expect(flagged.getByTestId("health-claim-words").locator("mark")).toHaveText(["curou", "ansiedade", "remédio"]);
  await page.getByLabel("Só com alegação de saúde").uncheck();
  await expect(page).not.toHaveURL(/sinalizadas/);

  const review = published(page, MODERATION.replied.title);
  await hydrated(review.getByRole("button", { name: "Responder" }));
  await review.getByRole("button", { name: "Responder" }).click();
  const dialog = page.getByRole("dialog", { name: "Responder avaliação" });
  await dialog.getByRole("button", { name: "Publicar resposta" }).click();
  await expect(dialog.getByText("Escreva a resposta da loja.")).toBeVisible();
  await dialog.getByLabel("Resposta").fill("Que bom, Mara! Tome sempre à noite, como você faz.");
  await dialog.getByRole("button", { name: "Publicar resposta" }).click();
  await expect(toast(page, "Resposta da loja publicada.", { exact: true })).toBeVisible();
  await expect(review.getByTestId("review-reply")).toContainText("Que bom, Mara!");
  await expect(review.getByRole("button", { name: "Editar resposta" })).toBeVisible();

  await page.goto(`/produto/${MODERATION.replied.product}?aba=avaliacoes`);
  const answer = page.getByRole("complementary", { name: "Resposta da Raiz Vital" });
  await expect(answer).toContainText("Resposta da Raiz Vital");
  await expect(answer).toContainText("Que bom, Mara! Tome sempre à noite, como você faz.");
});

test("unpublish two, then approve both at once (confirmed): the author is e-mailed; delete a published one (confirmed) @postgres", async ({
  adminPage: page,
}) => {
  await page.goto("/admin-panel/avaliacoes?aba=publicadas");
  await hydrated(published(page, MODERATION.replied.title).getByRole("button", { name: "Despublicar" }));
  for (const title of [MODERATION.replied.title, MODERATION.flagged.title]) {
    await published(page, title).getByRole("button", { name: "Despublicar" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Despublicar esta avaliação?" });
    await expect(confirm).toContainText("volta para as pendentes");
    await confirm.getByRole("button", { name: "Despublicar" }).click();
    await expect(toast(page, "Avaliação despublicada.", { exact: true })).toBeVisible();
    await expect(published(page, title)).toHaveCount(0);
  }
  const product = await page.request.get(`/produto/${MODERATION.replied.product}?aba=avaliacoes`);
  expect(await product.text()).not.toContain(MODERATION.replied.title);

  await page.goto("/admin-panel/avaliacoes?sinalizadas=1");
  await expect(pending(page, MODERATION.flagged.title).getByTestId("health-claim-words")).toContainText("curou");
  await expect(pending(page, MODERATION.replied.title)).toHaveCount(0);
  await page.goto("/admin-panel/avaliacoes");
  await hydrated(page.getByRole("button", { name: /^Aprovar selecionadas/ }));
  const since = Date.now();
  for (const r of [MODERATION.replied, MODERATION.flagged]) {
    await pending(page, r.title)
      .getByRole("checkbox", { name: `Selecionar a avaliação de ${customer.fullName} sobre ${r.productName}` })
      .check();
  }
  await page.getByRole("button", { name: "Aprovar selecionadas (2)" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Aprovar 2 avaliações?" });
  await expect(confirm).toContainText("cada autor recebe um e-mail");
  await confirm.getByRole("button", { name: "Voltar" }).click();
  await expect(pending(page, MODERATION.replied.title)).toBeVisible();
  await page.getByRole("button", { name: "Aprovar selecionadas (2)" }).click();
  await confirm.getByRole("button", { name: "Aprovar avaliações" }).click();
  await expect(toast(page, "Avaliação aprovada com sucesso.", { exact: true })).toBeVisible();
  await expect(pending(page, MODERATION.replied.title)).toHaveCount(0);
  await expect(pending(page, MODERATION.flagged.title)).toHaveCount(0);
  const mail = await waitForMail(customer.email, {
    subject: new RegExp(`Sua avaliação de ${MODERATION.replied.productName} foi publicada`),
    since,
  });
  expect(mail.text).toContain(`/produto/${MODERATION.replied.product}`);
  await waitForMail(customer.email, { subject: /Sua avaliação de Chá Verde \(EGCG\) foi publicada/, since });

  await page.goto("/admin-panel/avaliacoes?aba=publicadas");
  await hydrated(published(page, MODERATION.deleted.title).getByRole("button", { name: "Excluir" }));
  await published(page, MODERATION.deleted.title).getByRole("button", { name: "Excluir" }).click();
  const remove = page.getByRole("alertdialog", { name: "Excluir esta avaliação?" });
  await expect(remove).toContainText("apagada de vez");
  await remove.getByRole("button", { name: "Excluir" }).click();
  await expect(toast(page, "Avaliação excluída.", { exact: true })).toBeVisible();
  await expect(published(page, MODERATION.deleted.title)).toHaveCount(0);
  await expect(published(page, MODERATION.replied.title)).toBeVisible();
});

test("a customer's page from Usuários: profile, points, samples, reviews, redemptions, privacy; the adjustment there @postgres", async ({
  adminPage: page,
}) => {
  await page.goto(`/admin-panel/usuarios?q=${encodeURIComponent(customer.email)}`);
  await page.getByTestId("user-row").getByRole("link", { name: customer.fullName }).click();
  await expect(page).toHaveURL(/\/admin-panel\/usuarios\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: customer.fullName })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.locator('a[aria-current="page"]').filter({ hasText: "Usuários" })).toHaveCount(1);
  await expect(page.getByTestId("customer-points")).toHaveText("170");

  const history = page.getByRole("region", { name: "Histórico de pontos" });
  await expect(history).toContainText("Bônus de boas-vindas");
  await expect(history).toContainText(`Resgate: ${MODERATION.rewards.completed}`);
  await expect(page.getByTestId("customer-sample")).toContainText("Vitamina D3 + K2");
  await expect(page.getByTestId("customer-sample")).toContainText("Concluído");
  await expect(page.getByTestId("customer-review")).toHaveCount(2);
  await expect(page.getByTestId("customer-review").filter({ hasText: MODERATION.flagged.productName })).toContainText("Alegação de saúde");
  await expect(page.getByTestId("customer-redemption")).toHaveCount(2);
  await expect(page.getByTestId("customer-privacy")).toContainText(MODERATION.privacy.protocol);
  await expect(page.getByTestId("customer-privacy")).toContainText("Atendida");

  await hydrated(page.getByRole("button", { name: `Ajustar pontos de ${customer.fullName}` }));
  await page.getByRole("button", { name: `Ajustar pontos de ${customer.fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Ajustar pontos" });
  await dialog.getByLabel("Pontos").fill("25");
  await dialog.getByLabel("Motivo").fill("Compensação pelo atraso");
  await dialog.getByRole("button", { name: "Ajustar pontos" }).click();
  await expect(toast(page, "Pontos ajustados com sucesso!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("customer-points")).toHaveText("195");
  await expect(history.getByRole("row").nth(1)).toContainText("Compensação pelo atraso");
  await expect(history.getByRole("row").nth(1)).toContainText("+25");
});

test("redemptions: filter by status; completing and cancelling e-mail the customer @postgres", async ({ adminPage: page }) => {
  await page.goto("/admin-panel/premios");
  await hydrated(page.getByLabel("Status do resgate"));
  await page.getByLabel("Status do resgate").selectOption("pending");
  await expect(page).toHaveURL(/status=pending/);
  const rows = page.getByTestId("redemption-row");
  await expect(rows.first()).toBeVisible();
  // Retried until the new list is drawn: the address changes a moment before the rows do.
  await expect(rows.locator('[data-slot="badge"]').filter({ hasNotText: "Pendente" })).toHaveCount(0);
  const mine = rows.filter({ hasText: customer.fullName });
  await expect(mine).toHaveCount(2);

  let since = Date.now();
  const completed = mine.filter({ hasText: MODERATION.rewards.completed });
  await completed.getByRole("button", { name: `Concluir resgate de ${customer.fullName}` }).click();
  let confirm = page.getByRole("alertdialog", { name: "Concluir este resgate?" });
  await expect(confirm).toContainText("recebe um e-mail");
  await confirm.getByRole("button", { name: "Concluir resgate" }).click();
  await expect(toast(page, "Resgate concluído!", { exact: true })).toBeVisible();
  await expect(mine).toHaveCount(1);
  let mail = await waitForMail(customer.email, { subject: /foi concluído/, since });
  expect(mail.subject).toBe(`Seu resgate de ${MODERATION.rewards.completed} foi concluído – Raiz Vital`);

  since = Date.now();
  await mine.getByRole("button", { name: `Cancelar resgate de ${customer.fullName}` }).click();
  confirm = page.getByRole("alertdialog", { name: "Cancelar este resgate?" });
  await confirm.getByRole("button", { name: "Cancelar resgate" }).click();
  await expect(toast(page, "Resgate cancelado!", { exact: true })).toBeVisible();
  await expect(mine).toHaveCount(0);
  mail = await waitForMail(customer.email, { subject: /foi cancelado/, since });
  expect(mail.text).toContain("os 150 pontos voltaram para o seu saldo");

  await page.getByLabel("Status do resgate").selectOption("completed");
  await expect(page).toHaveURL(/status=completed/);
  await expect(rows.filter({ hasText: customer.fullName })).toHaveCount(1);
  await expect(rows.filter({ hasText: customer.fullName })).toContainText(MODERATION.rewards.completed);
  await page.getByLabel("Status do resgate").selectOption("cancelled");
  await expect(rows.filter({ hasText: customer.fullName })).toContainText(MODERATION.rewards.cancelled);
});
