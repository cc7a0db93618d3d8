// The address as Brazilian stores ask it (split fields, CPF, the last address
// offered, the old single line still readable) and coupon rewards (a code per redemption, e-mailed, shown
// in Prêmios, spent once in the sample dialog even by two requests at once; physical rewards' address).
process.env.PIX_KEY = "contato@raizvital.com.br";
process.env.PIX_MERCHANT_NAME = "Raiz Vital";
process.env.PIX_CITY = "São Paulo";

import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import { localMails } from "../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { deleteAccount, exportUserData } from "~/models/account.server";
import { listSamples, samplesCsv, samplesForPacking } from "~/models/admin/samples.server";
import { listRedemptions } from "~/models/admin/rewards.server";
import { ADDRESS_NEEDED, applyLedgerEntry, redeemReward, userRedemptions } from "~/models/loyalty.server";
import { applyRetention } from "~/models/retention.server";
import { COUPON_UNAVAILABLE, lastDeliveryAddress, mySampleTickets, requestSample, samplePrefill } from "~/models/samples.server";
import { CPF_MESSAGE } from "~/validation/cpf";
import { sampleRequestSchema } from "~/validation/sample";

const t = useTestDatabase();
const products: Record<string, string> = {};

/** The dialog's fields as a customer fills them in (CEP first, then the street…). */
const FORM = {
  fullName: "Joana Lima",
  email: "joana@exemplo.com.br",
  phone: "+55 11 98765-4321",
  cpf: "123.456.789-09",
  zipCode: "01310100",
  street: "Rua Augusta",
  number: "1500",
  complement: "Apto 12",
  district: "Consolação",
  city: "São Paulo",
  state: "SP",
  notes: "",
};

beforeAll(async () => {
  await seedContent(t.db);
  for (const slug of ["bacopa-monnieri-500mg", "magnesio-dimalato", "melatonina-camomila", "psyllium-husk"])
    products[slug] = await productIdBySlug(t.db, slug);
});

async function customer(tag = "cliente", points = 0) {
  const id = await makeConfirmedUser(t.db, tag);
  if (points) await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: id, kind: "adjustment", amount: points, reason: "teste" }));
  const [{ email }] = await t.db.select({ email: s.profiles.email }).from(s.profiles).where(eq(s.profiles.id, id));
  return { id, email };
}

const requestRow = async (id: string) => (await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, id)))[0];
const requestsOf = async (userId: string) => t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.userId, userId));

async function rewardNamed(name: string) {
  const [row] = await t.db.select().from(s.rewards).where(eq(s.rewards.name, name));
  return row;
}

