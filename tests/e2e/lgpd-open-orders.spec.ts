/**
 * Issue 37, point 6 on a 390 px phone, with a customer of its own: a pending (unpaid) and a paid sample
 * request, points, and a review the store answered by name. The customer asks for the removal of its data
 * (signed in: confirmed at once); the admin's "Executar remoção" lists both requests and what will happen
 * to each; once confirmed, the unpaid one is cancelled, the paid one awaits its refund, neither offers
 * "como pago", the account reads "Anonimizada" without "Ativar", and the reply no longer names anyone.
 */
import type { Browser } from "@playwright/test";
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage, confirmedCustomer } from "./support/accounts";
import { shots } from "./support/shots";
import { requestSampleOrder } from "./support/samples";

test.describe.configure({ timeout: 180_000 });
const VIEWPORT = { width: 390, height: 800 };
test.use({ viewport: VIEWPORT });

const stamp = Date.now();
const PASSWORD = "Raiz@Remocao2026";
const AFTER_WRITE = { timeout: 30_000 };
const NAME = "Heloísa Partida";
const REVIEW_TITLE = `Rhodiola de confiança ${stamp}`;
const REPLY = "Obrigado, Heloísa! Que bom que a rhodiola ajudou nas semanas corridas.";

function freshCustomer(browser: Browser) {
  return confirmedCustomer(browser, { email: `lgpd-abertos-${stamp}@exemplo.com.br`, password: PASSWORD, name: NAME }, VIEWPORT);
}

