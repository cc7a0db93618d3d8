import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, hydrated, signInViaApi, test } from "./support/fixtures";

const FIXED_ARTICLES = [
  { slug: "5-pilares-vitalidade-natural", title: "Os 5 Pilares da Vitalidade Natural", heading: "1. Sono reparador" },
  {
    slug: "nootropicos-naturais-ciencia-beneficios",
    title: "Nootrópicos Naturais: o que diz a ciência",
    heading: "O que são nootrópicos naturais",
  },
  { slug: "colageno-mitos-verdades-cientificas", title: "Colágeno: mitos e verdades científicas" },
  { slug: "beneficios-omega-3-cerebro", title: "Benefícios do ômega-3 para o cérebro" },
  { slug: "micronutrientes-energia-fadiga", title: "Micronutrientes, energia e fadiga" },
];

function section(page: Page, heading: string): Locator {
  return page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
}

function cards(scope: Locator | Page): Locator {
  return scope.getByTestId("post-card");
}

/** The number shown on a like button. */
async function likeCount(button: Locator): Promise<number> {
  return Number((await button.getByTestId("like-count").textContent())!.replace(/\D/g, ""));
}

test.describe("blog list", () => {
  test("shows 'Posts em Destaque' (two) and 'Últimos Posts', newest first, each card opening its post", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const featured = section(page, "Posts em Destaque");
    await expect(cards(featured)).toHaveCount(2);
    await expect(cards(featured).first()).toContainText("Nootrópicos Naturais: o que diz a ciência");

    const latest = section(page, "Últimos Posts");
    await expect(cards(latest).first()).toContainText("Saúde intestinal: por que as fibras importam");
    const first = cards(latest).first();
    for (const text of ["Nutrição", "Marina Costa", "12 de novembro de 2026", "min de leitura"]) {
      await expect(first).toContainText(text);
    }
    await expect(first.locator("img")).toHaveAttribute("src", "/images/blog/saude-intestinal-fibras-microbiota-600.webp");
    await expect(first.locator("img")).toHaveAttribute("loading", "lazy");
    // The card describes its image as the post's author did.
    await expect(first.locator("img")).toHaveAttribute("alt", /^Ilustração de sementes/);
    await expect(first.getByRole("button", { name: /^Curtir/ })).toBeVisible();

    await first.getByRole("link", { name: "Saúde intestinal: por que as fibras importam" }).click();
    await expect(page).toHaveURL(/\/blog\/saude-intestinal-fibras-microbiota$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saúde intestinal: por que as fibras importam");
  });

  test("searches as the person types, ignoring case and accents", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Buscar posts").fill("OMEGA cerebro");
    await expect(page).toHaveURL(/\/blog\?q=OMEGA\+cerebro$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Benefícios do ômega-3 para o cérebro");
    await expect(page.getByText("Busca: “OMEGA cerebro”")).toBeVisible();
  });

  test("a search with no result says 'Nenhum post encontrado.' with the term", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Buscar posts").fill("kombucha de marte");
    await page.getByLabel("Buscar posts").press("Enter");
    await expect(page).toHaveURL(/q=kombucha\+de\+marte/);
    await expect(page.getByRole("heading", { name: "Nenhum post encontrado." })).toBeVisible();
    await expect(page.getByText("“kombucha de marte”").first()).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    // Removing the chip brings everything back.
    await page.getByRole("link", { name: "Remover filtro de busca “kombucha de marte”" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByLabel("Buscar posts")).toHaveValue("");
    await expect(section(page, "Posts em Destaque")).toBeVisible();
  });

  test("filters by category with a removable chip", async ({ page }) => {
    await page.goto("/blog");
    const categories = page.getByRole("navigation", { name: "Categorias do blog" });
    await expect(categories.getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "true");
    await categories.getByRole("link", { name: "Nutrição" }).click();
    await expect(page).toHaveURL(/\/blog\?categoria=nutricao$/);
    await expect(categories.getByRole("link", { name: "Nutrição" })).toHaveAttribute("aria-current", "true");
    const list = cards(page);
    await expect(list).toHaveCount(3);
    for (const card of await list.all()) await expect(card.getByText("Nutrição", { exact: true })).toBeVisible();

    const chip = page.getByRole("link", { name: "Remover filtro de categoria Nutrição" });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(chip).toHaveCount(0);
    await expect(categories.getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "true");
    await expect(section(page, "Posts em Destaque")).toBeVisible();
  });

  test("shows 6 skeleton cards while the list loads", async ({ page }) => {
    await page.goto("/blog");
    await page.route("**/blog.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Categorias do blog" }).getByRole("link", { name: "Ciência" }).click();
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(6);
    await expect(page).toHaveURL(/categoria=ciencia/);
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
    await expect(cards(page).first()).toContainText("Ciência");
  });

  test("works without JavaScript: the search form and the category links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByLabel("Buscar posts").fill("colágeno");
    // The page's own search (the header has one for products too).
    await page.getByRole("main").getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=col%C3%A1geno/);
    await expect(cards(page)).toHaveCount(1);
    await page.goto("/blog?categoria=sono");
    await expect(cards(page).first()).toContainText("Higiene do sono");
    await context.close();
  });
});