describe("the address form, as Brazilian stores have it", () => {
  it("stores each field, the one line the panel shows, the CPF and the WhatsApp phone formatted", async () => {
    const who = await customer();
    const result = await requestSample(who.id, products["bacopa-monnieri-500mg"], { ...FORM, email: who.email });
    expect(result.ok).toBe(true);
    const row = await requestRow((result as { requestId: string }).requestId);
    expect(row).toMatchObject({
      zipCode: "01310-100",
      street: "Rua Augusta",
      addressNumber: "1500",
      complement: "Apto 12",
      district: "Consolação",
      city: "São Paulo",
      state: "SP",
      address: "Rua Augusta, 1500, Apto 12 – Consolação",
      cpf: "123.456.789-09",
      phone: "(11) 98765-4321",
    });

    // The panel, the packing list and the CSV read the line (and the CPF) as they read the old rows.
    const listed = (await listSamples({ q: who.email })).rows.find((r) => r.id === row.id)!;
    expect(listed).toMatchObject({ address: "Rua Augusta, 1500, Apto 12 – Consolação", cpf: "123.456.789-09" });
    const [packed] = await samplesForPacking([row.id]);
    expect(packed.address).toBe("Rua Augusta, 1500, Apto 12 – Consolação");
    const csv = await samplesCsv({ q: who.email });
    expect(csv.split("\n")[0]).toContain("CPF");
    expect(csv).toContain("123.456.789-09");
    expect(csv).toContain("Rua Augusta, 1500, Apto 12 – Consolação");
  });

  it("'S/N' for a house without number; no complement; no CPF stores none", async () => {
    const who = await customer();
    const result = await requestSample(who.id, products["magnesio-dimalato"], {
      ...FORM,
      email: who.email,
      number: "sn",
      complement: "",
      cpf: "",
      phone: "",
    });
    const row = await requestRow((result as { requestId: string }).requestId);
    expect(row).toMatchObject({ addressNumber: "S/N", complement: null, cpf: null, phone: null, address: "Rua Augusta, S/N – Consolação" });
  });

  it("refuses a CPF whose check digits do not hold, and missing street, number or neighbourhood, in Portuguese, writing nothing", async () => {
    const who = await customer();
    const bad = await requestSample(who.id, products["bacopa-monnieri-500mg"], { ...FORM, email: who.email, cpf: "123.456.789-00" });
    expect(bad).toEqual({ ok: false, errors: { cpf: CPF_MESSAGE } });
    const missing = await requestSample(who.id, products["bacopa-monnieri-500mg"], {
      ...FORM,
      email: who.email,
      street: "",
      number: " ",
      district: "",
    });
    expect(missing).toEqual({
      ok: false,
      errors: { street: "Informe a rua ou avenida.", number: "Informe o número (ou S/N).", district: "Informe o bairro." },
    });
    // The CEP must still be of the chosen state.
    const elsewhere = await requestSample(who.id, products["bacopa-monnieri-500mg"], { ...FORM, email: who.email, state: "BA" });
    expect(elsewhere).toEqual({ ok: false, errors: { zipCode: "Este CEP não pertence ao estado selecionado." } });
    expect(await requestsOf(who.id)).toHaveLength(0);
  });

  it("the browser's schema reports every missing field at once, the CEP's too", () => {
    const parsed = sampleRequestSchema.safeParse({
      fullName: "",
      email: "x",
      zipCode: "123",
      street: "",
      number: "",
      district: "",
      city: "",
      state: "",
    });
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error!.issues.map((i) => i.path[0]));
    for (const field of ["fullName", "email", "zipCode", "street", "number", "district", "city", "state"])
      expect(fields.has(field), field).toBe(true);
  });

  it("a form of the single-line kind (a page open during the change) still works and stays readable", async () => {
    const who = await customer();
    const { street, number, complement, district, ...rest } = FORM;
    void [street, number, complement, district];
    const result = await requestSample(who.id, products["psyllium-husk"], {
      ...rest,
      email: who.email,
      address: "Av. Sete de Setembro, 100 – Centro",
    });
    expect(result.ok).toBe(true);
    const row = await requestRow((result as { requestId: string }).requestId);
    expect(row).toMatchObject({ address: "Av. Sete de Setembro, 100 – Centro", street: null, addressNumber: null, district: null });
    // Offered next time: the old line in the street field, to be completed.
    expect(await lastDeliveryAddress(who.id)).toMatchObject({
      street: "Av. Sete de Setembro, 100 – Centro",
      number: "",
      district: "",
      zipCode: "01310-100",
      state: "SP",
    });
  });

  it("the last address used is offered next time (the newest request's), with its phone and CPF", async () => {
    const who = await customer();
    expect(await samplePrefill(who.id)).toEqual({ address: null, phone: null, cpf: null, coupons: [] });
    await requestSample(who.id, products["bacopa-monnieri-500mg"], { ...FORM, email: who.email });
    await requestSample(who.id, products["magnesio-dimalato"], {
      ...FORM,
      email: who.email,
      zipCode: "40020-000",
      state: "BA",
      city: "Salvador",
      street: "Av. Sete de Setembro",
      number: "100",
      complement: "",
      district: "Centro",
    });
    expect(await samplePrefill(who.id)).toEqual({
      address: {
        zipCode: "40020-000",
        street: "Av. Sete de Setembro",
        number: "100",
        complement: null,
        district: "Centro",
        city: "Salvador",
        state: "BA",
      },
      phone: "(11) 98765-4321",
      cpf: "123.456.789-09",
      coupons: [],
    });
  });

  it("the customer's data export has the fields and the CPF; deleting the account erases them", async () => {
    const who = await customer();
    await requestSample(who.id, products["bacopa-monnieri-500mg"], { ...FORM, email: who.email });
    const exported = await exportUserData(who.id);
    expect(exported!.sampleRequests[0]).toMatchObject({
      cpf: "123.456.789-09",
      street: "Rua Augusta",
      number: "1500",
      complement: "Apto 12",
      district: "Consolação",
    });

    expect((await deleteAccount(who.id)).ok).toBe(true);
    const [row] = await requestsOf(who.id);
    expect(row).toMatchObject({
      address: "",
      street: null,
      addressNumber: null,
      complement: null,
      district: null,
      cpf: null,
      phone: null,
      zipCode: "",
    });
    expect(await lastDeliveryAddress(who.id)).toBeNull();
  });

  it("the retention period erases the split address and the CPF of an ended request", async () => {
    const who = await customer();
    const result = await requestSample(who.id, products["melatonina-camomila"], { ...FORM, email: who.email });
    const id = (result as { requestId: string }).requestId;
    await t.db
      .update(s.sampleRequests)
      .set({ status: "completed", updatedAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(s.sampleRequests.id, id));
    await applyRetention(new Date(), t.db);
    expect(await requestRow(id)).toMatchObject({
      street: null,
      addressNumber: null,
      complement: null,
      district: null,
      cpf: null,
      address: "",
    });
  });
});

