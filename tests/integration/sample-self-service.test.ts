// Minhas Amostras' self-service beyond cancelling (issue 36, points 5 and 6): the customer corrects the
// address of a pending request; unpaid requests expire after the Pix deadline (a setting, 3 days by
// default) by the periodic job; deleting the account closes the open requests, and the panel records no
// payment or status on an anonymised one.
process.env.PIX_KEY = "contato@raizvital.com.br";
process.env.PIX_MERCHANT_NAME = "Raiz Vital";
process.env.PIX_CITY = "São Paulo";

import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import { drainMailQueue, localMails } from "../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { configureCaches } from "~/lib/server/cache.server";
import { userContext, type SessionUser } from "~/services/session.server";
import { correctSampleAddress, expireUnpaidSamples, mySampleTickets, requestSample, SAMPLE_ADDRESS_TEXTS } from "~/models/samples.server";
import { deleteAccount } from "~/models/account.server";
import { ERASED_SAMPLE_MESSAGE, listSamples, setSamplePayment, updateSampleStatus } from "~/models/admin/samples.server";
import { AdminError } from "~/models/admin/errors.server";
import { DEFAULT_SAMPLE_SETTINGS, readSampleSettings, updateSampleSettings } from "~/models/shipping.server";
import { sampleSettingsSchema } from "~/validation/admin/shipping";
import { sampleAddressSchema } from "~/validation/sample";
import { payByText, refundStatusLabel, sampleCancelLabel } from "~/i18n/samples";
import { runPeriodicJobNow } from "~/lib/server/jobs.server";
import { SAMPLE_EXPIRY_JOB } from "~/services/background.server";
import * as dashboard from "~/routes/dashboard/index";
import * as panelSamples from "~/routes/admin-panel/samples";
import * as panelSettings from "~/routes/admin-panel/settings";

const t = useTestDatabase();
let adminId: string;
let products: string[];
let next = 0;

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
const SALVADOR = {
  zipCode: "40020-000",
  street: "Rua Chile",
  number: "20",
  complement: "Casa 2",
  district: "Centro",
  city: "Salvador",
  state: "BA",
};

beforeAll(async () => {
  configureCaches({ enabled: false });
  await seedContent(t.db);
  adminId = await makeConfirmedUser(t.db, "admin");
  await t.db.update(s.profiles).set({ role: "admin" }).where(eq(s.profiles.id, adminId));
  products = await Promise.all(
    ["bacopa-monnieri-500mg", "magnesio-dimalato", "melatonina-camomila", "ashwagandha-ksm-66"].map((slug) => productIdBySlug(t.db, slug)),
  );
});

/** A fresh customer's pending request (fee awaiting payment, sample_request points given). */
async function pending(userId?: string) {
  const owner = userId ?? (await makeConfirmedUser(t.db, "cliente"));
  const productId = products[next++ % products.length];
  const result = await requestSample(owner, productId, FORM);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return { userId: owner, id: result.requestId };
}

async function row(id: string) {
  const [r] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, id));
  return r;
}

function as(user: { id: string; email?: string; role?: "admin" | "user" } | null): RouterContextProvider {
  const context = new RouterContextProvider();
  if (!user) {
    context.set(userContext, null);
    return context;
  }
  const session = {
    id: user.id,
    email: user.email ?? `${user.id}@exemplo.com.br`,
    fullName: "Pessoa",
    role: user.role ?? "user",
    sessionId: "s",
    emailVerified: true,
  } as unknown as SessionUser;
  context.set(userContext, session);
  return context;
}

function post(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(`http://localhost:3000${url}`, { method: "POST", body });
}

/** The data of an action's answer (dataWithToast gives a DataWithResponseInit). */
function payload(answer: unknown): Record<string, unknown> {
  return ((answer as { data?: unknown }).data ?? answer) as Record<string, unknown>;
}