test.describe("likes", () => {
  test("an anonymous visitor is told to sign in", async ({ page }) => {
    await page.goto("/blog");
    const button = cards(section(page, "Posts em Destaque"))
      .first()
      .getByRole("button", { name: /^Curtir/ });
    const before = await likeCount(button);
    await button.click();
    await expect(page.getByText("Você precisa estar logado para curtir posts")).toBeVisible();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    expect(await likeCount(button)).toBe(before);
  });

  test("a signed-in reader likes and unlikes a post, and both survive a reload", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await page.goto("/blog/colageno-mitos-verdades-cientificas");
    const button = page.locator("header").getByRole("button", { name: /^Curtir/ });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    const before = await likeCount(button);

    const liked = page.waitForResponse((r) => r.url().includes("/curtir") && r.request().method() === "POST");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button.getByTestId("like-count")).toHaveText(String(before + 1));
    expect((await liked).ok()).toBe(true);
    // The other like button of the page follows.
    await expect(page.locator("article > footer").getByRole("button", { name: /^Curtir/ })).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button.getByTestId("like-count")).toHaveText(String(before + 1));

    const unliked = page.waitForResponse((r) => r.url().includes("/curtir") && r.request().method() === "POST");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button.getByTestId("like-count")).toHaveText(String(before));
    expect((await unliked).ok()).toBe(true);
    await page.reload();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button.getByTestId("like-count")).toHaveText(String(before));
  });

  test("a like from the list shows on the card after a reload and on the post", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto("/blog?categoria=sono");
    const card = cards(page).first();
    const button = card.getByRole("button", { name: /^Curtir/ });
    const before = await likeCount(button);
    const done = page.waitForResponse((r) => r.url().includes("/curtir"));
    await button.click();
    await expect(button.getByTestId("like-count")).toHaveText(String(before + 1));
    await done;
    await page.reload();
    await expect(
      cards(page)
        .first()
        .getByRole("button", { name: /^Curtir/ }),
    ).toHaveAttribute("aria-pressed", "true");
    await cards(page).first().getByRole("link").first().click();
    await expect(page.locator("header").getByRole("button", { name: /^Curtir/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("the count is corrected when the server refuses", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await page.goto("/blog/micronutrientes-energia-fadiga");
    const button = page.locator("header").getByRole("button", { name: /^Curtir/ });
    const before = await likeCount(button);
    await page.route("**/curtir*", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "falha" }));
    await button.click();
    await expect(page.getByText("Erro ao curtir post")).toBeVisible();
    await expect(button.getByTestId("like-count")).toHaveText(String(before));
    await expect(button).toHaveAttribute("aria-pressed", "false");
    // The article is still there: a failed like never replaces the page.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Micronutrientes, energia e fadiga");
  });
});