describe("coupon rewards", () => {
  const COUPON = /^FRETE-[A-Z2-9]{5}-[A-Z2-9]{5}$/;

  it("redeeming the free-shipping reward gives a unique code, e-mailed, shown in Prêmios and offered in the dialog", async () => {
    const who = await customer("cupom", 100);
    const reward = await rewardNamed("Cupom de frete grátis");
    expect(reward.kind).toBe("free_shipping");
    const first = await redeemReward(who.id, reward.id);
    const second = await redeemReward(who.id, reward.id);
    expect(first.success && second.success).toBe(true);
    expect(first.couponCode).toMatch(COUPON);
    expect(second.couponCode).toMatch(COUPON);
    expect(first.couponCode).not.toBe(second.couponCode);

    const mails = (await localMails()).filter((m) => m.to.includes(who.email));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(first.couponCode!), expect.stringContaining(second.couponCode!)]),
    );
    expect(mails.find((m) => m.subject.includes(first.couponCode!))!.text).toContain("Cupom de frete grátis");

    const redemptions = await userRedemptions(who.id);
    expect(redemptions.map((r) => r.coupon?.code).sort()).toEqual([first.couponCode, second.couponCode].sort());
    // The code is the reward: delivered at once.
    expect(redemptions.every((r) => r.status === "completed" && r.coupon?.usedAt === null)).toBe(true);
    expect((await samplePrefill(who.id)).coupons).toEqual([first.couponCode, second.couponCode]);
  });

  it("the coupon makes one request's fee zero, once; the next read shows it used on that order", async () => {
    const who = await customer("cupom", 20);
    const { couponCode } = await redeemReward(who.id, (await rewardNamed("Cupom de frete grátis")).id);
    // Typed in lower case and without hyphens, as a person might.
    const typed = couponCode!.toLowerCase().replace(/-/g, " ");
    const used = await requestSample(who.id, products["bacopa-monnieri-500mg"], {
      ...FORM,
      email: who.email,
      coupon: typed,
      shippingFeeCents: "999",
    });
    expect(used.ok).toBe(true);
    const row = await requestRow((used as { requestId: string }).requestId);
    expect(row).toMatchObject({ shippingFeeCents: 0, paymentStatus: "waived" });
    const [ticket] = await mySampleTickets(who.id);
    expect(ticket).toMatchObject({ feeCents: 0, paymentStatus: "waived", pix: null });

    const [redemption] = await userRedemptions(who.id);
    expect(redemption.coupon).toMatchObject({ code: couponCode, usedOn: (used as { orderNumber: string }).orderNumber });
    expect(redemption.coupon!.usedAt).not.toBeNull();
    expect((await samplePrefill(who.id)).coupons).toEqual([]);
    const received = (await localMails()).find((m) => m.to.includes(who.email) && m.subject.startsWith("Recebemos sua solicitação"))!;
    expect(received.text).toContain(`Frete: Grátis (cupom ${couponCode})`);

    // A second request with the same code is refused and writes nothing; without the coupon it pays the fee.
    const again = await requestSample(who.id, products["magnesio-dimalato"], { ...FORM, email: who.email, coupon: couponCode });
    expect(again).toEqual({ ok: false, errors: { coupon: COUPON_UNAVAILABLE } });
    expect(await requestsOf(who.id)).toHaveLength(1);
    const paying = await requestSample(who.id, products["magnesio-dimalato"], { ...FORM, email: who.email });
    expect((await requestRow((paying as { requestId: string }).requestId)).shippingFeeCents).toBe(1290);
  });

  it("someone else's code, or a made-up one, is refused", async () => {
    const owner = await customer("dono", 20);
    const { couponCode } = await redeemReward(owner.id, (await rewardNamed("Cupom de frete grátis")).id);
    const other = await customer("outro");
    expect(await requestSample(other.id, products["bacopa-monnieri-500mg"], { ...FORM, email: other.email, coupon: couponCode })).toEqual({
      ok: false,
      errors: { coupon: COUPON_UNAVAILABLE },
    });
    expect(
      await requestSample(other.id, products["bacopa-monnieri-500mg"], { ...FORM, email: other.email, coupon: "GRATIS" }),
    ).toMatchObject({
      ok: false,
      errors: { coupon: expect.stringContaining("Cupom inválido") },
    });
    expect(await requestsOf(other.id)).toHaveLength(0);
    expect((await samplePrefill(owner.id)).coupons).toEqual([couponCode]);
  });

  it("is not spent when the request is not written (one already open for the product)", async () => {
    const who = await customer("aberta", 20);
    await requestSample(who.id, products["psyllium-husk"], { ...FORM, email: who.email });
    const { couponCode } = await redeemReward(who.id, (await rewardNamed("Cupom de frete grátis")).id);
    const refused = await requestSample(who.id, products["psyllium-husk"], { ...FORM, email: who.email, coupon: couponCode });
    expect(refused).toMatchObject({ ok: false, reason: "open" });
    expect((await samplePrefill(who.id)).coupons).toEqual([couponCode]);
  });

  it("two requests sent at the same moment with the same code: one gets it, the other is refused", async () => {
    const who = await customer("corrida", 20);
    const { couponCode } = await redeemReward(who.id, (await rewardNamed("Cupom de frete grátis")).id);
    const results = await Promise.all(
      ["bacopa-monnieri-500mg", "magnesio-dimalato", "melatonina-camomila"].map((slug) =>
        requestSample(who.id, products[slug], { ...FORM, email: who.email, coupon: couponCode }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, errors: { coupon: COUPON_UNAVAILABLE } },
      { ok: false, errors: { coupon: COUPON_UNAVAILABLE } },
    ]);
    const rows = await requestsOf(who.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].shippingFeeCents).toBe(0);
    const used = await t.db
      .select()
      .from(s.rewardCoupons)
      .where(and(eq(s.rewardCoupons.userId, who.id), isNotNull(s.rewardCoupons.usedAt)));
    expect(used).toHaveLength(1);
    expect(used[0].sampleRequestId).toBe(rows[0].id);
  });

  it("a physical reward asks for the delivery address: without it nothing is spent; with it the admin sees where to send", async () => {
    const who = await customer("brinde", 300);
    const ecobag = await rewardNamed("Ecobag Raiz Vital");
    expect(ecobag.kind).toBe("item");
    const refused = await redeemReward(who.id, ecobag.id, {
      address: { fullName: "Joana", zipCode: "01310-100", street: "", number: "", district: "", city: "", state: "SP" },
    });
    expect(refused).toMatchObject({
      success: false,
      message: ADDRESS_NEEDED,
      errors: { street: "Informe a rua ou avenida.", district: "Informe o bairro." },
    });
    expect((await rewardNamed("Ecobag Raiz Vital")).stock).toBe(ecobag.stock);
    const [{ points }] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, who.id));
    expect(points).toBe(300);

    const done = await redeemReward(who.id, ecobag.id, { address: { ...FORM, complement: "" } });
    expect(done.success).toBe(true);
    const [mine] = await userRedemptions(who.id);
    expect(mine).toMatchObject({
      status: "pending",
      coupon: null,
      deliveryLine: "Rua Augusta, 1500 – Consolação, São Paulo – SP, CEP 01310-100",
    });
    const listed = (await listRedemptions(1, 500)).rows.find((r) => r.id === done.redemptionId)!;
    expect(listed.deliveryAddress).toMatchObject({ fullName: "Joana Lima", street: "Rua Augusta", zipCode: "01310-100", state: "SP" });
    expect((await localMails()).some((m) => m.to.includes(who.email) && m.text.includes("Rua Augusta, 1500 – Consolação"))).toBe(true);

    // Erased with the account.
    await deleteAccount(who.id);
    const [after] = await t.db.select().from(s.rewardRedemptions).where(eq(s.rewardRedemptions.id, done.redemptionId!));
    expect(after.deliveryAddress).toBeNull();
  });

  it("a digital reward needs no address and sends no coupon", async () => {
    const who = await customer("digital", 100);
    const ebook = await rewardNamed("E-book Guia da Vitalidade");
    const done = await redeemReward(who.id, ebook.id);
    expect(done).toMatchObject({ success: true, couponCode: undefined });
    expect((await userRedemptions(who.id))[0]).toMatchObject({ coupon: null, deliveryLine: null, status: "pending" });
  });
});
