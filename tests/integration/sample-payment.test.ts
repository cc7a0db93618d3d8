// The whole life of a sample's shipping fee with a Pix key configured: quote, order number, the
// "Recebemos sua solicitação" e-mail with the Pix code, payment state, approval rule and concurrency.
process.env.PIX_KEY = "contato@raizvital.com.br";
process.env.PIX_MERCHANT_NAME = "Raiz Vital";
process.env.PIX_CITY = "São Paulo";

import { and, eq } from "drizzle-orm";
import { parsePix, hasError } from "pix-utils";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import { localMails } from "../helpers/mail";
import { readQrCode } from "../helpers/qr-code";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { countQueries } from "~/lib/server/db/client.server";
import { configureCaches } from "~/lib/server/cache.server";
import { mySampleTickets, requestSample } from "~/models/samples.server";
import { productViewerState } from "~/models/catalog.server";
import { AdminError } from "~/models/admin/errors.server";
import {
  AWAITING_PAYMENT_MESSAGE,
  bulkUpdateSampleStatus,
  listSamples,
  samplesForPacking,
  setSamplePayment,
  updateSampleStatus,
} from "~/models/admin/samples.server";
import { quoteShipping, shippingQuoteTable, shippingRates, updateShippingFees } from "~/models/shipping.server";
import { BR_STATES, type ShippingRegion } from "~/db/schema/enums";
import { CEP_RANGES } from "~/validation/cep";
import { shippingFeesSchema } from "~/validation/admin/shipping";
import { sampleStatusSchema } from "~/validation/admin/sample";

const t = useTestDatabase();
let adminId: string;
let bacopa: string;
let magnesium: string;
let melatonin: string;

const ADDRESS = {
  fullName: "Joana Lima",
  email: "joana@exemplo.com.br",
  phone: "",
  address: "Rua A, 10 – Centro",
  city: "São Paulo",
  state: "SP",
  zipCode: "01310-100",
  notes: "",
};
const BAHIA = { ...ADDRESS, city: "Salvador", state: "BA", zipCode: "40020-000" };

beforeAll(async () => {
  await seedContent(t.db);
  adminId = await makeConfirmedUser(t.db, "admin");
  await t.db.update(s.profiles).set({ role: "admin" }).where(eq(s.profiles.id, adminId));
  bacopa = await productIdBySlug(t.db, "bacopa-monnieri-500mg");
  magnesium = await productIdBySlug(t.db, "magnesio-dimalato");
  melatonin = await productIdBySlug(t.db, "melatonina-camomila");
});

async function request(productId: string, input: Record<string, unknown> = ADDRESS) {
  const userId = await makeConfirmedUser(t.db, "cliente");
  // The form's e-mail is contact data only: every mail goes to the account's confirmed address.
  const result = await requestSample(userId, productId, { ...input, email: `contato-${userId.slice(0, 8)}@exemplo.com.br` });
  if (!result.ok) throw new Error(JSON.stringify(result));
  const [account] = await t.db.select({ email: s.user.email }).from(s.user).where(eq(s.user.id, userId));
  return { userId, email: account.email, ...result };
}