test("6. Executar remoção lists the open requests and their fates, then the panel shows each outcome", async ({ browser }) => {
  const { context, page } = await freshCustomer(browser);
  const unpaid = await requestSampleOrder(page, { slug: "cha-verde-egcg", name: "Chá Verde (EGCG)" });
  const paid = await requestSampleOrder(page, { slug: "rhodiola-rosea", name: "Rhodiola Rosea" });

  // A review, which the admin approves and answers by name.
  await page.goto("/produto/rhodiola-rosea?aba=avaliacoes", { waitUntil: "networkidle" });
  const form = page.getByRole("tabpanel", { name: "Avaliações" });
  await hydrated(form.getByLabel("Comentário"));
  await form.getByRole("radio", { name: "5 estrelas" }).check();
  await form.getByLabel("Título").fill(REVIEW_TITLE);
  await form.getByLabel("Comentário").fill("Senti mais disposição nas semanas de trabalho puxado, sem nenhum desconforto.");
  await form.getByRole("button", { name: "Enviar Avaliação" }).click();
  await expect(page.getByText("Obrigado pela sua avaliação!")).toBeVisible(AFTER_WRITE);

  const admin = await adminPage(browser, VIEWPORT);
  await admin.goto("/admin-panel/avaliacoes");
  const pendingReview = admin.getByTestId("pending-review").filter({ hasText: REVIEW_TITLE });
  await hydrated(pendingReview.getByRole("button", { name: "Aprovar" }));
  await pendingReview.getByRole("button", { name: "Aprovar" }).click();
  await expect(toast(admin, "Avaliação aprovada com sucesso.")).toBeVisible(AFTER_WRITE);
  await admin.goto("/admin-panel/avaliacoes?aba=publicadas");
  const published = admin.getByTestId("published-review").filter({ hasText: REVIEW_TITLE });
  await hydrated(published.getByRole("button", { name: "Responder" }));
  await published.getByRole("button", { name: "Responder" }).click();
  const replyDialog = admin.getByRole("dialog", { name: "Responder avaliação" });
  await replyDialog.getByLabel("Resposta").fill(REPLY);
  await replyDialog.getByRole("button", { name: "Publicar resposta" }).click();
  await expect(toast(admin, "Resposta da loja publicada.", { exact: true })).toBeVisible(AFTER_WRITE);

  // The account's page in the panel, to come back to once it is anonymised.
  await admin.goto(`/admin-panel/usuarios?q=lgpd-abertos-${stamp}`);
  const href = (await admin.getByTestId("user-row").first().getByRole("link", { name: NAME }).getAttribute("href"))!;
  const userId = href.split("/").pop()!;

  // The Rhodiola's fee is paid.
  await admin.goto(`/admin-panel/amostras?q=${paid}`);
  const markPaid = admin
    .getByTestId("sample-row")
    .first()
    .getByRole("button", { name: /^Marcar R\$\s?[\d,]+ como pago$/ });
  await hydrated(markPaid);
  await markPaid.click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Marcar como pago" }).click();
  await expect(toast(admin, "Pagamento registrado!")).toBeVisible(AFTER_WRITE);

  // The customer asks for the removal, signed in with the account's own address: confirmed at once.
  await page.goto("/lgpd", { waitUntil: "networkidle" });
  const removal = page.locator("#remocao-de-dados");
  await hydrated(removal.getByRole("button", { name: /Enviar/ }));
  await removal.getByLabel("Nome completo").fill(NAME);
  await removal.getByLabel("E-mail").fill(`lgpd-abertos-${stamp}@exemplo.com.br`);
  await removal.getByRole("button", { name: /Enviar/ }).click();
  const protocol = (await removal.getByTestId("privacy-protocol").textContent({ timeout: 30_000 }))!.trim();

  // Executar remoção: the dialog lists both requests and what happens to each.
  await admin.goto("/admin-panel/privacidade", { waitUntil: "networkidle" });
  const row = admin.getByTestId("removal-row").filter({ hasText: protocol });
  const carryOut = row.getByRole("button", { name: `Executar remoção do pedido ${protocol}` });
  await hydrated(carryOut);
  await carryOut.click();
  const dialog = admin.getByRole("alertdialog");
  const listed = dialog.getByTestId("removal-open-samples");
  await expect(dialog.getByRole("heading", { name: "2 solicitações de amostra em andamento" })).toBeVisible();
  const unpaidItem = listed.getByRole("listitem").filter({ hasText: unpaid });
  const paidItem = listed.getByRole("listitem").filter({ hasText: paid });
  await expect(unpaidItem).toContainText("Chá Verde (EGCG)");
  await expect(unpaidItem).toContainText("Será cancelado (Conta excluída); o Pix não pago deixa de valer.");
  await expect(paidItem).toContainText("Rhodiola Rosea");
  await expect(paidItem).toContainText(/Será cancelado e o frete pago \(R\$\s?[\d,]+\) vai para a devolução: “Frete a devolver”\./);
  await shots(admin, "remocao-dialogo", { widths: [390, 1280], target: "[role=alertdialog]" });
  await dialog.getByRole("button", { name: "Executar remoção" }).click();
  await expect(toast(admin, `Remoção executada (protocolo ${protocol}).`)).toBeVisible(AFTER_WRITE);
  await expect(row).toContainText("2 amostras canceladas, 1 frete a devolver");
  await expect(row).toContainText("pontos retirados de circulação");
  await expect(row).toContainText("1 resposta da loja sem o nome");

  // Each outcome: cancelled; cancelled with its fee to refund; nothing to mark as paid on either.
  await admin.goto(`/admin-panel/amostras?q=${unpaid}`);
  const cancelled = admin.getByTestId("sample-row").first();
  await expect(cancelled.getByTestId("cancel-reason")).toHaveText("Conta excluída");
  await expect(cancelled.getByRole("button", { name: /como pago/ })).toHaveCount(0);
  await expect(cancelled).toContainText("Dados apagados: nada a registrar.");
  await admin.goto(`/admin-panel/amostras?q=${paid}`);
  const refund = admin.getByTestId("sample-row").first();
  await expect(refund.getByTestId("cancel-reason")).toHaveText("Conta excluída");
  await expect(refund.getByTestId("refund-badge")).toHaveText("Frete a devolver");
  await expect(refund.getByRole("button", { name: /como pago/ })).toHaveCount(0);

  // The account reads "Anonimizada", with no "Ativar", and says why.
  await admin.goto(`/admin-panel/usuarios?q=removido-${userId}`);
  const user = admin.getByTestId("user-row").first();
  await expect(user).toContainText("Anonimizada");
  await expect(user).not.toContainText("Inativo");
  await expect(user).toContainText("Conta anonimizada (LGPD) — não pode ser reativada");
  await expect(user.getByRole("button", { name: /^Ativar/ })).toHaveCount(0);
  await expect(user.getByTestId("user-points")).toHaveText("0");
  await shots(admin, "usuarios-anonimizada", { widths: [390, 1280] });
  await admin.goto(href);
  await expect(admin.getByTestId("anonymised-note")).toHaveText("Conta anonimizada (LGPD) — não pode ser reativada");
  await expect(admin.getByRole("button", { name: "Ajustar pontos" })).toHaveCount(0);
  await shots(admin, "cliente-anonimizada", { widths: [390, 1280] });

  // The store's reply stays, without the name.
  await page.goto("/produto/rhodiola-rosea?aba=avaliacoes", { waitUntil: "networkidle" });
  const review = page.getByRole("article").filter({ hasText: REVIEW_TITLE });
  await expect(review.getByRole("complementary", { name: "Resposta da Raiz Vital" })).toContainText(
    "Obrigado! Que bom que a rhodiola ajudou nas semanas corridas.",
  );
  await expect(review).not.toContainText("Heloísa");
  await shots(page, "resposta-sem-nome", { widths: [390] });
  await admin.close();
  await context.close();
});
