// Issue 37, point 15 (B): products have a stock of samples. A request takes one in its transaction, a
// cancelled, expired or rejected one gives it back (once), reopening takes it again; at 0 the server
// refuses a request, and the public product page (next read) says "Amostras esgotadas".
process.env.PIX_KEY = "contato@raizvital.com.br";
process.env.PIX_MERCHANT_NAME = "Raiz Vital";
process.env.PIX_CITY = "São Paulo";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { configureCaches } from "~/lib/server/cache.server";
import { cancelOwnSample, expireUnpaidSamples, requestSample } from "~/models/samples.server";
import { updateSampleStatus } from "~/models/admin/samples.server";
import { listProducts, updateProduct } from "~/models/admin/products.server";
import { getProductBySlug } from "~/models/catalog.server";
import { SAMPLE_STOCK_TEXTS, sampleStockText, isLowSampleStock } from "~/models/sample-stock";
import { productSchema } from "~/validation/admin/product";
import { AdminError } from "~/models/admin/errors.server";

const t = useTestDatabase();
let adminId: string;
let productId: string;
const SLUG = "rhodiola-rosea";

const FORM = {
  fullName: "Joana Lima",
  email: "joana@exemplo.com.br",
  zipCode: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  complement: "",
  district: "Bela Vista",
  city: "São Paulo",
  state: "SP",
};

beforeAll(async () => {
  configureCaches({ enabled: false });
  await seedContent(t.db);
  adminId = await makeConfirmedUser(t.db, "admin");
  await t.db.update(s.profiles).set({ role: "admin" }).where(eq(s.profiles.id, adminId));
  productId = await productIdBySlug(t.db, SLUG);
});

async function stock() {
  const [row] = await t.db.select({ n: s.products.sampleStock }).from(s.products).where(eq(s.products.id, productId));
  return row.n;
}

async function setStock(n: number) {
  await t.db.update(s.products).set({ sampleStock: n }).where(eq(s.products.id, productId));
}

/** The product form as the panel sends it for `row`, with `sampleStock` typed. */
function formOf(row: Awaited<ReturnType<typeof listProducts>>["rows"][number], sampleStock: string) {
  return productSchema.parse({
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.shortDescription ?? "",
    categoryId: row.categoryId ?? "",
    benefits: row.benefits.join(", "),
    howToUse: row.howToUse ?? "",
    sampleDescription: row.sampleDescription ?? "",
    status: row.status,
    imageUrl: row.imageUrl ?? "",
    sampleStock,
  });
}

async function ask() {
  const userId = await makeConfirmedUser(t.db, "cliente");
  return { userId, result: await requestSample(userId, productId, FORM) };
}

describe("the panel's words", () => {
  it("warns from 10 samples down, and says when none is left", () => {
    expect(isLowSampleStock(11)).toBe(false);
    expect(isLowSampleStock(10)).toBe(true);
    expect(sampleStockText(7)).toBe("Restam 7 amostras");
    expect(sampleStockText(1)).toBe("Resta 1 amostra");
    expect(sampleStockText(0)).toBe("Amostras esgotadas");
  });

  it("the form's stock: empty is the default, text that is not a whole number is refused, never read as 0", () => {
    const base = { name: "Produto", description: "Texto" };
    expect(productSchema.parse({ ...base, sampleStock: "" }).sampleStock).toBe(100);
    expect(productSchema.parse({ ...base, sampleStock: "25" }).sampleStock).toBe(25);
    expect(productSchema.safeParse({ ...base, sampleStock: "abc" }).success).toBe(false);
    expect(productSchema.safeParse({ ...base, sampleStock: "-1" }).success).toBe(false);
    expect(productSchema.safeParse({ ...base, sampleStock: "2.5" }).success).toBe(false);
  });
});

