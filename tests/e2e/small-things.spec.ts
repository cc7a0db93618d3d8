import { DEMO, expect, hydrated, signInViaApi, test, toast } from "./support/fixtures";

/** Issue 36, "Small things a customer notices", on a 390 px phone. */
test.use({ viewport: { width: 390, height: 844 } });

test.describe("toasts", () => {
  test("the region is announced as 'Avisos', and the toast closes with a 44 px 'Fechar aviso' button", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await page.goto("/");
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    const shown = toast(page, "Você saiu da sua conta.");
    await expect(shown).toBeVisible();

    const region = page.getByRole("region", { name: "Avisos", exact: true });
    await expect(region).toBeAttached();
    await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
    const close = shown.getByRole("button", { name: "Fechar aviso", exact: true });
    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The button stays inside the toast (a phone's edge never cuts it).
    const card = (await shown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    await close.click();
    await expect(shown).toBeHidden();
  });
});

test.describe("WhatsApp", () => {
  const MESSAGE = "Olá! Vim pelo site da Raiz Vital e gostaria de tirar uma dúvida.";

  async function expectWhatsAppLink(link: import("@playwright/test").Locator) {
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://wa.me/5511940001234");
    expect(href.searchParams.get("text")).toBe(MESSAGE);
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  test("the help centre, the contact page and the footer open a conversation with the message already written", async ({ page }) => {
    await page.goto("/ajuda");
    await expectWhatsAppLink(page.getByRole("main").getByRole("link", { name: "WhatsApp (11) 94000-1234" }));
    await expectWhatsAppLink(page.getByRole("contentinfo").getByRole("link", { name: "WhatsApp (11) 94000-1234" }));
    await page.goto("/contato");
    await expectWhatsAppLink(page.getByRole("main").getByRole("link", { name: "(11) 94000-1234" }));
  });
});

test.describe("long names", () => {
  const LONG = `Maria ${"Aparecida dos Santos ".repeat(5)}Oliveira`.trim().slice(0, 120);

  test("the name field counts to 120 as the customer types; the profile card and the menus keep a long name tidy", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Editar Perfil" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar Perfil" });
    const name = dialog.getByLabel("Nome completo");
    const original = await name.inputValue();
    await expect(dialog.getByText(`${original.length}/120 caracteres`)).toBeVisible();
    await name.fill(LONG);
    await expect(dialog.getByText(`${LONG.length}/120 caracteres`)).toBeVisible();
    await expect(name).toHaveAccessibleDescription(`${LONG.length}/120 caracteres`);
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(dialog).toBeHidden();

    try {
      const heading = page.getByRole("heading", { name: LONG });
      await expect(heading).toBeVisible();
      // Wraps across the card's width on a phone: a few lines, not a column of 13.
      const lines = await heading.evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      );
      expect(lines).toBeLessThanOrEqual(6);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olá, Maria!");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The account menu and the phone menu end the name with an ellipsis inside the screen.
      await page.getByRole("button", { name: "Menu da conta" }).click();
      const inMenu = page.getByRole("menu").getByText(LONG);
      await expect(inMenu).toBeVisible();
      const menuName = await inMenu.evaluate((el) => ({
        overflow: getComputedStyle(el).textOverflow,
        cut: el.scrollWidth > el.clientWidth,
        right: el.getBoundingClientRect().right,
      }));
      expect(menuName).toMatchObject({ overflow: "ellipsis", cut: true });
      expect(menuName.right).toBeLessThanOrEqual(390);
    } finally {
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Editar Perfil" }).click();
      await page.getByRole("dialog", { name: "Editar Perfil" }).getByLabel("Nome completo").fill(original);
      await page.getByRole("dialog", { name: "Editar Perfil" }).getByRole("button", { name: "Salvar alterações" }).click();
      await expect(page.getByRole("dialog", { name: "Editar Perfil" })).toBeHidden();
    }
  });
});

test.describe("CPF", () => {
  test("17. the sample form says why the CPF is asked for, and /lgpd lists it among what samples collect", async ({ page }) => {
    await signInViaApi(page, DEMO.customer);
    // A product no spec requests a sample of for the demo customer: the dialog shows the form.
    await page.goto("/produto/propolis-verde");
    const button = page.getByRole("link", { name: "Solicitar Amostra Grátis" }).first();
    await hydrated(button);
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Solicitar Amostra Grátis" });
    const cpf = dialog.getByLabel("CPF");
    await expect(cpf).toHaveAccessibleDescription(/Para a nota fiscal de envio da amostra/);
    await cpf.scrollIntoViewIfNeeded();
    await expect(dialog.getByText("Para a nota fiscal de envio da amostra.", { exact: false })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/lgpd");
    await expect(page.getByRole("main").getByText(/Amostras grátis:.*o CPF/)).toBeVisible();
  });
});