describe("the fee, decided by the server", () => {
  it("quotes the region's fee and the help centre's times by default", async () => {
    const table = await shippingQuoteTable();
    expect(table.charged).toBe(true);
    expect(table.rates).toEqual([
      { region: "sul_sudeste", feeCents: 1290, minDays: 3, maxDays: 5 },
      { region: "nordeste", feeCents: 1690, minDays: 5, maxDays: 7 },
      { region: "norte_centro_oeste", feeCents: 1990, minDays: 7, maxDays: 10 },
    ]);
  });

  it("stores the fee of the state's region, awaiting payment, whatever amount the browser sends", async () => {
    const { requestId } = await request(bacopa, { ...ADDRESS, shippingFeeCents: 0, paymentStatus: "paid", fee: "0,01" });
    const [row] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, requestId));
    expect(row).toMatchObject({ shippingFeeCents: 1290, paymentStatus: "awaiting" });
  });

  it("an admin's new table shows on the next quote and the next request", async () => {
    const input = shippingFeesSchema.parse({
      fee_sul_sudeste: "12,90",
      min_sul_sudeste: "3",
      max_sul_sudeste: "5",
      fee_nordeste: "R$ 21,50",
      min_nordeste: "4",
      max_nordeste: "8",
      fee_norte_centro_oeste: "19.9",
      min_norte_centro_oeste: "7",
      max_norte_centro_oeste: "10",
    });
    await updateShippingFees(input, adminId);
    expect((await shippingQuoteTable()).rates[1]).toEqual({ region: "nordeste", feeCents: 2150, minDays: 4, maxDays: 8 });
    const { requestId } = await request(magnesium, BAHIA);
    const [row] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, requestId));
    expect(row.shippingFeeCents).toBe(2150);
  });

  it("every one of the 27 UFs pays its own region's fee, on the quote and on the stored request", async () => {
    // The regions by IBGE's map, written out here rather than read from the code under test.
    const expected: Record<string, ShippingRegion> = {
      ...Object.fromEntries(["PR", "RS", "SC", "ES", "MG", "RJ", "SP"].map((uf) => [uf, "sul_sudeste"])),
      ...Object.fromEntries(["AL", "BA", "CE", "MA", "PB", "PE", "PI", "RN", "SE"].map((uf) => [uf, "nordeste"])),
      ...Object.fromEntries(["AC", "AP", "AM", "PA", "RO", "RR", "TO", "DF", "GO", "MT", "MS"].map((uf) => [uf, "norte_centro_oeste"])),
    };
    expect(Object.keys(expected).sort()).toEqual([...BR_STATES].sort());
    const previous = await shippingRates();
    // A fee per region that no default and no other region has.
    const fees: Record<ShippingRegion, number> = { sul_sudeste: 1111, nordeste: 2222, norte_centro_oeste: 3333 };
    await updateShippingFees(
      previous.map((rate) => ({ ...rate, feeCents: fees[rate.region] })),
      adminId,
    );
    try {
      const quoted: Record<string, number | undefined> = {};
      const stored: Record<string, number> = {};
      for (const uf of BR_STATES) {
        quoted[uf] = (await quoteShipping(uf))?.chargedCents;
        // A CEP of the state (the first of its Correios range), as the form requires.
        const zipCode = `${String(CEP_RANGES[uf][0][0]).padStart(5, "0")}-000`;
        const { requestId } = await request(bacopa, { ...ADDRESS, state: uf, zipCode });
        const [row] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, requestId));
        stored[uf] = row.shippingFeeCents;
      }
      const want = Object.fromEntries(BR_STATES.map((uf) => [uf, fees[expected[uf]]]));
      expect(quoted).toEqual(want);
      expect(stored).toEqual(want);
    } finally {
      await updateShippingFees(previous, adminId);
    }
  });

  it("refuses a table with bad figures, in Portuguese", () => {
    const bad = shippingFeesSchema.safeParse({
      fee_sul_sudeste: "doze",
      min_sul_sudeste: "3",
      max_sul_sudeste: "5",
      fee_nordeste: "16,90",
      min_nordeste: "7",
      max_nordeste: "5",
      fee_norte_centro_oeste: "19,90",
      min_norte_centro_oeste: "0",
      max_norte_centro_oeste: "10",
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toContain("fee_sul_sudeste: Valor inválido. Use o formato 12,90 (até R$ 1.000,00).");
    expect(messages).toContain("min_norte_centro_oeste: Use pelo menos 1 dia.");
    const reversed = shippingFeesSchema.safeParse({
      fee_sul_sudeste: "12,90",
      min_sul_sudeste: "3",
      max_sul_sudeste: "5",
      fee_nordeste: "16,90",
      min_nordeste: "7",
      max_nordeste: "5",
      fee_norte_centro_oeste: "19,90",
      min_norte_centro_oeste: "7",
      max_norte_centro_oeste: "10",
    });
    expect(reversed.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "max_nordeste: O prazo máximo não pode ser menor que o mínimo.",
    ]);
  });
});

