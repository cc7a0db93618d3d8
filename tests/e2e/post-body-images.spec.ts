/**
 * Issue 37, point 15: "The post body can take uploaded images, not only the cover." On a 390 px phone,
 * the admin uploads an image into a new post's body through "Inserir imagem" (its description is
 * required) and the public post shows it, described, sized and lazily loaded.
 */
import sharp from "sharp";
import { expect, hydrated, test, toast } from "./support/fixtures";
import { adminPage } from "./support/accounts";
import { shots } from "./support/shots";

const PHONE = { width: 390, height: 844 };

test.describe.configure({ timeout: 120_000 });

test("an image uploaded into the post's body shows on the public post with its description", async ({ browser }) => {
  const page = await adminPage(browser, PHONE);
  const stamp = Date.now().toString(36);
  const title = `Chá verde no dia a dia ${stamp}`;
  const alt = `Xícara de chá verde sobre a mesa ${stamp}`;
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 150, b: 70 } } })
    .png()
    .toBuffer();

  await page.goto("/admin-panel/blog");
  const open = page.getByRole("button", { name: "Novo post" });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Novo post" });
  await dialog.getByLabel(/^Título/).fill(title);
  const body = dialog.getByLabel("Conteúdo (Markdown)");
  await body.fill("Primeiro parágrafo.\n\nÚltimo parágrafo.");
  // The cursor after the first paragraph: the image goes there.
  await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(19, 19));

  await shots(page, "post-editor-insert-button", { widths: [390, 1280] });
  await dialog.getByRole("button", { name: "Inserir imagem" }).click();
  const insert = page.getByRole("dialog", { name: "Inserir imagem" });
  await insert.getByLabel(/^Imagem/).setInputFiles({ name: "cha.png", mimeType: "image/png", buffer: picture });
  await insert.getByRole("button", { name: "Inserir", exact: true }).click();
  // The description is required.
  await expect(insert.getByText("Descreva a imagem: o texto alternativo é lido por quem não pode vê-la.")).toBeVisible();
  await shots(page, "post-body-image-dialog", { widths: [390, 1280] });
  await insert.getByLabel(/^Descreva a imagem/).fill(alt);
  await insert.getByRole("button", { name: "Inserir", exact: true }).click();
  await expect(insert).toBeHidden();
  await expect(body).toBeFocused();
  await expect(body).toHaveValue(
    new RegExp(`^Primeiro parágrafo\\.\\n\\n!\\[${alt}\\]\\(/uploads/[0-9a-f]{32}\\.webp#1200x800\\)\\n\\nÚltimo parágrafo\\.$`),
  );

  await dialog.getByRole("tab", { name: "Pré-visualizar" }).click();
  await expect(dialog.getByTestId("markdown-preview").getByRole("img", { name: alt })).toBeVisible();
  await dialog.getByRole("tab", { name: "Escrever" }).click();
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Criar post" }).click();
  await expect(toast(page, "Post criado com sucesso!", { exact: true })).toBeVisible();

  const slug = title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "-");
  const reader = await browser.newPage({ viewport: PHONE });
  await reader.goto(`/blog/${slug}`);
  const image = reader.locator(`[data-html-once="post-body"]`).getByRole("img", { name: alt });
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "800");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("srcset", /-400\.webp 400w, .*-800\.webp 800w, .*\.webp 1200w$/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Responsive: within the phone's width, no horizontal scroll.
  const box = (await image.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shots(reader, "post-body-image-public", { target: `[data-html-once="post-body"] img`, widths: [390, 1280] });
  await reader.close();
  await page.close();
});