describe("Prazo para pagar o frete (dias): the setting", () => {
  it("is 3 days until the admin sets it", async () => {
    expect(DEFAULT_SAMPLE_SETTINGS.pixDeadlineDays).toBe(3);
    expect(await readSampleSettings()).toEqual({ pixDeadlineDays: 3 });
  });

  it("takes whole days from 1 to 30, and nothing else", () => {
    expect(sampleSettingsSchema.safeParse({ pixDeadlineDays: "5" }).data).toEqual({ pixDeadlineDays: 5 });
    for (const bad of ["0", "31", "2.5", "abc", "", "-1"]) {
      expect(sampleSettingsSchema.safeParse({ pixDeadlineDays: bad }).success, bad).toBe(false);
    }
    expect(sampleSettingsSchema.safeParse({ pixDeadlineDays: "0" }).error?.issues[0].message).toBe("Use pelo menos 1 dia.");
    expect(sampleSettingsSchema.safeParse({ pixDeadlineDays: "31" }).error?.issues[0].message).toBe("Use no máximo 30 dias.");
  });

  it("is saved with its audit row, by an admin only", async () => {
    const customer = await makeConfirmedUser(t.db, "curioso");
    await expect(
      panelSettings.action({
        request: post("/admin-panel/configuracoes", { intent: "sample-settings", pixDeadlineDays: "9" }),
        context: as({ id: customer }),
        params: {},
      } as never),
    ).rejects.toBeInstanceOf(Response);
    expect((await readSampleSettings()).pixDeadlineDays).toBe(3);

    const refused = payload(
      await panelSettings.action({
        request: post("/admin-panel/configuracoes", { intent: "sample-settings", pixDeadlineDays: "0" }),
        context: as({ id: adminId, role: "admin" }),
        params: {},
      } as never),
    );
    expect(refused.ok).toBe(false);
    expect((await readSampleSettings()).pixDeadlineDays).toBe(3);

    const saved = payload(
      await panelSettings.action({
        request: post("/admin-panel/configuracoes", { intent: "sample-settings", pixDeadlineDays: "4" }),
        context: as({ id: adminId, role: "admin" }),
        params: {},
      } as never),
    );
    expect(saved.ok).toBe(true);
    expect((await readSampleSettings()).pixDeadlineDays).toBe(4);
    const audit = await t.db.select().from(s.auditLog).where(eq(s.auditLog.action, "sample_settings.update"));
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toEqual({ pixDeadlineDays: 3 });
    expect(audit[0].after).toEqual({ pixDeadlineDays: 4 });
    await updateSampleSettings({ pixDeadlineDays: 3 }, adminId);
  });
});