test.describe("post page", () => {
  for (const article of FIXED_ARTICLES) {
    test(`/blog/${article.slug} answers 200 with its article`, async ({ page }) => {
      const response = await page.goto(`/blog/${article.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      const body = page.locator(".prose-rv");
      await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
      if (article.heading) await expect(body.getByRole("heading", { name: article.heading })).toBeVisible();
      expect((await body.innerText()).length).toBeGreaterThan(3000);
    });
  }

  test("shows category, author, date, read time, views, cover, like button, related posts and the way back", async ({ page }) => {
    await page.goto("/blog/5-pilares-vitalidade-natural");
    const header = page.locator("article header");
    for (const text of ["Bem-estar", "Marina Costa", "3 de junho de 2026", "min de leitura", "visualizaç"]) {
      await expect(header).toContainText(text);
    }
    await expect(page.locator("article img").first()).toHaveAttribute("src", /5-pilares-vitalidade-natural/);
    await expect(header.getByRole("button", { name: /^Curtir/ })).toBeVisible();
    const related = section(page, "Posts relacionados");
    await expect(cards(related)).toHaveCount(3);
    await expect(cards(related).first()).toContainText("Bem-estar");
    await page.getByRole("link", { name: "Voltar para o blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("sends the article once in the document, keeps it through hydration and a like, and shows each post's own after client-side navigation", async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    // The document holds the article's HTML once: not again in the hydration data (lib/html-once.tsx).
    const html = await (await request.get("/blog/5-pilares-vitalidade-natural")).text();
    expect(html.split("1. Sono reparador").length - 1).toBe(1);

    await signInViaApi(page, DEMO.customer);
    await page.goto("/blog/5-pilares-vitalidade-natural", { waitUntil: "networkidle" });
    const body = page.locator(".prose-rv");
    await expect(body.getByRole("heading", { name: "1. Sono reparador" })).toBeVisible();
    const like = page.locator("article header").getByRole("button", { name: /curti/i });
    const pressed = await like.getAttribute("aria-pressed");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", pressed === "true" ? "false" : "true");
    await expect(body.getByRole("heading", { name: "1. Sono reparador" })).toBeVisible();

    // Another post from the related list (a client-side navigation: its data request carries the article), then back.
    const next = cards(section(page, "Posts relacionados")).first();
    const title = (await next.getByRole("heading").innerText()).trim();
    await next.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(body.getByRole("heading", { name: "1. Sono reparador" })).toHaveCount(0);
    expect((await body.innerText()).length).toBeGreaterThan(1000);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Os 5 Pilares da Vitalidade Natural");
    await expect(body.getByRole("heading", { name: "1. Sono reparador" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("opening a post counts one view", async ({ page }) => {
    const slug = "adaptogenos-o-que-sao-como-funcionam";
    const shown = async () => Number((await page.getByTestId("post-views").innerText()).replace(/\D/g, ""));
    // The page counts itself once shown (a POST beacon) and shows the count the server answers.
    const open = async (go: () => Promise<unknown>) => {
      const beacon = page.waitForResponse((r) => r.url().endsWith(`/blog/${slug}/visualizar`) && r.request().method() === "POST");
      await go();
      const { views } = (await (await beacon).json()) as { views: number };
      await expect.poll(shown).toBe(views);
      return views;
    };
    const first = await open(() => page.goto(`/blog/${slug}`));
    expect(first).toBeGreaterThan(0);
    expect(await open(() => page.reload())).toBe(first + 1);
    // Coming back to it from the list counts again.
    await page.goto("/blog");
    expect(await open(() => page.goto(`/blog/${slug}`))).toBe(first + 2);
  });

  test("carries schema.org BlogPosting data, Open Graph tags and a canonical address", async ({ page, baseURL }) => {
    await page.goto("/blog/beneficios-omega-3-cerebro");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "Benefícios do ômega-3 para o cérebro",
      author: { name: "Marina Costa", jobTitle: "Nutricionista · CRN-3 48215" },
      datePublished: "2026-09-16T12:00:00.000Z",
    });
    expect(ld.image[0]).toBe(`${baseURL}/images/blog/beneficios-omega-3-cerebro.webp`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog/beneficios-omega-3-cerebro`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /^Ilustração de um peixe/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/images/blog/beneficios-omega-3-cerebro.webp`,
    );
  });

  test("an unknown post is the 404 page with a way back to the blog", async ({ page }) => {
    const response = await page.goto("/blog/post-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Post não encontrado" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para o blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the RSS feed lists the published posts", async ({ request, baseURL }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    for (const article of FIXED_ARTICLES) expect(xml).toContain(`<link>${baseURL}/blog/${article.slug}</link>`);
  });
});

test("the blog and a post fit a 360 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ["/blog", "/blog/5-pilares-vitalidade-natural"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("the catalogue, the blog and a post make no Intl object in the browser: their dates come written by the server", async ({ page }) => {
  // A page's first Intl object costs tens of milliseconds in the browser (i18n/format.ts): count every one made.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const intl = Intl as unknown as Record<string, object>;
    for (const name of ["DateTimeFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat", "Collator", "ListFormat", "Segmenter"]) {
      const original = intl[name] as (new (...args: unknown[]) => object) | undefined;
      if (!original) continue;
      intl[name] = new Proxy(original, {
        construct: (target, args) => (made.push(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (made.push(name), Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)),
      });
    }
  });
  const post = FIXED_ARTICLES[1];
  for (const path of ["/produtos", "/blog", `/blog/${post.slug}`]) {
    await page.goto(path, { waitUntil: "networkidle" });
    // Hydrated: React has attached its props to the header's link (otherwise nothing would have run yet).
    await hydrated(page.getByRole("link", { name: "Blog" }).first());
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual([]);
  }
  // The post's date is still written out, in São Paulo time.
  await expect(page.locator("article time, main time").first()).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);
});
