import AxeBuilder from "@axe-core/playwright";
import { DEMO, expect, hydrated, signInViaApi, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";

const SUPPORT_EMAIL = "suporte@raizvital.com.br";
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test.describe("help centre FAQ", () => {
  test("search filters questions and answers, ignoring case and accents", async ({ page }) => {
    await page.goto("/ajuda");
    await expect(page.getByRole("heading", { level: 1, name: "Como podemos ajudar?" })).toBeVisible();
    for (const group of ["Pedidos e entrega", "Pagamentos", "Produtos e qualidade", "Conta e perfil"]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }

    const search = page.getByRole("searchbox", { name: "Buscar nas perguntas frequentes" });
    // Matches an answer only, typed without accents and in capitals.
    await search.fill("CENTRO OESTE");
    await expect(page.getByRole("status").filter({ hasText: "1 resposta encontrada" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Qual é o prazo de entrega?" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("7 a 10 dias úteis para as regiões Norte e Centro-Oeste")).toBeVisible();
    await expect(page.getByRole("button", { name: "Como crio minha conta?" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Pagamentos" })).toHaveCount(0);

    // "credito" finds "crédito" in the question and the answers.
    await search.fill("credito");
    await expect(page.getByRole("button", { name: "Quais formas de pagamento vocês aceitam?" })).toBeVisible();
    await expect(page.getByText("cartão de crédito, cartão de débito, Pix e boleto", { exact: false }).first()).toBeVisible();
    await expect(page.locator("mark", { hasText: /^crédito$/i }).first()).toBeVisible();

    // Clearing shows every group again, with the answers folded.
    await page.getByRole("button", { name: "Limpar busca" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Conta e perfil" })).toBeVisible();
    const question = page.getByRole("button", { name: "Posso pagar na entrega?" });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await question.click();
    await expect(page.getByText("Não oferecemos pagamento na entrega", { exact: false })).toBeVisible();
  });

  test("the accordion loads Radix when a question is reached; then the arrow keys move between questions", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/faq-accordion-[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
    });
    await page.goto("/ajuda", { waitUntil: "networkidle" });
    expect(loaded).toEqual([]);
    const first = page.getByRole("button", { name: "Qual é o prazo de entrega?" });
    await hydrated(first);
    // Marks the first markup's question: Radix's own elements replace it once its code has loaded.
    await first.evaluate((element) => element.setAttribute("data-first-markup", ""));
    await first.focus();
    await expect.poll(() => loaded.length).toBe(1);
    await expect(page.locator("[data-first-markup]")).toHaveCount(0);
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const second = page.locator('[data-slot="accordion-trigger"]').nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("the answers come when needed: not on first load, yet the page's FAQPage data is whole and a ?q= page works", async ({ page }) => {
    const answers: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/faq-answer-[\w-]+\.js$/.test(request.url())) answers.push(request.url());
    });
    await page.goto("/ajuda", { waitUntil: "networkidle" });
    expect(answers).toEqual([]);
    const question = page.getByRole("button", { name: "Posso pagar na entrega?" });
    await hydrated(question);
    // The structured data in the <head> is the server's, whole, after hydration.
    const ld = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    expect(ld).toHaveLength(1);
    expect(ld[0]["@type"]).toBe("FAQPage");
    expect(ld[0].mainEntity).toHaveLength(await page.locator('[data-slot="accordion-item"]').count());
    expect(JSON.stringify(ld[0])).toContain("Não oferecemos pagamento na entrega");

    // Focusing the search box fetches them; a click on a question opens its answer.
    await page.getByRole("searchbox", { name: "Buscar nas perguntas frequentes" }).focus();
    await expect.poll(() => answers.length).toBe(1);
    await question.click();
    await expect(page.getByText("Não oferecemos pagamento na entrega", { exact: false })).toBeVisible();

    // A page opened with a search needs them to hydrate: it does, and its open answers close on a click.
    await page.goto("/ajuda?q=parcelar", { waitUntil: "networkidle" });
    const open = page.getByRole("button", { name: "Posso parcelar minha compra?" });
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: /encontradas? para "parcelar"$/ })).toBeVisible();
    await hydrated(open);
    await open.click();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("sem juros para compras acima de R$ 200", { exact: false })).toBeHidden();

    // Reached by a client-side navigation, the page gets the same structured data (the answers come with its data).
    await page.goto("/contato", { waitUntil: "networkidle" });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator("footer").getByRole("link", { name: "Central de Ajuda" }).click();
    await expect(page).toHaveURL(/\/ajuda$/);
    await expect(page.getByRole("heading", { level: 1, name: "Como podemos ajudar?" })).toBeVisible();
    const after = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    expect(after).toEqual(ld);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("a search without results says so, with the term", async ({ page }) => {
    await page.goto("/ajuda");
    await page.getByRole("searchbox", { name: "Buscar nas perguntas frequentes" }).fill("teletransporte");
    await expect(page.getByText('Nenhuma resposta encontrada para "teletransporte"')).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Pedidos e entrega" })).toHaveCount(0);
    await page.getByRole("link", { name: "Limpar busca" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Pedidos e entrega" })).toBeVisible();
  });

  test("the search is in the URL and is answered by the server", async ({ page }) => {
    await page.goto("/ajuda");
    const search = page.getByRole("searchbox", { name: "Buscar nas perguntas frequentes" });
    await search.fill("parcelar");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/ajuda\?q=parcelar$/);
    await page.reload();
    await expect(search).toHaveValue("parcelar");
    await expect(page.getByText("sem juros para compras acima de R$ 200", { exact: false })).toBeVisible();
  });

  test("the page shows the support channels and its links", async ({ page }) => {
    await page.goto("/ajuda");
    const aside = page.getByRole("complementary", { name: "Atendimento" });
    await expect(aside.getByRole("heading", { name: "Telefone" })).toBeVisible();
    await expect(aside.getByRole("heading", { name: "E-mail" })).toBeVisible();
    await expect(aside.getByRole("heading", { name: "Horário de atendimento" })).toBeVisible();
    await expect(aside.getByText("Segunda a sexta, das 8h às 18h")).toBeVisible();
    const links = aside.getByRole("navigation", { name: "Links úteis" });
    await expect(links.locator('a[href="/politica-troca"]')).toBeVisible();
    await expect(links.locator('a[href="/lgpd"]')).toBeVisible();
    await expect(links.locator('a[href="/dashboard"]')).toBeVisible();
  });

  test("the fixed parts are hydrated as usual, their links navigate without reloading, and a client-side visit renders them", async ({
    page,
  }) => {
    await page.goto("/ajuda", { waitUntil: "networkidle" });
    // No island here (lib/island.tsx): keeping them as the server's HTML saved under 2 KB.
    await expect(page.locator("[data-island]")).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page
      .getByRole("navigation", { name: "Links úteis" })
      .getByRole("link", { name: /Política de Troca e Devolução/ })
      .click();
    await expect(page).toHaveURL(/\/politica-troca$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/ajuda$/);
    await expect(page.getByRole("heading", { level: 1, name: "Como podemos ajudar?" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Atendimento" }).getByRole("heading", { name: "Telefone" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // /contato reached by a client-side navigation renders its fixed parts from their code.
    await page.locator("footer").getByRole("link", { name: "Fale Conosco" }).click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByRole("heading", { level: 1, name: "Estamos aqui para ajudar" })).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "Canais de atendimento" }).getByRole("heading", { name: "Endereço" }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe("help centre without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("?q= is filtered on the server and every answer can be read", async ({ page }) => {
    await page.goto("/ajuda?q=centro-oeste");
    await expect(page.getByText("7 a 10 dias úteis para as regiões Norte e Centro-Oeste")).toBeVisible();
    await expect(page.getByRole("button", { name: "Como crio minha conta?" })).toHaveCount(0);

    await page.goto("/ajuda?q=teletransporte");
    await expect(page.getByText('Nenhuma resposta encontrada para "teletransporte"')).toBeVisible();

    // Without a search the accordion cannot open, so the closed answers come in <noscript> (which a
    // browser with scripting off renders; Playwright's JavaScript switch and its text engine do not).
    const html = await (await page.request.get("/ajuda")).text();
    const fallbacks = html.match(/<noscript>[\s\S]*?<\/noscript>/g) ?? [];
    expect(fallbacks.length).toBeGreaterThan(20);
    expect(fallbacks.length).toBe((html.match(/data-slot="accordion-item"/g) ?? []).length);
    expect(fallbacks.some((n) => n.includes("Não. Não oferecemos pagamento na entrega"))).toBe(true);
  });

  test("the contact form answers with the field errors, keeping what was typed", async ({ page }) => {
    await page.goto("/ajuda");
    const form = page.getByRole("form", { name: "Formulário de contato" });
    await form.getByLabel("Nome").fill("Sem Script");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByText("Informe seu e-mail.")).toBeVisible();
    await expect(form.getByText("Informe o assunto.")).toBeVisible();
    await expect(form.getByText("Escreva sua mensagem.")).toBeVisible();
    await expect(form.getByLabel("Nome")).toHaveValue("Sem Script");
  });
});

test.describe("contact form", () => {
  test("every field is required, with the messages next to the fields", async ({ page }) => {
    await page.goto("/ajuda");
    const form = page.getByRole("form", { name: "Formulário de contato" });
    await expect(form.getByLabel("E-mail")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Mensagem")).toHaveAttribute("rows", "4");
    for (const label of ["Nome", "E-mail", "Assunto", "Mensagem"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-required", "true");
    }
    // Focus moves in the browser; a press before hydration is the no-script path, tested on its own.
    await hydrated(form.getByRole("button", { name: "Enviar mensagem" }));
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByText("Informe seu nome.")).toBeVisible();
    await expect(form.getByText("Informe seu e-mail.")).toBeVisible();
    await expect(form.getByText("Informe o assunto.")).toBeVisible();
    await expect(form.getByText("Escreva sua mensagem.")).toBeVisible();
    await expect(form.getByLabel("Nome")).toBeFocused();
    await expect(form.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");

    // Fixed as it is typed.
    await form.getByLabel("E-mail").fill("nao-e-email");
    await form.getByLabel("E-mail").blur();
    await expect(form.getByText("Digite um e-mail válido")).toBeVisible();
    await form.getByLabel("E-mail").fill("ok@exemplo.com.br");
    await expect(form.getByText("Digite um e-mail válido")).toHaveCount(0);
  });

  test("one click from a half-filled field marks every missing field, not only the one just left", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/contato");
    const form = page.getByRole("form", { name: "Formulário de contato" });
    await form.getByLabel("Nome").fill("Ana Souza");
    await form.getByLabel("E-mail").fill("nao-e-email");
    // The field's error would push the button down mid-press; the press still submits.
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByText("Digite um e-mail válido")).toBeVisible();
    await expect(form.getByText("Informe o assunto.")).toBeVisible();
    await expect(form.getByText("Escreva sua mensagem.")).toBeVisible();
    await expect(form.getByLabel("E-mail")).toBeFocused();
    await expect(form.getByText("Informe seu nome.")).toHaveCount(0);

    // Leaving a field with the keyboard is still checked as it is left.
    await form.getByLabel("Assunto").fill("Prazo");
    await form.getByLabel("Mensagem").focus();
    await form.getByLabel("Mensagem").press("Shift+Tab");
    await expect(form.getByText("Informe o assunto.")).toHaveCount(0);
  });
  test("sends the message to support, escaped, and clears the form", async ({ page }) => {
    const id = unique();
    const subject = `Pedido <b>html</b> & "aspas" ${id}`;
    const since = Date.now();
    await page.goto("/ajuda");
    const form = page.getByRole("form", { name: "Formulário de contato" });
    await form.getByLabel("Nome").fill("Joana <i>Teste</i>");
    await form.getByLabel("E-mail").fill(`joana-${id}@exemplo.com.br`);
    await form.getByLabel("Assunto").fill(subject);
    await form.getByLabel("Mensagem").fill(`Minha amostra <script>alert(1)</script> & "chegou"?\nSegunda linha`);

    // Slow the answer down a little to see the sending state.
    await page.route("**/ajuda.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByRole("button", { name: "Enviando..." })).toBeDisabled();

    await expect(page.getByText("Mensagem enviada!").first()).toBeVisible();
    await expect(page.getByText("Responderemos em até 24 horas.").first()).toBeVisible();
    for (const label of ["Nome", "E-mail", "Assunto", "Mensagem"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }

    const mail = await waitForMail(SUPPORT_EMAIL, { subject: new RegExp(id), since });
    expect(mail.subject).toBe(`Contato - ${subject}`);
    expect(mail.html).toContain(`Pedido &lt;b&gt;html&lt;/b&gt; &amp; &quot;aspas&quot; ${id}`);
    expect(mail.html).toContain("Joana &lt;i&gt;Teste&lt;/i&gt;");
    expect(mail.html).toContain("Minha amostra &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;chegou&quot;?<br>Segunda linha");
    expect(mail.html).toContain(`joana-${id}@exemplo.com.br`);
    expect(mail.html).not.toContain("<b>html</b>");
    expect(mail.html).not.toContain("<script>");
  });

  test("/contato uses the same form and shows the company's details", async ({ page }) => {
    const id = unique();
    const since = Date.now();
    await page.goto("/contato");
    const channels = page.getByRole("complementary", { name: "Canais de atendimento" });
    for (const heading of ["Telefone", "WhatsApp", "E-mail", "Horário de atendimento", "Endereço", "Empresa"]) {
      await expect(channels.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText("CNPJ 12.345.678/0001-90").first()).toBeVisible();
    const form = page.getByRole("form", { name: "Formulário de contato" });
    await form.getByLabel("Nome").fill("Carlos Contato");
    await form.getByLabel("E-mail").fill(`carlos-${id}@exemplo.com.br`);
    await form.getByLabel("Assunto").fill(`Parceria ${id}`);
    await form.getByLabel("Mensagem").fill("Olá! Gostaria de saber sobre parcerias.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByText("Mensagem enviada!").first()).toBeVisible();
    const mail = await waitForMail(SUPPORT_EMAIL, { subject: new RegExp(id), since });
    expect(mail.subject).toBe(`Contato - Parceria ${id}`);
  });
});

test.describe("contact form abuse", () => {
  // A client of its own: an address of the documentation range (2001:db8::/32), a new /64 each run and
  // each retry, sent as the proxy's hop (in place of the test's own, support/fixtures.ts), so this
  // client's counter starts at zero and the refused attempt is known.
  const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
  test.use({ extraHTTPHeaders: { "x-forwarded-for": `2001:db8:${hex()}:${hex()}::1` } });

  test("from a fresh client, five messages are sent and the sixth is refused with 'Erro ao enviar', keeping the text", async ({ page }) => {
    const id = unique();
    const email = `insistente-${id}@exemplo.com.br`;
    const since = Date.now();
    await page.goto("/ajuda");
    const form = page.getByRole("form", { name: "Formulário de contato" });
    const typed = (attempt: number) => ({
      Nome: "Insistente",
      "E-mail": email,
      Assunto: `Tentativa ${attempt} ${id}`,
      Mensagem: "Mais uma mensagem.",
    });
    /** Fills the form for `attempt`, sends it and gives the answer's status. */
    const send = async (attempt: number) => {
      for (const [label, value] of Object.entries(typed(attempt))) await form.getByLabel(label).fill(value);
      const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/ajuda.data"));
      await form.getByRole("button", { name: "Enviar mensagem" }).click();
      return (await answer).status();
    };
    // At most five messages per client (address and e-mail) in 15 minutes (CONTACT_LIMIT).
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await send(attempt), `message ${attempt}`).toBe(200);
      await expect(form.getByLabel("Mensagem")).toHaveValue("");
    }
    expect(await send(6), "message 6").toBe(429);
    await expect(form.getByRole("alert").filter({ hasText: "Erro ao enviar" })).toContainText(
      "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    );
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Erro ao enviar" })).toBeVisible();
    for (const [label, value] of Object.entries(typed(6))) await expect(form.getByLabel(label)).toHaveValue(value);
    // The fifth reached support; the sixth never does.
    await waitForMail(SUPPORT_EMAIL, { subject: new RegExp(`Tentativa 5 ${id}`), since });
    await expect(waitForMail(SUPPORT_EMAIL, { subject: new RegExp(`Tentativa 6 ${id}`), since, timeoutMs: 1_500 })).rejects.toThrow();
  });
});

test.describe("data-removal request (LGPD)", () => {
  test("name and e-mail are required; the reason is optional", async ({ page }) => {
    await page.goto("/lgpd#remocao-de-dados");
    const form = page.getByRole("form", { name: "Solicitação de remoção de dados" });
    await expect(form.getByLabel("Motivo (opcional)")).toBeVisible();
    await form.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(form.getByText("Informe seu nome completo.")).toBeVisible();
    await expect(form.getByText("Informe seu e-mail.")).toBeVisible();
    await expect(page.getByText("Solicitação enviada!")).toHaveCount(0);
  });

  test("an anonymous request is replaced by the confirmation; the address gets only a link, and the team hears of it once confirmed", async ({
    page,
  }) => {
    const email = `remover-${unique()}@exemplo.com.br`;
    const since = Date.now();
    await page.goto("/lgpd");
    await expect(page.locator("#termos")).toBeAttached();
    await expect(page.getByText("Segunda a sexta, 9h-18h").first()).toBeVisible();
    const form = page.getByRole("form", { name: "Solicitação de remoção de dados" });
    await form.getByLabel("Nome completo").fill("Rita <b>Remoção</b>");
    await form.getByLabel("E-mail").fill(email);

    await page.route("**/lgpd.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(form.getByRole("button", { name: "Enviando..." })).toBeDisabled();

    const confirmation = page.getByRole("status").filter({ hasText: "Solicitação enviada!" });
    await expect(confirmation).toBeVisible();
    await expect(
      confirmation.getByText(
        "Enviamos um link de confirmação para o e-mail informado. Depois que você confirmar, a solicitação será processada em até 30 dias.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Solicitação de remoção de dados" })).toHaveCount(0);
    const protocol = (await page.getByTestId("privacy-protocol").textContent())!.trim();
    expect(protocol).toMatch(/^LGPD-\d{4}-\d{6}$/);
    await expect(confirmation).toContainText(`Enviamos um link de confirmação para ${email}.`);

    // The address gets a fixed text and the link: nothing the sender typed.
    const request = await waitForMail(email, { subject: new RegExp(protocol), since });
    expect(request.subject).toBe(`Confirme sua solicitação de privacidade – protocolo ${protocol}`);
    expect(request.html + request.text).not.toContain("Rita");
    expect(request.text).toContain("O link vale por 7 dias");

    await page.goto(linkIn(request, "/lgpd/confirmar"));
    await page.getByRole("button", { name: "Confirmar solicitação" }).click();
    await expect(page.getByText("Solicitação confirmada!")).toBeVisible();
    const team = await waitForMail("privacidade@raizvital.com.br", { subject: new RegExp(protocol), since });
    expect(team.text).toContain(email);
  });

  test("a signed-in customer's request is stored under the account and listed with its status", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await page.goto("/lgpd#remocao-de-dados");
    const form = page.getByRole("form", { name: "Solicitação de remoção de dados" });
    await expect(form.getByLabel("E-mail")).toHaveValue(DEMO.customer.email);
    await expect(form.getByLabel("Nome completo")).not.toHaveValue("");
    await form.getByLabel("Motivo (opcional)").fill("Quero apagar meu histórico de avaliações.");
    await form.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(page.getByText("Sua solicitação foi recebida e será processada em até 30 dias.").first()).toBeVisible();
    const protocol = (await page.getByTestId("privacy-protocol").textContent())!.trim();

    await page.reload();
    const card = page.getByRole("list", { name: "Solicitações de privacidade" });
    const row = card.getByRole("listitem").filter({ hasText: protocol });
    await expect(row).toBeVisible();
    await expect(row.getByText("Pendente")).toBeVisible();
  });
});

test.describe("links", () => {
  test("every footer link answers 200, and /lgpd#termos exists", async ({ page }) => {
    await page.goto("/");
    const hrefs = await page.locator("footer a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/ajuda", "/politica-troca", "/lgpd", "/contato", "/sobre", "/dashboard", "/lgpd#termos"]),
    );
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await page.goto("/lgpd#termos");
    await expect(page.getByRole("heading", { level: 2, name: "Termos de Uso" })).toBeInViewport();
  });

  test("the help, policy and company pages link only to pages that exist", async ({ page }) => {
    const seen = new Set<string>();
    for (const path of ["/ajuda", "/politica-troca", "/lgpd", "/contato", "/sobre"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(/Raiz Vital/);
      const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      for (const href of hrefs) seen.add(href.split("#")[0]);
    }
    for (const href of seen) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test("the returns policy states every figure and agrees with the FAQ", async ({ page }) => {
    await page.goto("/politica-troca");
    for (const section of ["1. Prazos", "2. Condição do produto", "3. Como solicitar", "4. Reembolso e frete", "5. Produtos não aceitos"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    const main = page.locator("main");
    for (const figure of [
      "Direito de arrependimento: 7 dias.",
      "Garantia de satisfação: 30 dias.",
      "Produtos com defeito: 90 dias.",
      "Avaria no transporte: 48 horas.",
      "2 dias úteis",
      "Em até 5 dias úteis, na conta bancária do titular do pedido",
      "Estorno lançado na próxima fatura",
      "Imediato, para usar na próxima compra",
      "o frete é por nossa conta",
      "o frete da devolução é por conta do cliente",
    ]) {
      await expect(main.getByText(figure, { exact: false }).first(), figure).toBeVisible();
    }
    await main.getByRole("link", { name: "Ir para a Central de Ajuda" }).click();
    await expect(page).toHaveURL(/\/ajuda$/);
  });

  test("the pages pass the WCAG 2.1 AA checks on a phone", async ({ page }) => {
    // axe takes several seconds per page on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/ajuda", "/ajuda?q=pix", "/politica-troca", "/lgpd", "/contato", "/sobre"]) {
      await page.goto(path);
      const result = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        path,
      ).toEqual([]);
    }
  });
});
