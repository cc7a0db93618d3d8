/**
 * Accepting the terms, in Chromium: the sign-up form links the terms of use and
 * the privacy policy and the new account's acceptance is in its data export; a customer who accepted
 * an earlier version (tests/e2e/support/terms-fixtures.ts) sees what changed at the next sign-in, can
 * still read the terms, and "Aceitar e continuar" goes on to where they were going.
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { OUTDATED_TERMS } from "./support/terms-fixtures";
import { formatLongDate } from "../../app/i18n/format";
import { CURRENT_VERSIONS, versionDate } from "../../app/i18n/legal";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const stamp = Date.now();
const SENTENCE = "Ao criar a conta, você aceita os Termos de Uso e a Política de Privacidade.";
/** "Versão de 20 de novembro de 2026" */
const inForce = (document: keyof typeof CURRENT_VERSIONS) => `Versão de ${formatLongDate(versionDate(CURRENT_VERSIONS[document]))}`;

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

async function downloadMyData(page: Page) {
  await page.goto("/dashboard", { waitUntil: "networkidle" });
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar meus dados" }).click();
  return JSON.parse(fs.readFileSync(await (await download).path(), "utf8"));
}

test("sign-up links the terms of use and the privacy policy, and the data export shows the versions accepted", async ({ page }) => {
  const email = `termos-${stamp}@exemplo.com.br`;
  const password = "Termos@Novos2026";
  await page.goto("/auth?tab=cadastrar", { waitUntil: "networkidle" });
  const form = page.getByRole("form", { name: "Cadastrar" });
  const terms = form.getByTestId("signup-terms");
  await expect(terms).toHaveText(`${SENTENCE} Os links abrem em nova aba.`);
  await expect(terms.getByRole("link", { name: "Termos de Uso" })).toHaveAttribute("href", "/lgpd#termos");
  await expect(terms.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/lgpd#politica-de-privacidade");

  // The links open the texts, each with its version.
  const [policy] = await Promise.all([page.context().waitForEvent("page"), terms.getByRole("link", { name: "Termos de Uso" }).click()]);
  await expect(policy.getByTestId("terms-version")).toHaveText(inForce("termos"));
  await expect(policy.getByTestId("privacy-version")).toHaveText(inForce("privacidade"));
  await policy.close();

  await hydrated(form.getByLabel("Nome completo"));
  await form.getByLabel("Nome completo").fill("Tereza Termos");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByLabel("Confirmar senha").fill(password);
  const since = Date.now();
  await form.getByRole("button", { name: "Cadastrar", exact: true }).click();
  await expect(toast(page, "Cadastro realizado com sucesso!")).toBeVisible();

  // The confirmation link opens the dashboard: the versions in force were accepted at sign-up.
  const mail = await waitForMail(email, { subject: /Confirme seu e-mail/, since });
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/dashboard$/);
  const data = await downloadMyData(page);
  expect(data.termsAcceptances).toHaveLength(2);
  expect(data.termsAcceptances).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ document: "termos", title: "Termos de Uso", version: CURRENT_VERSIONS.termos }),
      expect.objectContaining({ document: "privacidade", title: "Política de Privacidade", version: CURRENT_VERSIONS.privacidade }),
    ]),
  );
  for (const row of data.termsAcceptances) expect(Date.parse(row.acceptedAt)).toBeGreaterThanOrEqual(since - 5_000);
});

test("a newer version than the one accepted is shown at the next sign-in; accepting goes on where the person was going", async ({
  page,
}) => {
  await page.goto("/auth?redirectTo=%2Fdashboard");
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("E-mail", { exact: true }).fill(OUTDATED_TERMS.email);
  await form.getByLabel("Senha", { exact: true }).fill(OUTDATED_TERMS.password);
  await form.getByRole("button", { name: "Entrar", exact: true }).click();

  await expect(page).toHaveURL(/\/termos\/aceitar\?redirectTo=%2Fdashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Atualizamos nossos termos");
  const documents = page.getByTestId("terms-document");
  await expect(documents).toHaveCount(2);
  await expect(documents.first()).toContainText("Termos de Uso");
  await expect(documents.first()).toContainText(`${inForce("termos")} · você aceitou a versão de 15 de janeiro de 2026`);
  await expect(documents.nth(1)).toContainText("Política de Privacidade");
  await expect(documents.nth(1).getByText("O que mudou")).toBeVisible();
  await expect(documents.nth(1).getByRole("listitem").first()).toBeVisible();

  // Meanwhile the terms can be read, and every other page leads back here.
  await page.goto("/lgpd");
  await expect(page.getByTestId("terms-version")).toHaveText(inForce("termos"));
  await page.goto("/produtos");
  await expect(page).toHaveURL(/\/termos\/aceitar\?redirectTo=%2Fprodutos$/);

  await hydrated(page.getByRole("button", { name: "Aceitar e continuar" }));
  await page.getByRole("button", { name: "Aceitar e continuar" }).click();
  await expect(page).toHaveURL(/\/produtos$/);
  await expect(toast(page, "Obrigado! Você está com os termos em dia.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Olá, Olívia!" })).toBeVisible();

  // The export keeps both: the earlier acceptance and today's.
  const data = await downloadMyData(page);
  expect(data.termsAcceptances.map((a: { document: string; version: string }) => `${a.document} ${a.version}`).sort()).toEqual(
    [
      `privacidade ${CURRENT_VERSIONS.privacidade}`,
      `privacidade ${OUTDATED_TERMS.acceptedVersion}`,
      `termos ${CURRENT_VERSIONS.termos}`,
      `termos ${OUTDATED_TERMS.acceptedVersion}`,
    ].sort(),
  );
});