describe("the Pix deadline: unpaid requests expire", () => {
  // Made at 15:00 in São Paulo on 1 December: with 3 days, it can be paid until the close of the 4th.
  const MADE = new Date("2026-12-01T18:00:00Z");
  const LAST_MINUTE = new Date("2026-12-05T02:59:00Z"); // 23:59 of the 4th in São Paulo
  const AFTER = new Date("2026-12-05T03:00:01Z"); // 00:00:01 of the 5th

  async function madeAt(at: Date, paid = false) {
    const request = await pending();
    await t.db
      .update(s.sampleRequests)
      .set({ createdAt: at, ...(paid ? { paymentStatus: "paid" as const, paidAt: at } : {}) })
      .where(eq(s.sampleRequests.id, request.id));
    return request;
  }

  it("shows 'Pague até' with the last day beside the Pix code of an unpaid request", async () => {
    const request = await madeAt(MADE);
    const [ticket] = await mySampleTickets(request.userId);
    expect(ticket.pix).not.toBeNull();
    expect(ticket.payBy).toEqual(new Date("2026-12-05T03:00:00Z"));
    expect(payByText(ticket.payBy!)).toBe("Pague até 04/12/2026");
  });

  it("expires the request past its deadline only: points reversed, one e-mail, a paid one never, a second run changes nothing", async () => {
    await expireUnpaidSamples(new Date("2030-01-01T00:00:00Z")); // earlier tests' requests out of the way
    const late = await madeAt(MADE);
    const early = await madeAt(new Date("2026-12-03T12:00:00Z"));
    const paid = await madeAt(MADE, true);
    const [account] = await t.db.select({ email: s.user.email }).from(s.user).where(eq(s.user.id, late.userId));
    const balance = async (id: string) =>
      (await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, id)))[0].points;
    const pointsBefore = await balance(late.userId);
    expect(pointsBefore).toBeGreaterThan(0);
    await drainMailQueue();

    expect(await expireUnpaidSamples(LAST_MINUTE)).toEqual({ expired: 0 });
    expect((await row(late.id)).status).toBe("pending");

    expect(await expireUnpaidSamples(AFTER)).toEqual({ expired: 1 });
    const expired = await row(late.id);
    expect(expired).toMatchObject({ status: "rejected", cancelReason: "expired", paymentStatus: "awaiting" });
    expect(expired.cancelledAt).toEqual(AFTER);
    expect(sampleCancelLabel(expired.cancelReason, expired.paymentStatus)).toBe("Expirou sem pagamento");
    expect((await row(early.id)).status).toBe("pending");
    expect((await row(paid.id)).status).toBe("pending");
    expect(await balance(late.userId)).toBe(0);
    const ledger = await t.db
      .select()
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, late.userId), eq(s.pointsLedger.kind, "reversal")));
    expect(ledger).toHaveLength(1);

    // A second run (and two at once) finds nothing more to do.
    expect(await expireUnpaidSamples(AFTER)).toEqual({ expired: 0 });
    const twice = await Promise.all([expireUnpaidSamples(AFTER), expireUnpaidSamples(AFTER)]);
    expect(twice.map((r) => r.expired)).toEqual([0, 0]);
    await drainMailQueue();
    const mails = (await localMails()).filter((m) => m.to.includes(account.email) && /prazo do Pix encerrado/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Expirou sem pagamento");

    // The customer sees it as expired.
    const [ticket] = (await mySampleTickets(late.userId)).filter((x) => x.id === late.id);
    expect(ticket).toMatchObject({ status: "rejected", cancelReason: "expired", pix: null, payBy: null });
    expect(sampleCancelLabel(ticket.cancelReason, ticket.paymentStatus, "customer")).toBe("Expirou sem pagamento");
  });

  it("two runs at once expire a request once", async () => {
    const late = await madeAt(MADE);
    const runs = await Promise.all([expireUnpaidSamples(AFTER), expireUnpaidSamples(AFTER)]);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
    const reversals = await t.db
      .select()
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, late.userId), eq(s.pointsLedger.kind, "reversal")));
    expect(reversals).toHaveLength(1);
  });

  it("follows the setting, and runs as the periodic job", async () => {
    await updateSampleSettings({ pixDeadlineDays: 1 }, adminId);
    try {
      const request = await pending();
      // Made two days ago: past a one-day deadline whatever the hour.
      await t.db
        .update(s.sampleRequests)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000 - 60_000) })
        .where(eq(s.sampleRequests.id, request.id));
      await runPeriodicJobNow(SAMPLE_EXPIRY_JOB);
      expect(await row(request.id)).toMatchObject({ status: "rejected", cancelReason: "expired" });
    } finally {
      await updateSampleSettings({ pixDeadlineDays: 3 }, adminId);
    }
  });
});

