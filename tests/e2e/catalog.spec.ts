import type { Page } from "@playwright/test";
import { DEMO, expect, hydrated, signInViaApi, test } from "./support/fixtures";

// Long journeys on a shared machine: more room than the default 45 s.
test.describe.configure({ timeout: 120_000 });

/** Opens a page and waits until it is hydrated (nothing left loading), so JavaScript behaviour is in place. */
/** Writes go through the shared, busy test server: give their answers more time than reads. */
const AFTER_WRITE = { timeout: 30_000 };

function open(page: Page, path: string) {
  return page.goto(path, { waitUntil: "networkidle" });
}

const cards = (page: Page) => page.getByRole("article");
const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function points(page: Page) {
  const text = (await page.getByTestId("points-badge").textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

async function fillSampleForm(
  page: Page,
  fields: { street?: string; number?: string; district?: string; city?: string; state?: string; zip?: string; phone?: string } = {},
) {
  const dialog = page.getByRole("dialog");
  // CEP first, then street, number, neighbourhood, city and state (the last address may be offered: replaced).
  await dialog.getByLabel("CEP").fill("");
  await dialog.getByLabel("CEP").pressSequentially(fields.zip ?? "01310100");
  await dialog.getByLabel("Rua ou avenida").fill(fields.street ?? "Rua Augusta");
  await dialog.getByLabel("Número").fill(fields.number ?? "1500");
  await dialog.getByLabel("Bairro").fill(fields.district ?? "Consolação");
  await dialog.getByLabel("Cidade").fill(fields.city ?? "São Paulo");
  await dialog.getByLabel("Estado").selectOption(fields.state ?? "SP");
  if (fields.phone) {
    await dialog.getByLabel("Telefone").fill("");
    await dialog.getByLabel("Telefone").pressSequentially(fields.phone);
  }
}

test.describe("catalogue", () => {
  test("filters by text (ignoring accents) and category, and 'Limpar filtros' resets both", async ({ page }) => {
    await open(page, "/produtos");
    await expect(page.getByRole("heading", { level: 1, name: "Nossos Produtos" })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole("link", { name: "Carregar mais produtos" })).toBeVisible();

    // 'omega' finds the product named 'Ômega-3 Ultra' (and only it).
    await page.getByPlaceholder("Buscar produtos...").fill("omega");
    await expect(page).toHaveURL(/\/produtos\?q=omega$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Ômega-3 Ultra")).toBeVisible();

    // Category with the dropdown, keeping the text; then the text alone finds nothing there.
    await page.getByPlaceholder("Buscar produtos...").fill("");
    await expect(page).toHaveURL(/\/produtos$/);
    await page.getByRole("combobox", { name: "Categoria" }).selectOption({ label: "Sono & Relaxamento" });
    await expect(page).toHaveURL(/categoria=sono-relaxamento/);
    await expect(cards(page)).toHaveCount(3);
    for (const name of ["Melatonina + Camomila", "Ashwagandha KSM-66", "Passiflora + Mulungu"])
      await expect(card(page, name)).toBeVisible();
    await page.getByPlaceholder("Buscar produtos...").fill("ômega");
    await expect(page).toHaveURL(/q=%C3%B4mega|q=ômega/);
    await expect(page.getByText("Nenhum produto encontrado com os filtros aplicados.")).toBeVisible();

    await page.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(/\/produtos$/);
    await expect(page.getByPlaceholder("Buscar produtos...")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Categoria" })).toHaveValue("");
    await expect(cards(page)).toHaveCount(12);

    // The badges filter too, and the filtered list can be reloaded as it is.
    await page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Emagrecimento" }).click();
    await expect(page).toHaveURL(/\/produtos\?categoria=emagrecimento$/);
    await page.reload({ waitUntil: "networkidle" });
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Emagrecimento" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("says 'Carregando produtos...' while the list loads, and 'Carregar mais' adds the next products", async ({ page }) => {
    await open(page, "/produtos");
    await page.route(/\/produtos\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByPlaceholder("Buscar produtos...").fill("verde");
    await expect(page.getByText("Carregando produtos...")).toBeVisible();
    await expect(card(page, "Própolis Verde")).toBeVisible();
    await expect(page.getByText("Carregando produtos...")).toBeHidden();
    await page.unroute(/\/produtos\.data/);

    await page.getByPlaceholder("Buscar produtos...").fill("");
    await expect(page).toHaveURL(/\/produtos$/);
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Carregar mais produtos" }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(cards(page)).toHaveCount(18);
    await expect(page.getByRole("link", { name: "Carregar mais produtos" })).toHaveCount(0);
  });

  test("works without JavaScript: the search form and the links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/produtos");
    await page.getByPlaceholder("Buscar produtos...").fill("MAGNÉSIO");
    // The page's own search (the header has one for products too).
    await page.getByRole("main").getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=MAGN/);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Magnésio Dimalato")).toBeVisible();
    // Without JavaScript the sample button leads to the form on the product page.
    await card(page, "Magnésio Dimalato").getByRole("link", { name: "Solicitar Amostra Grátis" }).click();
    await expect(page).toHaveURL(/\/produto\/magnesio-dimalato\?amostra=1#amostra$/);
    await expect(page.locator("#amostra").getByText("Você precisa estar logado para solicitar uma amostra.")).toBeVisible();
    // Every tab's content is on the page.
    for (const heading of ["Descrição", "Benefícios", "Como Usar", "Avaliações"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await context.close();
  });

  test("a signed-in customer can request a sample and review without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInViaApi(page, DEMO.customer);
    await page.goto("/produto/curcuma-com-piperina?amostra=1");
    const section = page.locator("#amostra");
    await section.getByLabel("Rua ou avenida").fill("Av. Boa Viagem");
    await section.getByLabel("Número").fill("3000");
    await section.getByLabel("Bairro").fill("Boa Viagem");
    await section.getByLabel("Cidade").fill("Recife");
    await section.getByLabel("Estado").selectOption("PE");
    await section.getByLabel("CEP").fill("51020000"); // digits alone are accepted
    await section.getByRole("button", { name: "Enviar Solicitação" }).click();
    await expect(section.getByRole("status")).toContainText(/^Sua solicitação foi enviada com sucesso!/, AFTER_WRITE);
    await page.goto("/produto/curcuma-com-piperina");
    await expect(page.getByTestId("open-sample")).toContainText("Pendente");

    // And review it.
    await page.getByRole("radio", { name: "5 estrelas" }).check();
    await page.getByLabel("Comentário").fill("Chegou rápido e é fácil de tomar.");
    await page.getByRole("button", { name: "Enviar Avaliação" }).click();
    await expect(page.getByText("Obrigado pela sua avaliação!")).toBeVisible(AFTER_WRITE);
    await context.close();
  });

  test("a category page has its own title and description; other slugs redirect or 404", async ({ page }) => {
    const response = await open(page, "/produtos/sono-relaxamento");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Sono & Relaxamento/);
    await expect(page.getByRole("heading", { level: 1, name: "Sono & Relaxamento" })).toBeVisible();
    await expect(page.getByText("Noites mais tranquilas e um despertar descansado.")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/produtos\/sono-relaxamento$/);
    await expect(cards(page)).toHaveCount(3);
    // Searching stays on the category page.
    await page.getByPlaceholder("Buscar produtos...").fill("melatonina");
    await expect(page).toHaveURL(/\/produtos\/sono-relaxamento\?q=melatonina$/);
    // The product named for it comes first (others that mention melatonin in their text follow).
    await expect(cards(page).first()).toContainText("Melatonina + Camomila");

    const product = await page.request.get("/produtos/melatonina-camomila", { maxRedirects: 0 });
    expect(product.status()).toBe(301);
    expect(product.headers()["location"]).toMatch(/\/produto\/melatonina-camomila$/);
    const missing = await open(page, "/produtos/nao-existe");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toBeVisible();
  });

  test("opens a product from its card", async ({ page }) => {
    await open(page, "/produtos");
    const first = card(page, "Bacopa Monnieri 500 mg");
    await expect(first.getByText("Amostra Grátis", { exact: true })).toBeVisible();
    await expect(first.getByText("Pague apenas o frete")).toBeVisible();
    await expect(first.getByText("Sem avaliações ainda")).toBeVisible();
    await expect(first.getByRole("list", { name: "Benefícios" }).getByRole("listitem")).toHaveCount(3);
    await first.getByRole("link", { name: "Ver Detalhes" }).click();
    await expect(page).toHaveURL(/\/produto\/bacopa-monnieri-500mg$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bacopa Monnieri 500 mg" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(breadcrumb.getByRole("link", { name: "Início" })).toBeVisible();
    await expect(breadcrumb.getByRole("link", { name: "Produtos" })).toBeVisible();
    for (const tab of ["Descrição", "Benefícios", "Como Usar", "Avaliações"])
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    await page.getByRole("tab", { name: "Como Usar" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Tome 1 cápsula ao dia");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/produto\/bacopa-monnieri-500mg$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /bacopa-monnieri-500mg\.webp$/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "Product", name: "Bacopa Monnieri 500 mg" });
    expect(ld.aggregateRating).toBeUndefined(); // no reviews yet

    // Favourite stays on the device.
    await page.getByRole("button", { name: "Adicionar Bacopa Monnieri 500 mg aos favoritos" }).click();
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: "Remover Bacopa Monnieri 500 mg dos favoritos" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const missing = await open(page, "/produto/nao-existe");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Produto não encontrado" })).toBeVisible();
    await page.getByRole("link", { name: "Ver todos os produtos" }).click();
    await expect(page).toHaveURL(/\/produtos$/);
  });

  test("anonymous visitors are asked to sign in to request a sample or to review", async ({ page }) => {
    await open(page, "/produto/cardo-mariano");
    await page.getByRole("link", { name: "Solicitar Amostra Grátis" }).click();
    const dialog = page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
    await expect(dialog.getByText("Você precisa estar logado para solicitar uma amostra.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Entrar para solicitar" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Fproduto%2Fcardo-mariano%3FabrirAmostra%3Dcardo-mariano",
    );
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("tab", { name: "Avaliações" }).click();
    await expect(page.getByText("Você precisa estar logado para avaliar um produto.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Entrar para avaliar" })).toHaveAttribute("href", /^\/auth\?redirectTo=/);
  });
});

test.describe("signed in", () => {
  test("a sample request shows the 5-point toast and raises the badge; a second one is refused @postgres", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await open(page, "/produtos?q=magnesio");
    const before = await points(page);
    await card(page, "Magnésio Dimalato").getByRole("link", { name: "Solicitar Amostra Grátis" }).click();
    const dialog = page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
    await expect(dialog.getByText("você paga apenas o frete")).toBeVisible();
    await expect(dialog.getByLabel("Nome completo")).toHaveValue("Carlos Cliente");
    await expect(dialog.getByLabel("E-mail")).toHaveValue(DEMO.customer.email);
    await expect(dialog.getByLabel("CEP")).toHaveAttribute("placeholder", "00000-000");
    await expect(dialog.getByLabel("Estado").locator("option:not([disabled])")).toHaveCount(27);

    // Checked in the browser before sending: a CPF whose check digits do not hold.
    await dialog.getByLabel("CPF").pressSequentially("11111111111");
    await dialog.getByRole("button", { name: "Enviar Solicitação" }).click();
    await expect(dialog.getByText("CPF inválido. Confira os 11 números.")).toBeVisible();
    await dialog.getByLabel("CPF").fill("");
    await fillSampleForm(page, { state: "RJ", phone: "11987654321" });
    await expect(dialog.getByLabel("CEP")).toHaveValue("01310-100");
    await expect(dialog.getByLabel("Telefone")).toHaveValue("(11) 98765-4321");
    await dialog.getByRole("button", { name: "Enviar Solicitação" }).click();
    await expect(dialog.getByText("Este CEP não pertence ao estado selecionado.")).toBeVisible();
    await dialog.getByLabel("Estado").selectOption("SP");
    await expect(dialog.getByText("Este CEP não pertence ao estado selecionado.")).toBeHidden();

    await dialog.getByRole("button", { name: "Enviar Solicitação" }).click();
    await expect(page.getByText("Sua solicitação foi enviada com sucesso! Você ganhou 5 pontos!")).toBeVisible(AFTER_WRITE);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("points-badge")).toHaveText(`${before + 5} pontos`, AFTER_WRITE);

    // Again, from the same card: the button says the request is open, and the dialog says so instead of a form.
    await card(page, "Magnésio Dimalato")
      .getByRole("link", { name: /Amostra solicitada/ })
      .click();
    await expect(dialog.getByText("Você já tem uma solicitação de amostra deste produto em andamento")).toBeVisible();
    await expect(dialog.getByLabel("Rua ou avenida")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Fechar", exact: true }).first().click();
    await expect(page.getByTestId("points-badge")).toHaveText(`${before + 5} pontos`, AFTER_WRITE);

    // The product page knows.
    await open(page, "/produto/magnesio-dimalato");
    await expect(page.getByTestId("open-sample")).toContainText("Pendente");
  });

  test("the request appears as 'Pendente' in 'Minhas Amostras' @postgres", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await open(page, "/produto/rhodiola-rosea");
    await page.getByRole("link", { name: "Solicitar Amostra Grátis" }).click();
    await fillSampleForm(page);
    await page.getByRole("dialog").getByRole("button", { name: "Enviar Solicitação" }).click();
    await expect(page.getByText(/^Sua solicitação foi enviada com sucesso!/)).toBeVisible(AFTER_WRITE);
    await open(page, "/dashboard");
    await page.getByRole("tab", { name: "Minhas Amostras" }).click();
    const row = page
      .getByRole("tabpanel")
      .getByText("Rhodiola Rosea")
      .locator("xpath=ancestor::*[self::tr or self::li or self::article][1]");
    await expect(row).toContainText("Pendente");
  });

  test("a review shows the 10-point toast and the thank-you note, and stays hidden from others until approved @postgres", async ({
    page,
    browser,
  }) => {
    await signInViaApi(page, DEMO.customer);
    await open(page, "/produto/passiflora-mulungu?aba=avaliacoes");
    const before = await points(page);
    const form = page.getByRole("tabpanel", { name: "Avaliações" });
    const submit = form.getByRole("button", { name: "Enviar Avaliação" });
    await expect(submit).toBeDisabled();
    await form.getByRole("radio", { name: "4 estrelas" }).check();
    await expect(submit).toBeDisabled(); // no text yet
    await form.getByLabel("Título").fill("Noites mais calmas");
    const text = "Uso há três semanas, antes de dormir. Gostei do sabor e da praticidade.";
    await form.getByLabel("Comentário").fill(text);
    await expect(form.getByText(`${text.length}/1.000 caracteres`)).toBeVisible();
    await submit.click();
    await expect(page.getByText("Sua avaliação foi enviada e será analisada em breve. Você ganhou 10 pontos!")).toBeVisible(AFTER_WRITE);
    await expect(page.getByText("Obrigado pela sua avaliação!")).toBeVisible();
    await expect(form.getByRole("button", { name: "Enviar Avaliação" })).toHaveCount(0);
    await expect(page.getByTestId("points-badge")).toHaveText(`${before + 10} pontos`, AFTER_WRITE);
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByText("Obrigado pela sua avaliação!")).toBeVisible();

    const visitor = await browser.newPage();
    await open(visitor, "/produto/passiflora-mulungu?aba=avaliacoes");
    await expect(visitor.getByText("Este produto ainda não tem avaliações publicadas.")).toBeVisible();
    await expect(visitor.getByText("Noites mais calmas")).toHaveCount(0);
    await visitor.close();
  });
});

test.describe("the product page's text-and-links parts", () => {
  test("breadcrumb, review list and sign-in note are hydrated as usual; their links navigate in place; another product renders its own", async ({
    page,
  }) => {
    await open(page, "/produto/cardo-mariano?aba=avaliacoes");
    // No island here (lib/island.tsx): keeping them as the server's HTML saved under 2 KB.
    await expect(page.locator("[data-island]")).toHaveCount(0);
    const signIn = page.getByRole("link", { name: "Entrar para avaliar" });
    await hydrated(page.getByRole("tab", { name: "Avaliações" }));
    await expect(page.getByText("Este produto ainda não tem avaliações publicadas.")).toBeVisible();
    const ld = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}").sku));
    expect(await ld()).toEqual(["cardo-mariano"]);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // The sign-in link navigates without reloading the page.
    await signIn.click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproduto%2Fcardo-mariano%3Faba%3Davaliacoes$/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Cardo Mariano" })).toBeVisible();

    // The breadcrumb's link too; then a product reached in the browser renders its own parts.
    await page.getByRole("navigation", { name: "Trilha de navegação" }).getByRole("link", { name: "Produtos" }).click();
    await expect(page).toHaveURL(/\/produtos$/);
    await card(page, "Bacopa Monnieri 500 mg").getByRole("link", { name: "Ver Detalhes" }).click();
    await expect(page).toHaveURL(/\/produto\/bacopa-monnieri-500mg$/);
    await expect(page.getByRole("navigation", { name: "Trilha de navegação" }).getByText("Bacopa Monnieri 500 mg")).toBeVisible();
    await page.getByRole("tab", { name: "Avaliações" }).click();
    await expect(page.getByRole("link", { name: "Entrar para avaliar" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Fproduto%2Fbacopa-monnieri-500mg%3Faba%3Davaliacoes",
    );
    await expect(page.getByText("Este produto ainda não tem avaliações publicadas.")).toBeVisible();
    // Structured data is the server's: none of another product is left behind.
    expect(await ld()).not.toContain("cardo-mariano");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe("the product tabs load Radix when reached", () => {
  test("not before; then the focus is handed over and the arrow keys move between tabs", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/product-tab-list-[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
    });
    await open(page, "/produto/glucomanan");
    expect(loaded).toEqual([]);
    const description = page.getByRole("tab", { name: "Descrição" });
    await expect(description).toHaveAttribute("aria-selected", "true");
    await hydrated(description);
    // Marks the first markup's tab: Radix's own elements replace it once its code has loaded.
    await description.evaluate((element) => element.setAttribute("data-first-markup", ""));
    await description.focus();
    await expect.poll(() => loaded.length).toBe(1);
    await expect(page.locator("[data-first-markup]")).toHaveCount(0);
    await expect(description).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const benefits = page.getByRole("tab", { name: "Benefícios" });
    await expect(benefits).toBeFocused();
    await expect(benefits).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Benefícios" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tabpanel", { name: "Avaliações" })).toBeVisible();
  });

  test("a click selects at once, and a review being typed survives the switch to Radix", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await open(page, "/produto/chlorella-organica?aba=avaliacoes");
    const reviews = page.getByRole("tabpanel", { name: "Avaliações" });
    await hydrated(page.getByRole("tab", { name: "Como Usar" }));
    // The review form's code loads on its own (lib/deferred.tsx): type once it has taken over.
    await hydrated(reviews.getByLabel("Comentário"));
    await reviews.getByLabel("Comentário").fill("Rascunho que não pode sumir.");
    await page.getByRole("tab", { name: "Como Usar" }).click();
    await expect(page.getByRole("tabpanel", { name: "Como Usar" })).toBeVisible();
    await page.getByRole("tab", { name: "Avaliações" }).click();
    await expect(reviews.getByLabel("Comentário")).toHaveValue("Rascunho que não pode sumir.");
  });
});

test.describe("phones", () => {
  test("catalogue and product page fit 360 px without horizontal scroll", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ["/produtos", "/produtos/cerebro-foco", "/produto/omega-3-ultra"]) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.getByRole("link", { name: "Solicitar Amostra Grátis" }).click();
    const box = await page.getByRole("dialog").boundingBox();
    expect(box && box.width <= 360 && box.x >= 0).toBeTruthy();
  });
});