describe("order number, e-mail and Pix code", () => {
  it("gives an order number AM-<year>-000000 and e-mails 'Recebemos sua solicitação' with the fee and the Pix code", async () => {
    const { email, orderNumber, userId } = await request(melatonin);
    expect(orderNumber).toMatch(/^AM-\d{4}-\d{6}$/);
    const mail = (await localMails()).find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe(`Recebemos sua solicitação ${orderNumber} – Raiz Vital`);
    expect(mail.text).toMatch(/Frete: R\$\s12,90/);
    const [ticket] = await mySampleTickets(userId);
    expect(ticket.orderNumber).toBe(orderNumber);
    expect(ticket.pix).not.toBeNull();
    expect(mail.text).toContain(ticket.pix!.code);
    const pix = parsePix(ticket.pix!.code);
    if (hasError(pix)) throw new Error(pix.message);
    expect(pix).toMatchObject({
      pixKey: "contato@raizvital.com.br",
      merchantName: "RAIZ VITAL",
      merchantCity: "SAO PAULO",
      transactionAmount: 12.9,
      txid: orderNumber.replace(/-/g, ""),
    });
    // The QR code the page draws, read from its picture, is the code beside it.
    expect(ticket.pix!.qrSvg).toMatch(/^<svg/);
    expect(await readQrCode(ticket.pix!.qrSvg)).toBe(ticket.pix!.code);
    expect((await productViewerState(melatonin, userId)).openTicket?.orderNumber).toBe(orderNumber);
  });
});

describe("payment state in the panel", () => {
  it("a request awaiting payment cannot be approved; once paid it can, and the customer hears of both", async () => {
    const { requestId, email, userId } = await request(bacopa);
    await expect(updateSampleStatus({ id: requestId, status: "approved", trackingCode: null }, adminId)).rejects.toThrow(
      AWAITING_PAYMENT_MESSAGE,
    );
    await expect(updateSampleStatus({ id: requestId, status: "shipped", trackingCode: "AA123456789BR" }, adminId)).rejects.toThrow(
      AdminError,
    );
    expect(await setSamplePayment(requestId, "paid", adminId)).toEqual({ mailed: true });
    const [after] = await mySampleTickets(userId);
    expect(after).toMatchObject({ paymentStatus: "paid", pix: null });
    expect((await localMails()).some((m) => m.to.includes(email) && /Pagamento do frete confirmado/.test(m.subject))).toBe(true);
    expect(await updateSampleStatus({ id: requestId, status: "approved", trackingCode: null }, adminId)).toEqual({
      changed: true,
      mailed: true,
    });
  });

  it("two admins marking the same request paid at once record it once", async () => {
    const { requestId } = await request(magnesium);
    const results = await Promise.allSettled([
      setSamplePayment(requestId, "paid", adminId),
      setSamplePayment(requestId, "paid", adminId),
      setSamplePayment(requestId, "waived", adminId),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r.reason.message).toMatch(/já foi registrado/);
    const audits = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityId, requestId)));
    expect(audits.filter((a) => a.action.startsWith("sample_request.payment"))).toHaveLength(1);
  });

  it("two admins approving at once approve once (one e-mail)", async () => {
    const { requestId } = await request(melatonin, BAHIA);
    await setSamplePayment(requestId, "waived", adminId);
    const results = await Promise.all([
      updateSampleStatus({ id: requestId, status: "approved", trackingCode: null }, adminId),
      updateSampleStatus({ id: requestId, status: "approved", trackingCode: null }, adminId),
    ]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    const audits = await t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, requestId));
    expect(audits.filter((a) => a.action === "sample_request.status")).toHaveLength(1);
  });

  it("filters by payment state and finds a request by product name or order number", async () => {
    const { requestId, orderNumber } = await request(bacopa, { ...ADDRESS, fullName: "Zuleica Prado" });
    const awaiting = await listSamples({ payment: "awaiting", q: "Zuleica" });
    expect(awaiting.rows.map((r) => r.id)).toEqual([requestId]);
    expect((await listSamples({ payment: "paid", q: "Zuleica" })).rows).toEqual([]);
    const byNumber = await listSamples({ q: orderNumber.toLowerCase() });
    expect(byNumber.rows.map((r) => r.id)).toEqual([requestId]);
    expect(byNumber.rows[0]).toMatchObject({ orderNumber, shippingFeeCents: 1290, paymentStatus: "awaiting" });
    const byProduct = await listSamples({ q: "bacopa", payment: "awaiting" });
    expect(byProduct.rows.map((r) => r.id)).toContain(requestId);
  });
});