describe("Corrigir endereço of a pending request", () => {
  const address = (fields: Record<string, string>) => sampleAddressSchema.parse({ ...FORM, ...fields });

  it("uses the sample form's CEP rules", () => {
    expect(sampleAddressSchema.safeParse({ ...FORM, state: "BA" }).error?.issues[0].path).toEqual(["zipCode"]);
    expect(sampleAddressSchema.safeParse({ ...FORM, zipCode: "00000-000" }).success).toBe(false);
    expect(address(SALVADOR).address).toBe("Rua Chile, 20, Casa 2 – Centro");
  });

  it("changes the owner's pending request, the fee follows the region, and the panel reads the new address", async () => {
    const { userId, id } = await pending();
    expect((await row(id)).shippingFeeCents).toBe(1290);
    const result = await correctSampleAddress(userId, id, address(SALVADOR));
    expect(result).toEqual({ ok: true, feeCents: 1690, feeChanged: true });
    expect(await row(id)).toMatchObject({
      address: "Rua Chile, 20, Casa 2 – Centro",
      street: "Rua Chile",
      addressNumber: "20",
      complement: "Casa 2",
      district: "Centro",
      city: "Salvador",
      state: "BA",
      zipCode: "40020-000",
      shippingFeeCents: 1690,
      paymentStatus: "awaiting",
    });
    const [ticket] = await mySampleTickets(userId);
    expect(ticket.delivery).toMatchObject({ city: "Salvador", state: "BA", zipCode: "40020-000", street: "Rua Chile" });
    const panel = await listSamples({ q: ticket.orderNumber });
    expect(panel.rows[0]).toMatchObject({ address: "Rua Chile, 20, Casa 2 – Centro", city: "Salvador", state: "BA" });
  });

  it("refuses anyone but the owner, a request that is not pending, and a paid fee that would grow", async () => {
    const { userId, id } = await pending();
    const stranger = await makeConfirmedUser(t.db, "estranho");
    expect(await correctSampleAddress(stranger, id, address(SALVADOR))).toEqual({ ok: false, message: SAMPLE_ADDRESS_TEXTS.notFound });
    expect((await row(id)).city).toBe("São Paulo");

    await t.db.update(s.sampleRequests).set({ paymentStatus: "paid" }).where(eq(s.sampleRequests.id, id));
    expect(await correctSampleAddress(userId, id, address(SALVADOR))).toEqual({ ok: false, message: SAMPLE_ADDRESS_TEXTS.paidLess });
    const sameRegion = await correctSampleAddress(userId, id, address({ zipCode: "20040-020", city: "Rio de Janeiro", state: "RJ" }));
    expect(sameRegion).toEqual({ ok: true, feeCents: 1290, feeChanged: false });

    await t.db.update(s.sampleRequests).set({ status: "approved" }).where(eq(s.sampleRequests.id, id));
    expect(await correctSampleAddress(userId, id, address(SALVADOR))).toEqual({ ok: false, message: SAMPLE_ADDRESS_TEXTS.notPending });
    expect((await row(id)).city).toBe("Rio de Janeiro");
  });

  it("the action: the owner only, with the fields' errors, and a Portuguese toast when refused", async () => {
    const { userId, id } = await pending();
    const stranger = await makeConfirmedUser(t.db, "outro");
    const fields = { intent: "correct-sample-address", sampleId: id, ...FORM, ...SALVADOR };

    const anonymous = payload(await dashboard.action({ request: post("/dashboard", fields), context: as(null), params: {} } as never));
    expect(anonymous.ok).toBe(false);

    const other = await dashboard.action({ request: post("/dashboard", fields), context: as({ id: stranger }), params: {} } as never);
    expect(payload(other).ok).toBe(false);
    expect((await row(id)).city).toBe("São Paulo");

    const invalid = payload(
      await dashboard.action({
        request: post("/dashboard", { ...fields, zipCode: "40020-000", state: "SP" }),
        context: as({ id: userId }),
        params: {},
      } as never),
    );
    expect(invalid.ok).toBe(false);
    expect(JSON.stringify(invalid.reply)).toContain("zipCode");

    const done = payload(await dashboard.action({ request: post("/dashboard", fields), context: as({ id: userId }), params: {} } as never));
    expect(done).toMatchObject({ intent: "correct-sample-address", ok: true });
    expect((await row(id)).city).toBe("Salvador");

    await t.db.update(s.sampleRequests).set({ status: "rejected", cancelledAt: new Date() }).where(eq(s.sampleRequests.id, id));
    const late = payload(await dashboard.action({ request: post("/dashboard", fields), context: as({ id: userId }), params: {} } as never));
    expect(late.ok).toBe(false);
  });
});