describe("stock of samples", () => {
  it("existing products start with 100 samples (the migration's default)", async () => {
    expect(await stock()).toBe(100);
  });

  it("a request takes one; a customer's cancellation gives it back, once", async () => {
    await setStock(5);
    const { userId, result } = await ask();
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await stock()).toBe(4);
    expect(await cancelOwnSample(userId, result.requestId)).toMatchObject({ ok: true });
    expect(await stock()).toBe(5);
    expect(await cancelOwnSample(userId, result.requestId)).toMatchObject({ ok: false });
    expect(await stock()).toBe(5);
  });

  it("at 0 the server refuses with a Portuguese message and writes nothing; the page says it is sold out", async () => {
    await setStock(1);
    const first = await ask();
    expect(first.result.ok).toBe(true);
    expect(await stock()).toBe(0);
    const { userId, result } = await ask();
    expect(result).toEqual({ ok: false, reason: "soldOut", message: SAMPLE_STOCK_TEXTS.refused });
    expect(await t.db.$count(s.sampleRequests, eq(s.sampleRequests.userId, userId))).toBe(0);
    expect(await t.db.$count(s.pointsLedger, eq(s.pointsLedger.userId, userId))).toBe(0);
    expect(await stock()).toBe(0);
    expect((await getProductBySlug(SLUG))?.soldOut).toBe(true);
  });

  it("two requests for the last sample: one is written, the stock never goes below zero", async () => {
    await setStock(1);
    const [a, b] = await Promise.all([ask(), ask()]);
    expect([a.result.ok, b.result.ok].filter(Boolean)).toHaveLength(1);
    expect(await stock()).toBe(0);
  });

  it("the team's rejection gives it back; reopening takes it again, and is refused when none is left", async () => {
    await setStock(3);
    const { result } = await ask();
    if (!result.ok) throw new Error(JSON.stringify(result));
    await t.db.update(s.sampleRequests).set({ paymentStatus: "waived" }).where(eq(s.sampleRequests.id, result.requestId));
    expect(await stock()).toBe(2);
    await updateSampleStatus({ id: result.requestId, status: "rejected", trackingCode: null, silent: true }, adminId);
    expect(await stock()).toBe(3);
    await updateSampleStatus({ id: result.requestId, status: "pending", trackingCode: null, reason: "Engano", silent: true }, adminId);
    expect(await stock()).toBe(2);
    await updateSampleStatus({ id: result.requestId, status: "rejected", trackingCode: null, silent: true }, adminId);
    expect(await stock()).toBe(3);
    await setStock(0);
    await expect(
      updateSampleStatus({ id: result.requestId, status: "pending", trackingCode: null, reason: "Engano", silent: true }, adminId),
    ).rejects.toThrow(new AdminError(SAMPLE_STOCK_TEXTS.reopenRefused));
    expect(await stock()).toBe(0);
  });

  it("an unpaid request that expires gives its sample back", async () => {
    await expireUnpaidSamples(new Date("2030-01-01T00:00:00Z"));
    await setStock(2);
    const { result } = await ask();
    expect(result.ok).toBe(true);
    expect(await stock()).toBe(1);
    expect((await expireUnpaidSamples(new Date("2030-01-01T00:00:00Z"))).expired).toBeGreaterThan(0);
    expect(await stock()).toBe(2);
  });

  it("the admin sets the stock in the product form; the panel list and the public page read it next", async () => {
    const [before] = (await listProducts({ q: "Rhodiola" })).rows;
    await updateProduct(productId, formOf(before, "0"), adminId, before.updatedAt);
    expect((await listProducts({ q: "Rhodiola" })).rows[0].sampleStock).toBe(0);
    expect((await getProductBySlug(SLUG))?.soldOut).toBe(true);
    const [now] = (await listProducts({ q: "Rhodiola" })).rows;
    await updateProduct(productId, formOf(now, "8"), adminId);
    expect((await getProductBySlug(SLUG))?.soldOut).toBe(false);
    expect((await listProducts({ q: "Rhodiola" })).rows[0].sampleStock).toBe(8);
  });
});
