/**
 * Issue 36, on a 390 px phone: the help centre says what the site takes (point 10: samples by Pix only,
 * the store's purchases marked), and reviews earn points from 30 characters, a sample not yet received
 * giving no badge (point 18). Each test signs up its own customer, so it passes in any order.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage, confirmedCustomer } from "./support/accounts";
import { openSampleDialog } from "./support/samples";
import { shots } from "./support/shots";

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

const stamp = Date.now();
const PASSWORD = "Raiz@Confianca2026";
const AFTER_WRITE = { timeout: 30_000 };

/** Signs up a customer of this test's own in a phone-sized context (which ends signed in). */
async function freshCustomer(browser: Browser, name: string): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const email = `confianca-${stamp}-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
  return { ...(await confirmedCustomer(browser, { email, password: PASSWORD, name }, { width: 390, height: 844 })), email };
}

async function reviewsTab(page: Page, slug: string) {
  await page.goto(`/produto/${slug}?aba=avaliacoes`, { waitUntil: "networkidle" });
  return page.getByRole("tabpanel", { name: "Avaliações" });
}

test.describe("point 18: reviews earn points from 30 characters; the badge waits for the sample", () => {
  test("the form counts towards 30 characters for the points, and a 30-character review earns them", async ({ browser }) => {
    const { context, page } = await freshCustomer(browser, "Renata Trinta");
    const form = await reviewsTab(page, "bacopa-monnieri-500mg");
    const comment = form.getByLabel("Comentário");
    await hydrated(comment);
    // Said before anything is typed (also without JavaScript), and followed as the customer types.
    await expect(form.getByText("Escreva pelo menos 30 caracteres para ganhar 10 pontos.")).toBeVisible();
    await expect(form.getByText("Sua amostra deste produto ainda não foi entregue", { exact: false })).toHaveCount(0);
    await form.getByRole("radio", { name: "5 estrelas" }).check();
    await comment.fill("Gostei do sabor, recomendo!!!"); // 29
    await expect(form.getByText("Escreva pelo menos 30 caracteres para ganhar 10 pontos.")).toBeVisible();
    await comment.pressSequentially("!"); // 30
    await expect(form.getByText("Com este comentário, sua avaliação vale 10 pontos.")).toBeVisible();
    await shots(page, "review-form-30", { target: "#avaliacao" });
    await form.getByRole("button", { name: "Enviar Avaliação" }).click();
    await expect(toast(page, "Sua avaliação foi enviada e será analisada em breve. Você ganhou 10 pontos!")).toBeVisible(AFTER_WRITE);
    await expect(page.getByTestId("points-badge")).toHaveText("10 pontos", AFTER_WRITE);
    await context.close();
  });

  test("'Bom' is sent for moderation with no points; a sample on its way is said, and the badge comes only with its delivery", async ({
    browser,
  }) => {
    const product = { slug: "rhodiola-rosea", name: "Rhodiola Rosea" };
    const { context, page, email } = await freshCustomer(browser, "Bruno Bom");

    // The sample request: its 5 points, and it stays pending (the fee awaits its Pix).
    await page.goto(`/produto/${product.slug}`);
    const dialog = await openSampleDialog(page);
    await dialog.getByLabel("CEP").pressSequentially("01310100");
    await dialog.getByLabel("Rua ou avenida").fill("Avenida Paulista");
    await dialog.getByLabel("Número").fill("1000");
    await dialog.getByRole("button", { name: "Enviar Solicitação" }).click();
    await expect(page.getByRole("link", { name: /Amostra solicitada · Pendente/ })).toBeVisible(AFTER_WRITE);
    await expect(page.getByTestId("points-badge")).toHaveText("5 pontos", AFTER_WRITE);

    const form = await reviewsTab(page, product.slug);
    await expect(form.getByTestId("sample-on-its-way")).toHaveText(
      "Sua amostra deste produto ainda não foi entregue. Você já pode avaliar, mas o selo “Recebeu amostra grátis” só aparece na sua avaliação depois da entrega.",
    );
    await shots(page, "review-form-sample-on-its-way", { target: "#avaliacao" });
    await form.getByRole("radio", { name: "4 estrelas" }).check();
    const title = `Bom mesmo ${stamp}`;
    await form.getByLabel("Título").fill(title);
    await form.getByLabel("Comentário").fill("Bom");
    await expect(form.getByText("Escreva pelo menos 30 caracteres para ganhar 10 pontos.")).toBeVisible();
    await form.getByRole("button", { name: "Enviar Avaliação" }).click();
    await expect(
      toast(
        page,
        "Sua avaliação foi enviada e será analisada em breve. Ela não ganhou pontos porque o comentário tem menos de 30 caracteres.",
      ),
    ).toBeVisible(AFTER_WRITE);
    await expect(page.getByText("Obrigado pela sua avaliação!")).toBeVisible();
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByTestId("points-badge")).toHaveText("5 pontos");

    // Published by the moderator: no badge while the sample is on its way.
    const admin = await adminPage(browser);
    await admin.goto("/admin-panel/avaliacoes");
    await admin.getByTestId("pending-review").filter({ hasText: title }).getByRole("button", { name: "Aprovar" }).click();
    await expect(toast(admin, "Avaliação aprovada com sucesso.")).toBeVisible(AFTER_WRITE);
    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
    const published = async () => {
      await visitor.goto(`/produto/${product.slug}?aba=avaliacoes`, { waitUntil: "networkidle" });
      return visitor.getByRole("listitem").filter({ hasText: title });
    };
    await expect(await published()).toBeVisible();
    await expect((await published()).getByText("Recebeu amostra grátis")).toHaveCount(0);

    // Paid, approved, shipped: still none. Delivered: the badge.
    await admin.goto(`/admin-panel/amostras?q=${encodeURIComponent(email)}`);
    const row = admin.getByTestId("sample-row");
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /como pago$/ }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Marcar como pago" }).click();
    await expect(row.getByTestId("payment-badge")).toHaveText(/· Pago$/, AFTER_WRITE);
    const select = row.getByLabel("Status da solicitação de Bruno Bom");
    const badge = row.locator('[data-slot="badge"]:not([data-testid="payment-badge"])');
    for (const [value, label, code] of [
      ["approved", "Aprovado"],
      ["shipped", "Enviado", "QC123456789BR"],
    ] as const) {
      await select.selectOption(value);
      if (code) await row.getByLabel("Código de rastreio").fill(code);
      await row.getByRole("button", { name: "Atualizar status" }).click();
      await expect(badge).toHaveText(label, AFTER_WRITE);
    }
    await expect((await published()).getByText("Recebeu amostra grátis")).toHaveCount(0);
    await select.selectOption("delivered");
    await row.getByRole("button", { name: "Atualizar status" }).click();
    await expect(badge).toHaveText("Entregue", AFTER_WRITE);
    await expect((await published()).getByText("Recebeu amostra grátis")).toBeVisible();
    await visitor.close();
    await admin.close();
    await context.close();
  });
});

test.describe("point 10: the help centre says samples are paid by Pix only, and marks the store's purchases", () => {
  test("the sample answers say Pix only; the answers about cards, boleto and instalments are marked 'Compras na loja'", async ({
    page,
  }) => {
    await page.goto("/ajuda", { waitUntil: "networkidle" });
    const answer = async (question: string) => {
      const button = page.getByRole("button", { name: question });
      await hydrated(button);
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      return page.getByRole("region", { name: question });
    };

    const methods = await answer("Quais formas de pagamento vocês aceitam?");
    await expect(methods).toContainText("Amostras grátis: o frete é pago só por Pix");
    await expect(methods).toContainText("Não aceitamos cartão nem boleto para o frete.");
    const store = methods.getByRole("group", { name: "Compras na loja" });
    await expect(store).toBeVisible();
    await expect(store).toContainText("Na loja, aceitamos cartão de crédito, cartão de débito, Pix e boleto.");
    await shots(page, "ajuda-formas-de-pagamento", { target: "#formas-de-pagamento" });

    const fee = await answer("Quanto vou pagar por uma amostra grátis?");
    await expect(fee).toContainText("Só o frete, pago por Pix.");
    await expect(fee).toContainText(
      "Quando o frete está por nossa conta, a página do produto e a solicitação avisam, e você não paga nada.",
    );
    await expect(fee.getByRole("group", { name: "Compras na loja" })).toHaveCount(0);
    await expect(fee).not.toContainText(/cartão|boleto|parcel/);

    for (const [question, text] of [
      ["Posso parcelar minha compra?", "você parcela em até 12 vezes, sem juros para compras acima de R$ 200"],
      ["Quando meu pagamento é confirmado?", "O boleto é confirmado após a compensação bancária"],
      ["Como recebo um reembolso?", "Pix ou boleto em até 5 dias úteis, cartão de crédito com estorno na próxima fatura"],
      ["E se eu não ficar satisfeito com o produto?", "Você tem 30 dias a partir do recebimento"],
    ] as const) {
      const region = await answer(question);
      await expect(region.getByRole("group", { name: "Compras na loja" }), question).toContainText(text);
      // What the samples are, outside the marker.
      await expect(region.locator("p").first(), question).not.toContainText(/cartão|boleto|parcel/);
    }
    await expect(page.getByRole("region", { name: "Posso parcelar minha compra?" })).toContainText(
      "O frete de uma amostra grátis é pago de uma vez, por Pix.",
    );
  });
});