describe("deleting the account closes its open requests", () => {
  it("cancels the pending ones, flags a paid fee for refund, keeps a shipped one, and the panel records nothing on them", async () => {
    const userId = await makeConfirmedUser(t.db, "partindo");
    const unpaid = await pending(userId);
    const paid = await pending(userId);
    const shipped = await pending(userId);
    await setSamplePayment(paid.id, "paid", adminId);
    await setSamplePayment(shipped.id, "paid", adminId);
    await updateSampleStatus({ id: shipped.id, status: "approved", trackingCode: null }, adminId);
    await updateSampleStatus({ id: shipped.id, status: "shipped", trackingCode: "AA123456789BR" }, adminId);

    const result = await deleteAccount(userId);
    expect(result.ok).toBe(true);
    const now = await Promise.all([row(unpaid.id), row(paid.id), row(shipped.id)]);
    expect(now[0]).toMatchObject({ status: "rejected", cancelReason: "account_deleted", paymentStatus: "awaiting" });
    expect(now[1]).toMatchObject({ status: "rejected", cancelReason: "account_deleted", paymentStatus: "paid", refundStatus: "due" });
    expect(now[2]).toMatchObject({ status: "shipped", cancelReason: null });
    for (const r of now) expect(r.personalDataErasedAt).not.toBeNull();
    expect(sampleCancelLabel(now[0].cancelReason, now[0].paymentStatus)).toBe("Conta excluída");
    expect(sampleCancelLabel(now[1].cancelReason, now[1].paymentStatus)).toBe("Conta excluída");
    expect(refundStatusLabel(now[1].refundStatus)).toBe("Frete a devolver");

    // The panel lists them as cancelled and erased.
    const order = (await mySampleTickets(userId)).find((x) => x.id === paid.id)!.orderNumber;
    const listed = (await listSamples({ q: order })).rows[0];
    expect(listed).toMatchObject({ cancelReason: "account_deleted", erased: true, paymentStatus: "paid" });
    expect(listed.cancelledAt).not.toBeNull();

    // No payment or status on an anonymised request; the parcel on its way may still arrive.
    await expect(setSamplePayment(unpaid.id, "paid", adminId)).rejects.toThrow(new AdminError(ERASED_SAMPLE_MESSAGE));
    // A cancelled request never moves again (the machine says so before the erasure does).
    await expect(updateSampleStatus({ id: unpaid.id, status: "pending", trackingCode: null, reason: "x" }, adminId)).rejects.toThrow(
      "Esta solicitação foi cancelada",
    );
    await expect(updateSampleStatus({ id: paid.id, status: "approved", trackingCode: null }, adminId)).rejects.toThrow(
      "Esta solicitação foi cancelada",
    );
    expect((await updateSampleStatus({ id: shipped.id, status: "delivered", trackingCode: null }, adminId)).changed).toBe(true);
    expect(await row(unpaid.id)).toMatchObject({ status: "rejected", paymentStatus: "awaiting" });
  });

  it("the panel's action refuses 'Marcar como pago' on an anonymised request", async () => {
    const userId = await makeConfirmedUser(t.db, "anonimo");
    const { id } = await pending(userId);
    await deleteAccount(userId);
    const answer = payload(
      await panelSamples.action({
        request: post("/admin-panel/amostras", { intent: "sample-payment", id, decision: "paid" }),
        context: as({ id: adminId, role: "admin" }),
        params: {},
      } as never),
    );
    expect(answer.ok).toBe(false);
    expect(await row(id)).toMatchObject({ paymentStatus: "awaiting", status: "rejected" });
    // And the loader gives the row as erased, so the page offers no payment form.
    const page = (await panelSamples.loader({
      request: new Request(`http://localhost:3000/admin-panel/amostras?status=rejected`),
      context: as({ id: adminId, role: "admin" }),
      params: {},
    } as never)) as { list: { rows: { id: string; erased: boolean }[] } };
    expect(page.list.rows.find((r) => r.id === id)?.erased).toBe(true);
  });
});
