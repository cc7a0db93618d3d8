/**
 * Two tabs editing one item (issue 37, point 8): every versioned update refuses a save based on an
 * older version, writes nothing then, and accepts the one based on the version it holds.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { createPost, updatePost } from "~/models/admin/blog.server";
import { StaleEditError } from "~/models/admin/edit-version.server";
import { createProduct, updateProduct } from "~/models/admin/products.server";
import { createReward, updateReward } from "~/models/admin/rewards.server";
import { createPointSetting, updatePointSetting } from "~/models/admin/settings.server";
import {
  sampleSettingsVersion,
  shippingFeesVersion,
  shippingRates,
  updateSampleSettings,
  updateShippingFees,
} from "~/models/shipping.server";
import { postSchema } from "~/validation/admin/post";
import { productSchema } from "~/validation/admin/product";
import { rewardSchema } from "~/validation/admin/reward";

const t = useTestDatabase();
let adminId: string;

beforeAll(async () => {
  await seedContent(t.db);
  adminId = crypto.randomUUID();
  await t.db.insert(s.user).values({ id: adminId, name: "Ana Admin", email: "versoes@exemplo.com.br", emailVerified: true });
  await t.db.insert(s.profiles).values({ id: adminId, email: "versoes@exemplo.com.br", fullName: "Ana Admin", role: "admin" });
});

async function auditCount(entityId: string) {
  return (await t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, entityId))).length;
}

describe("a save based on an older version", () => {
  it("products: the second tab is refused and nothing is written", async () => {
    const created = await createProduct(productSchema.parse({ name: "Versão Produto", description: "Primeira" }), adminId);
    const loaded = created.updatedAt;
    const first = await updateProduct(created.id, productSchema.parse({ name: "Versão Produto", description: "Aba um" }), adminId, loaded);
    expect(first.updatedAt).not.toEqual(loaded);
    const audits = await auditCount(created.id);
    await expect(
      updateProduct(created.id, productSchema.parse({ name: "Versão Produto", description: "Aba dois" }), adminId, loaded),
    ).rejects.toThrow(StaleEditError);
    const [row] = await t.db.select().from(s.products).where(eq(s.products.id, created.id));
    expect(row.description).toBe("Aba um");
    expect(row.updatedAt).toEqual(first.updatedAt);
    expect(await auditCount(created.id)).toBe(audits);
    // Reloaded, the second tab saves.
    await updateProduct(created.id, productSchema.parse({ name: "Versão Produto", description: "Aba dois" }), adminId, row.updatedAt);
  });

  it("posts", async () => {
    const input = (content: string) => postSchema.parse({ title: "Versão Post", slug: "versao-post", content });
    const created = await createPost(input("Primeira"), adminId);
    const first = await updatePost(created.id, input("Aba um"), adminId, new Date(), { version: created.updatedAt });
    expect(first.changed).toBe(true);
    await expect(updatePost(created.id, input("Aba dois"), adminId, new Date(), { version: created.updatedAt })).rejects.toThrow(
      /Este item foi alterado por outra pessoa às \d\d:\d\d/,
    );
    const [row] = await t.db.select().from(s.blogPosts).where(eq(s.blogPosts.id, created.id));
    expect(row.content).toBe("Aba um");
  });

  it("rewards", async () => {
    const created = await createReward(rewardSchema.parse({ name: "Versão Prêmio", pointsRequired: "50" }), adminId);
    await updateReward(created.id, rewardSchema.parse({ name: "Versão Prêmio", pointsRequired: "60" }), adminId, created.updatedAt);
    await expect(
      updateReward(created.id, rewardSchema.parse({ name: "Versão Prêmio", pointsRequired: "70" }), adminId, created.updatedAt),
    ).rejects.toThrow(StaleEditError);
    const [row] = await t.db.select().from(s.rewards).where(eq(s.rewards.id, created.id));
    expect(row.pointsRequired).toBe(60);
  });

  it("point settings", async () => {
    await t.db.delete(s.pointSettings).where(eq(s.pointSettings.action, "profile_complete"));
    const created = await createPointSetting({ action: "profile_complete", points: 15, description: null }, adminId);
    await updatePointSetting(created.id, { action: "profile_complete", points: 20, description: null }, adminId, created.updatedAt);
    await expect(
      updatePointSetting(created.id, { action: "profile_complete", points: 25, description: null }, adminId, created.updatedAt),
    ).rejects.toThrow(StaleEditError);
    const [row] = await t.db.select().from(s.pointSettings).where(eq(s.pointSettings.id, created.id));
    expect(row.points).toBe(20);
  });

  it("shipping fees: the table is one version", async () => {
    const loaded = (await shippingFeesVersion()) ?? new Date(0);
    const rates = await shippingRates();
    await updateShippingFees(
      rates.map((r) => ({ ...r, feeCents: 1500 })),
      adminId,
      loaded,
    );
    await expect(
      updateShippingFees(
        rates.map((r) => ({ ...r, feeCents: 9900 })),
        adminId,
        loaded,
      ),
    ).rejects.toThrow(StaleEditError);
    expect((await shippingRates()).map((r) => r.feeCents)).toEqual([1500, 1500, 1500]);
  });

  it("the Pix deadline", async () => {
    const loaded = (await sampleSettingsVersion()) ?? new Date(0);
    await updateSampleSettings({ pixDeadlineDays: 4 }, adminId, loaded);
    await expect(updateSampleSettings({ pixDeadlineDays: 7 }, adminId, loaded)).rejects.toThrow(StaleEditError);
    const [row] = await t.db.select().from(s.sampleSettings);
    expect(row.pixDeadlineDays).toBe(4);
  });
});

describe("publishing a scheduled post now (point 10)", () => {
  const post = (fields: Record<string, string>) => postSchema.parse({ title: "Agendado", slug: "agendado-agora", content: "x", ...fields });

  it("an emptied date means now, as the form's hint says ('Vazio: ao publicar')", async () => {
    const now = new Date("2026-11-29T15:00:00Z");
    const created = await createPost(post({ status: "published", publishedAt: "2026-12-24T09:00" }), adminId, now);
    expect(created.publishedAt!.getTime()).toBeGreaterThan(now.getTime());
    const later = new Date("2026-11-29T16:00:00Z");
    const out = await updatePost(created.id, post({ status: "published", publishedAt: "" }), adminId, later);
    expect(out.publishedAt).toEqual(later);
    expect(out.changed).toBe(true);
  });

  it("'Publicar agora' publishes a draft or a scheduled post at once", async () => {
    const now = new Date("2026-11-29T15:00:00Z");
    const created = await createPost(post({ slug: "rascunho-agora", publishedAt: "2026-12-24T09:00" }), adminId, now);
    const at = new Date("2026-11-29T15:30:00Z");
    const out = await updatePost(created.id, post({ slug: "rascunho-agora", publishedAt: "2026-12-24T09:00" }), adminId, at, {
      publishNow: true,
      version: created.updatedAt,
    });
    expect(out).toMatchObject({ status: "published", publishedAt: at, changed: true });
  });

  it("a save that changes nothing writes nothing and says so", async () => {
    const created = await createPost(post({ slug: "sem-mudanca", status: "published" }), adminId);
    const shown = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "America/Sao_Paulo",
      dateStyle: "short",
      timeStyle: "short",
    })
      .format(created.publishedAt!)
      .replace(" ", "T");
    const audits = await auditCount(created.id);
    const same = await updatePost(created.id, post({ slug: "sem-mudanca", status: "published", publishedAt: shown }), adminId, new Date(), {
      version: created.updatedAt,
    });
    expect(same.changed).toBe(false);
    expect(same.updatedAt).toEqual(created.updatedAt);
    expect(await auditCount(created.id)).toBe(audits);
  });
});
