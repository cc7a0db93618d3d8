/**
 * Issue 37, what the administrator reads, on a 390 px phone, each test with its own freshly signed-up
 * customer: the dashboard's "Hoje" inbox leads to the list filtered to it (12); the audit log names a
 * review's author and product in Portuguese (13); Amostras finds a request by CPF with or without its
 * mask, filters it by UF and day, orders it by a column, and exports it with the ISO date and the
 * address in its own columns (14).
 */
import type { Browser } from "@playwright/test";
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage, confirmedCustomer } from "./support/accounts";
import { shots } from "./support/shots";
import { requestSample } from "./support/samples";

test.describe.configure({ timeout: 150_000 });
const VIEWPORT = { width: 390, height: 800 };
test.use({ viewport: VIEWPORT });

const stamp = Date.now();
const PASSWORD = "Raiz@Autonomia2026";
const AFTER_WRITE = { timeout: 30_000 };
const WIDTHS = [390, 1280, 1440];

function freshCustomer(browser: Browser, tag: string, name: string) {
  return confirmedCustomer(browser, { email: `${tag}-${stamp}@exemplo.com.br`, password: PASSWORD, name }, VIEWPORT);
}

/** A valid CPF of this run's own (its check digits computed), as 11 digits. */
function freshCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9);
  const digits = base.split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}

/** 'yyyy-MM-dd' of today in São Paulo. */
function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
}

test("12. 'Hoje' lists what needs doing, and its Pix line opens the requests awaiting payment", async ({ browser }) => {
  const { context, page } = await freshCustomer(browser, "hoje", "Helena Hoje");
  await requestSample(page, "ashwagandha-ksm-66");
  await context.close();

  const admin = await adminPage(browser, VIEWPORT);
  await admin.goto("/admin-panel");
  await expect(admin.getByRole("heading", { name: "Hoje", level: 2 })).toBeVisible();
  const pix = admin.getByTestId("inbox-pix").getByRole("link");
  await expect(pix).toContainText(/Pedidos? aguardando o Pix do frete/);
  await expect(pix).toContainText(/o mais antigo pedido há/);
  // The figures of the period are written in words.
  await expect(admin.getByTestId("stat-change").first()).toHaveText(
    /^(igual aos 30 dias anteriores|[+−]\d[\d.]* em relação aos 30 dias anteriores)$/,
  );
  await shots(admin, "hoje", { widths: WIDTHS });
  await pix.click();
  await expect(admin).toHaveURL(/\/admin-panel\/amostras\?status=pending&pagamento=awaiting&ordem=pedido$/);
  await expect(admin.getByLabel("Pagamento", { exact: true })).toHaveValue("awaiting");
  await admin.getByRole("searchbox", { name: "Buscar" }).fill("Helena Hoje");
  await expect(admin.getByTestId("sample-row").filter({ hasText: "Helena Hoje" })).toHaveCount(1, AFTER_WRITE);
  await admin.context().close();
});

test("13. the audit log says who approved whose review of which product, in Portuguese", async ({ browser }) => {
  const { context, page } = await freshCustomer(browser, "auditoria", "Otávio Auditado");
  const title = `Avaliação auditada ${stamp}`;
  await page.goto("/produto/magnesio-dimalato?aba=avaliacoes", { waitUntil: "networkidle" });
  const form = page.getByRole("tabpanel", { name: "Avaliações" });
  await hydrated(form.getByLabel("Comentário"));
  await form.getByRole("radio", { name: "4 estrelas" }).check();
  await form.getByLabel("Título").fill(title);
  await form.getByLabel("Comentário").fill("Dormi melhor na primeira semana, sem nenhum desconforto.");
  await form.getByRole("button", { name: "Enviar Avaliação" }).click();
  await expect(toast(page, /Sua avaliação foi enviada/)).toBeVisible(AFTER_WRITE);
  await context.close();

  const admin = await adminPage(browser, VIEWPORT);
  await admin.goto("/admin-panel/avaliacoes");
  const review = admin.getByTestId("pending-review").filter({ hasText: title });
  await hydrated(review.getByRole("button", { name: "Aprovar" }));
  await review.getByRole("button", { name: "Aprovar" }).click();
  await expect(toast(admin, "Avaliação aprovada com sucesso.", { exact: true })).toBeVisible(AFTER_WRITE);

  await admin.goto("/admin-panel/relatorios?oque=avaliacoes#auditoria");
  const entry = admin.getByTestId("audit-row").filter({ hasText: "Otávio Auditado" }).first();
  await expect(entry).toContainText("Aprovou avaliação de Otávio Auditado sobre Magnésio Dimalato");
  await expect(entry).toContainText("aprovada: não → sim");
  await expect(admin.getByTestId("audit-row").filter({ hasText: /searchText|searchVector|[0-9a-f]{8}-[0-9a-f]{4}-/ })).toHaveCount(0);
  await shots(admin, "auditoria", { target: "#auditoria", widths: WIDTHS });
  await admin.context().close();
});

