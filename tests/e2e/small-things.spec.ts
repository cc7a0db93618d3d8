import { DEMO, expect, signInViaApi, test, toast } from "./support/fixtures";

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