describe("daily dispatch", () => {
  it("changes many at once, each with its own e-mail, and leaves a request awaiting payment as it was", async () => {
    const paid = await request(bacopa, { ...ADDRESS, fullName: "Lote Um" });
    const awaiting = await request(magnesium, { ...ADDRESS, fullName: "Lote Dois" });
    await setSamplePayment(paid.requestId, "paid", adminId);
    const result = await bulkUpdateSampleStatus([paid.requestId, awaiting.requestId], "approved", adminId);
    expect(result).toMatchObject({ changed: 1, unchanged: 0, mailed: 1 });
    expect(result.refused).toEqual([{ orderNumber: awaiting.orderNumber, reason: AWAITING_PAYMENT_MESSAGE }]);
    const rows = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, awaiting.requestId));
    expect(rows[0].status).toBe("pending");
    expect((await localMails()).filter((m) => m.to.includes(paid.email) && /Aprovada/.test(m.subject))).toHaveLength(1);
    const packing = await samplesForPacking([awaiting.requestId, paid.requestId, paid.requestId]);
    expect(packing.map((r) => r.orderNumber)).toEqual([paid.orderNumber, awaiting.orderNumber]);
    expect(packing[0]).toMatchObject({ fullName: "Lote Um", zipCode: "01310-100", state: "SP" });
  });
});

describe("tracking codes", () => {
  it("accepts the Correios format only", () => {
    const id = crypto.randomUUID();
    expect(sampleStatusSchema.parse({ id, status: "shipped", trackingCode: " aa 123456789 br " }).trackingCode).toBe("AA123456789BR");
    for (const bad of ["AB12345678BR", "1234567890123", "AB123456789B", "ABC-123"]) {
      expect(sampleStatusSchema.safeParse({ id, status: "shipped", trackingCode: bad }).success).toBe(false);
    }
  });
});

describe("the customer's kept facts (decision 024)", () => {
  beforeEach(() => configureCaches({ enabled: true, ttlMs: 60_000 }));
  afterEach(() => configureCaches({ enabled: false }));

  it("the payment recorded and a status set on many requests at once show on the next read", async () => {
    const { userId, requestId } = await request(melatonin);
    expect((await productViewerState(melatonin, userId)).openTicket?.paymentStatus).toBe("awaiting");
    // Kept: read from memory until something about this customer is written.
    expect((await countQueries(() => productViewerState(melatonin, userId))).queries).toEqual([]);
    await setSamplePayment(requestId, "paid", adminId);
    expect((await productViewerState(melatonin, userId)).openTicket?.paymentStatus).toBe("paid");
    expect((await countQueries(() => productViewerState(melatonin, userId))).queries).toEqual([]);
    const bulk = await bulkUpdateSampleStatus([requestId], "approved", adminId);
    expect(bulk.changed).toBe(1);
    expect((await productViewerState(melatonin, userId)).openSample).toEqual({ status: "approved" });
  });
});
