/**
 * Issue 37, point 15: "A disabled control looks disabled and says why next to it, not only in a
 * tooltip." On a 390 px phone, a new customer's rewards and review form: each disabled button has its
 * reason as visible text beside it, named by its aria-describedby.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { confirmedCustomer } from "./support/accounts";
import { shots } from "./support/shots";

const PHONE = { width: 390, height: 844 };

/** The visible text the control's aria-describedby points at. */
async function describedText(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim(),
  );
}

test.describe.configure({ timeout: 120_000 });

test("a disabled button says why next to it: rewards beyond the points, a review without a rating or text", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const { context, page } = await confirmedCustomer(
    browser,
    { email: `motivo-${stamp}@exemplo.com.br`, password: "Motivo@2026x", name: "Rita Motivo" },
    PHONE,
  );

  await page.goto("/dashboard?aba=premios");
  const rewards = page.getByRole("list", { name: "Prêmios disponíveis" });
  const ebook = rewards.getByRole("button", { name: "E-book Guia da Vitalidade: Pontos Insuficientes" });
  await expect(ebook).toBeDisabled();
  const reason = rewards
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "E-book Guia da Vitalidade" }) })
    .getByText(/^Faltam \d+ pontos: você tem 0 pontos\.$/);
  await expect(reason).toBeVisible();
  expect(await describedText(ebook)).toMatch(/^Faltam \d+ pontos: você tem 0 pontos\.$/);
  await expect(ebook).toHaveCSS("cursor", "not-allowed");
  const sold = rewards.getByRole("button", { name: "Kit Sono Tranquilo: Esgotado" });
  await expect(sold).toBeDisabled();
  expect(await describedText(sold)).toBe("Sem unidades no momento.");
  await shots(page, "disabled-reason-rewards", { target: '[data-slot="disabled-reason"]', widths: [390, 1280] });

  await page.goto("/produto/passiflora-mulungu?aba=avaliacoes", { waitUntil: "networkidle" });
  const form = page.getByRole("tabpanel", { name: "Avaliações" });
  const submit = form.getByRole("button", { name: "Enviar Avaliação" });
  await expect(submit).toBeDisabled();
  await expect(form.getByText("Escolha uma nota e escreva seu comentário para enviar.")).toBeVisible();
  await form.getByRole("radio", { name: "4 estrelas" }).check();
  await expect(form.getByText("Escreva seu comentário para enviar.")).toBeVisible();
  expect(await describedText(submit)).toBe("Escreva seu comentário para enviar.");
  await form.getByLabel("Comentário").fill("Gostei.");
  await expect(submit).toBeEnabled();
  await expect(form.getByText("Escreva seu comentário para enviar.")).toHaveCount(0);
  await context.close();
});