test("14. Amostras finds a request by CPF with or without its mask, by UF and day, orders it by customer, and exports it", async ({
  browser,
}) => {
  const cpf = freshCpf();
  const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  const { context, page } = await freshCustomer(browser, "busca", "Iara Buscada");
  await requestSample(page, "bacopa-monnieri-500mg", { cpf });
  await context.close();

  const admin = await adminPage(browser, VIEWPORT);
  await admin.goto("/admin-panel/amostras");
  const search = admin.getByRole("searchbox", { name: "Buscar" });
  await hydrated(search);
  const rows = admin.getByTestId("sample-row");
  await search.fill(cpf);
  await expect(rows).toHaveCount(1, AFTER_WRITE);
  await expect(rows.first()).toContainText("Iara Buscada");
  await expect(rows.first().getByTestId("sample-cpf")).toHaveText(`CPF ${masked}`);
  await search.fill(masked);
  await expect(admin).toHaveURL(new RegExp(`q=${encodeURIComponent(masked)}`), AFTER_WRITE);
  await expect(rows).toHaveCount(1);

  // UF and the day it was made: still there; another UF: not.
  await admin.getByLabel("UF").selectOption("SP");
  await admin.getByLabel("Pedidos de").fill(todayInSaoPaulo());
  await admin.getByLabel("Até").fill(todayInSaoPaulo());
  await expect(admin).toHaveURL(/uf=SP.*de=\d{4}-\d{2}-\d{2}.*ate=\d{4}-\d{2}-\d{2}/, AFTER_WRITE);
  await expect(rows).toHaveCount(1);
  await admin.getByLabel("UF").selectOption("RS");
  await expect(admin.getByText("Nenhuma solicitação encontrada com os filtros aplicados.")).toBeVisible(AFTER_WRITE);
  await admin.getByLabel("UF").selectOption("SP");
  await expect(rows).toHaveCount(1, AFTER_WRITE);

  // Ordered by the customer column (on a phone: the chips above the cards).
  await admin.getByRole("navigation", { name: "Ordenar Solicitações de amostra" }).getByRole("link", { name: "Cliente" }).click();
  await expect(admin).toHaveURL(/ordem=cliente/);
  await expect(rows).toHaveCount(1);
  await shots(admin, "amostras-busca", { widths: WIDTHS });

  // The spreadsheet: the filters kept, an ISO 8601 date, the fee as a number, the address in its columns.
  const href = await admin.getByRole("link", { name: "Exportar CSV" }).getAttribute("href");
  expect(href).toContain("uf=SP");
  const csv = await (await admin.request.get(href!)).text();
  const [header, line] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header).toContain('"Data (ISO 8601)"');
  expect(header).toContain('"Frete (R$)"');
  expect(header).toContain('"Logradouro";"Número";"Complemento";"Bairro";"Cidade";"UF";"CEP"');
  expect(line).toContain('"Iara Buscada"');
  expect(line).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00"/);
  expect(line).toContain('"Avenida Paulista";"1000"');
  await admin.context().close();
});
