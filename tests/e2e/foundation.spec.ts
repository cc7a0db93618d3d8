import { DEMO, expect, signInViaApi, test } from "./support/fixtures";

test.describe("frame of every page", () => {
  test("home renders in pt-BR with the navigation and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page).toHaveTitle(/Raiz Vital/);
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const label of ["Início", "Produtos", "Blog", "Ajuda"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Entrar" })).toBeVisible();
    const footer = page.locator("footer");
    await expect(footer.getByRole("button", { name: "Cadastrar" })).toBeVisible();
    await expect(footer.getByText("CNPJ", { exact: false }).first()).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /amostra grátis/i);
  });

  test("unknown address shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/pagina-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("mobile menu holds the same links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    for (const label of ["Início", "Produtos", "Blog", "Ajuda"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("dialog").getByRole("link", { name: "Entrar" })).toBeVisible();
  });

  test("newsletter stores an e-mail once and asks for its confirmation", async ({ page }) => {
    await page.goto("/");
    const email = `news-${Date.now()}@exemplo.com.br`;
    const footer = page.locator("footer");
    await footer.getByLabel("Seu e-mail").fill(email);
    await footer.getByRole("button", { name: "Cadastrar" }).click();
    await expect(page.getByText("Pronto! Enviamos uma mensagem para o seu e-mail.").first()).toBeVisible();
    await footer.getByLabel("Seu e-mail").fill(email);
    await footer.getByRole("button", { name: "Cadastrar" }).click();
    // Not confirmed yet: the confirmation link goes again (privacy.spec.ts follows it).
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Enviamos uma mensagem para o seu e-mail." })).toHaveCount(2);
  });
});

test.describe("redirects of the specification", () => {
  test("anonymous visitors are sent to /auth from the customer and admin areas", async ({ page }) => {
    for (const path of ["/dashboard", "/admin", "/admin-panel", "/admin-panel/usuarios"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/auth(\?|$)/);
    }
  });

  test("a signed-in customer: /auth goes home, /admin to /auth, /admin-panel to /dashboard", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("points-badge")).toContainText("pontos");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/admin-panel/produtos");
    await expect(page).toHaveURL(/\/dashboard$/);
    // /admin sends a non-admin to /auth, which in turn sends a signed-in user home.
    const admin = await page.request.get("/admin", { maxRedirects: 0 });
    expect(admin.status()).toBe(302);
    expect(admin.headers()["location"]).toMatch(/^\/auth/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
  });

  test("an admin reaches /admin and /admin-panel and sees the Admin Panel entry", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin-panel");
    await expect(page).toHaveURL(/\/admin-panel$/);
    await page.goto("/");
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(DEMO.admin.email)).toBeVisible();
    // Not pressed: the admin specs share this page's session for the worker (moderation.spec would start
    // signed out). Signing out is tested with the customer.
    await expect(page.getByRole("menuitem", { name: "Sair" })).toBeVisible();
  });
});

test.describe("baseline protections", () => {
  test("pages carry a CSP (the anonymous home page, kept by the page cache: by hash) and the security headers, and scripts still run", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto("/");
    const headers = response!.headers();
    // A page replayed to many visitors carries no nonce (tests/e2e/csp.spec.ts).
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // hydrated: the mobile menu opens only with JavaScript
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu móvel" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("Portuguese text loads the two preloaded font files only; other Latin letters load the rest, in the same fonts", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ""));
    });
    for (const path of ["/", "/produtos", "/blog", "/ajuda"]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
    }
    expect([...new Set(fonts)].sort()).toEqual(["fraunces-pt-wght-400-700", "inter-pt-wght-400-700"]);

    // An admin's product name with ñ and ß: those letters come from the rest files, in Inter and Fraunces.
    await page.evaluate(() => {
      const text = document.createElement("p");
      text.textContent = "Peña Straße";
      const heading = document.createElement("h2");
      heading.className = "font-display";
      heading.textContent = "Señor";
      document.body.append(text, heading);
    });
    await expect
      .poll(() => [...new Set(fonts)].sort())
      .toEqual(["fraunces-latin-rest-wght-400-700", "fraunces-pt-wght-400-700", "inter-latin-rest-wght-400-700", "inter-pt-wght-400-700"]);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [document.fonts.check('16px "Inter Variable"', "ñß"), document.fonts.check('16px "Fraunces Variable"', "ñ")];
    });
    expect(loaded).toEqual([true, true]);
  });

  test("a POST from another site is refused and changes nothing", async ({ page, request }) => {
    const response = await request.post("/newsletter", {
      form: { email: `csrf-${Date.now()}@exemplo.com` },
      headers: { origin: "https://site-malicioso.example" },
    });
    expect(response.status()).toBe(403);

    // A signed-in reader's like sent from another site, with the reader's cookie: refused, and the post
    // shows the same count and the same unpressed button afterwards.
    await signInViaApi(page, DEMO.customer);
    const post = "/blog/hidratacao-energia-foco";
    await page.goto(post);
    const button = page.locator("header").getByRole("button", { name: /^Curtir/ });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    const count = (await button.getByTestId("like-count").textContent())!;
    const forged = await page.request.post(`${post}/curtir`, {
      form: { intent: "like" },
      headers: { origin: "https://site-malicioso.example" },
    });
    expect(forged.status()).toBe(403);
    await page.reload();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button.getByTestId("like-count")).toHaveText(count);
  });
});
