import { expect, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";

const CATEGORY_LINKS = [
  ["Cérebro & Foco", "cerebro-foco"],
  ["Energia & Metabolismo", "energia-metabolismo"],
  ["Sono & Relaxamento", "sono-relaxamento"],
  ["Imunidade & Vitalidade", "imunidade-vitalidade"],
  ["Limpeza & Detox", "limpeza-detox"],
  ["Emagrecimento", "emagrecimento"],
] as const;

test.describe("home page", () => {
  test("has every section of the specification", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const main = page.locator("main");

    // Hero, then the store's real figures (issue 36, point 9: tested below).
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: "Ver produtos", exact: true })).toHaveAttribute("href", "/produtos");

    // Mission, vision and values.
    for (const heading of ["Missão", "Visão", "Valores"])
      await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();

    // The six product lines, each to its category page.
    const lines = main.locator("section").filter({ has: page.getByRole("heading", { name: "Encontre o cuidado certo para você" }) });
    for (const [name, slug] of CATEGORY_LINKS) {
      await expect(lines.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", `/produtos/${slug}`);
    }

    // The featured products' place (filled by the catalogue).
    await expect(main.getByRole("heading", { name: "Produtos em Destaque" })).toBeVisible();

    // The testimonials' section (the best approved reviews, tested below).
    await expect(main.getByRole("heading", { name: "O que dizem nossos clientes" })).toBeVisible();

    // The three newest published posts.
    const teasers = main
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Conteúdo para viver melhor" }) })
      .getByTestId("post-card");
    await expect(teasers).toHaveCount(3);
    await expect(teasers.nth(0)).toContainText("Saúde intestinal: por que as fibras importam");
    await expect(teasers.nth(1)).toContainText("Micronutrientes, energia e fadiga");
    await expect(teasers.nth(2)).toContainText("Adaptógenos: o que são e como funcionam");
    await expect(teasers.nth(0)).toContainText("12 de novembro de 2026");
    await teasers.nth(1).getByRole("link", { name: "Micronutrientes, energia e fadiga" }).click();
    await expect(page).toHaveURL(/\/blog\/micronutrientes-energia-fadiga$/);
    await page.goBack();

    // Science and the eBook.
    await expect(main.getByRole("heading", { name: "Ciência em cada fórmula" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Baixe o Guia Prático da Vitalidade Natural" })).toBeVisible();
  });

  test("the eBook call to action e-mails the guide's link, and the guide page has the content", async ({ page }) => {
    const email = `ebook-${Date.now()}@exemplo.com.br`;
    const since = Date.now();
    await page.goto("/");
    const ebook = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Baixe o Guia Prático da Vitalidade Natural" }) });

    await ebook.getByLabel("Seu e-mail").fill("nao-e-email");
    await ebook.getByRole("button", { name: "Quero o guia grátis" }).click();
    await expect(ebook.getByText("Digite um e-mail válido")).toBeVisible();

    await ebook.getByLabel("Seu e-mail").fill(email);
    await ebook.getByRole("button", { name: "Quero o guia grátis" }).click();
    await expect(ebook.getByText("Pronto! Enviamos o guia para o seu e-mail.")).toBeVisible();

    const mail = await waitForMail(email, { subject: /Guia Prático da Vitalidade Natural/, since });
    const link = linkIn(mail, "/guia-vitalidade");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guia Prático da Vitalidade Natural");
    for (const chapter of [
      "1. Sono reparador",
      "2. Alimentação de verdade",
      "6. Suplementação consciente",
      "Plano de 7 dias",
      "Checklist diário",
    ]) {
      await expect(page.getByRole("heading", { name: chapter })).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("the footer newsletter stores an e-mail once, asks for its confirmation and explains malformed ones", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const email = `rodape-${Date.now()}@exemplo.com.br`;
    await footer.getByLabel("Seu e-mail").fill(email);
    await footer.getByRole("button", { name: "Cadastrar" }).click();
    await expect(page.getByText("Pronto! Enviamos uma mensagem para o seu e-mail.").first()).toBeVisible();

    await footer.getByLabel("Seu e-mail").fill(email.toUpperCase());
    await footer.getByRole("button", { name: "Cadastrar" }).click();
    // Not confirmed yet: the confirmation link goes again (privacy.spec.ts follows it).
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Enviamos uma mensagem para o seu e-mail." })).toHaveCount(2);

    await footer.getByLabel("Seu e-mail").fill("fulano@");
    await footer.getByRole("button", { name: "Cadastrar" }).click();
    await expect(footer.getByText("Digite um e-mail válido")).toBeVisible();
    await expect(footer.getByLabel("Seu e-mail")).toHaveAttribute("aria-invalid", "true");
  });

  test("the footer newsletter works without JavaScript", async ({ browser }) => {
    test.slow(); // two browser contexts, one after the other
    const email = `semjs-${Date.now()}@exemplo.com.br`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto("/blog");
    await noScript.locator("footer").getByLabel("Seu e-mail").fill(email);
    const posted = noScript.waitForResponse((r) => new URL(r.url()).pathname === "/newsletter" && r.request().method() === "POST");
    await noScript.locator("footer").getByRole("button", { name: "Cadastrar" }).click();
    // A plain form post, answered by the action with a redirect back to the page it came from.
    expect((await posted).status()).toBe(302);
    await expect(noScript).toHaveURL(/\/blog$/);
    await context.close();

    // The subscription was stored: its confirmation link (double opt-in) reaches the address.
    const mail = await waitForMail(email, { subject: /Confirme sua inscrição/ });
    expect(linkIn(mail, "/newsletter/confirmar")).toContain("token=");
  });

  // Without JavaScript there is no toaster: the root shows the same message as a banner (a <noscript>).
  test("without JavaScript the footer newsletter shows its answer at the top of the page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.locator("footer").getByLabel("Seu e-mail").fill(`semjs-aviso-${Date.now()}@exemplo.com.br`);
    await page.locator("footer").getByRole("button", { name: "Cadastrar" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("status").getByText("Pronto! Enviamos uma mensagem para o seu e-mail.")).toBeVisible();
    // Shown once: the next page has no banner.
    await page.goto("/blog");
    await expect(page.getByText("Pronto! Enviamos uma mensagem para o seu e-mail.")).toHaveCount(0);
    await context.close();
  });

  test("the fixed sections keep the server's HTML (islands), and their links, the teasers' and the footer's navigate without reloading", async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      const name = new URL(request.url()).pathname.split("/").pop() ?? "";
      if (/^(fixed-sections|like-button)-/.test(name)) chunks.push(name);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    // Their code is not downloaded on first load: the browser keeps what the server sent.
    expect(chunks).toEqual([]);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // A link of the hero (kept HTML) navigates within the page's JavaScript, as <Link> does.
    await page.locator("main").getByRole("link", { name: "Ver produtos", exact: true }).click();
    await expect(page).toHaveURL(/\/produtos$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // And one of the blog teasers (rendered and hydrated as usual: an island there saved under 2 KB).
    await page.goto("/", { waitUntil: "networkidle" });
    expect(chunks).toEqual([]);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('section[aria-labelledby="do-blog"]').getByRole("link", { name: "Ver todos os posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // So does a link of the footer.
    await page.locator("footer").getByRole("link", { name: "Central de Ajuda" }).click();
    await expect(page).toHaveURL(/\/ajuda$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Back to the home page by a client-side navigation: the sections are all there again, and a
    // click with a modifier key is left to the browser (a new tab), as with <Link>.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Raiz Vital/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    for (const heading of [
      "Missão",
      "Visão",
      "Valores",
      "Ciência em cada fórmula",
      "O que dizem nossos clientes",
      "Conteúdo para viver melhor",
    ]) {
      await expect(page.locator("main").getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const popup = page.context().waitForEvent("page");
    await page
      .locator("main")
      .getByRole("link", { name: "Ler o blog", exact: true })
      .click({ modifiers: ["ControlOrMeta"] });
    await (await popup).close();
    await expect(page).toHaveURL(/\/$/);
  });

  test("entering the site from another page by a client-side navigation loads the fixed sections' code with the page", async ({ page }) => {
    await page.goto("/blog", { waitUntil: "networkidle" });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const chunk = page.waitForRequest((request) => /\/fixed-sections-[\w-]+\.js$/.test(request.url()));
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Raiz Vital/ })
      .first()
      .click();
    await chunk;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("main").getByRole("link", { name: "Ver produtos", exact: true })).toBeVisible();
    await expect(page.locator("main").getByRole("heading", { name: "Encontre o cuidado certo para você" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("fits a 360 px phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ["/", "/guia-vitalidade"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("sitemap and robots", () => {
  test("sitemap.xml lists pages, categories, products and published posts with absolute addresses", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    for (const path of [
      "/",
      "/produtos",
      "/blog",
      "/ajuda",
      "/lgpd",
      "/produtos/cerebro-foco",
      "/produtos/emagrecimento",
      "/blog/5-pilares-vitalidade-natural",
      "/produto/omega-3-ultra",
    ]) {
      expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).toContain("<lastmod>");
    expect(xml).not.toContain("/admin");
  });

  test("robots.txt keeps private areas out and points to the sitemap", async ({ request, baseURL }) => {
    const txt = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/admin-panel", "/dashboard", "/auth", "/api"]) expect(txt).toContain(`Disallow: ${path}\n`);
    expect(txt).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
