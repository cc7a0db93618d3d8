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
