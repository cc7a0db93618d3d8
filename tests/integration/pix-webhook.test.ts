// Issue 37, point 5: the bank's Pix webhook (Banco Central's Pix API standard) marks a request paid when
// the txid and the amount match, keeps everything else for the administrator, and is idempotent; and the
// one reminder before the Pix deadline.
process.env.PIX_KEY = "contato@raizvital.com.br";
process.env.PIX_MERCHANT_NAME = "Raiz Vital";
process.env.PIX_CITY = "São Paulo";
process.env.PIX_WEBHOOK_SECRET = "segredo-do-webhook-0123456789abcdef";
process.env.PIX_WEBHOOK_ALLOW = "203.0.113.0/24, 2001:db8::/32";

import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { hasError, parsePix, PixElementType } from "pix-utils";
import { beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import { drainMailQueue, localMails } from "../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { configureCaches } from "~/lib/server/cache.server";
import { listAudit } from "~/models/admin/audit.server";
import { listSamples } from "~/models/admin/samples.server";
import { mySampleTickets, remindUnpaidSamples, requestSample, samplePixCode } from "~/models/samples.server";
import { unmatchedPixReceipts } from "~/models/pix-receipts.server";
import { orderSeqOfTxid } from "~/models/pix-webhook.server";
import { payByText } from "~/i18n/samples";
import { runPeriodicJobNow } from "~/lib/server/jobs.server";
import { SAMPLE_REMINDER_JOB } from "~/services/background.server";
import { action, addressAllowed, loader } from "~/routes/api/pix-webhook";

const t = useTestDatabase();
const SECRET = process.env.PIX_WEBHOOK_SECRET;
const BANK = "203.0.113.10";
let products: string[];
let next = 0;

const FORM = {
  fullName: "Paula Pagadora",
  email: "paula@exemplo.com.br",
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
  products = await Promise.all(
    ["bacopa-monnieri-500mg", "magnesio-dimalato", "melatonina-camomila", "ashwagandha-ksm-66"].map((slug) => productIdBySlug(t.db, slug)),
  );
});

/** A fresh customer's request awaiting its R$ 12,90 (Sudeste), with the txid its BR Code carries. */
async function awaiting() {
  const userId = await makeConfirmedUser(t.db, "pagadora");
  const result = await requestSample(userId, products[next++ % products.length], FORM);
  if (!result.ok) throw new Error(JSON.stringify(result));
  const [account] = await t.db.select({ email: s.user.email }).from(s.user).where(eq(s.user.id, userId));
  const code = samplePixCode(result.orderNumber, 1290)!;
  const parsed = parsePix(code);
  if (hasError(parsed) || parsed.type !== PixElementType.STATIC || !parsed.txid) throw new Error("no static BR Code with a txid");
  return { userId, id: result.requestId, orderNumber: result.orderNumber, txid: parsed.txid, email: account.email };
}

const e2e = () => `E18236120${"202612011200"}${crypto.randomBytes(6).toString("hex").slice(0, 11)}`;

function pix(txid: string | null, valor: string, extra: Record<string, unknown> = {}) {
  return { endToEndId: e2e(), txid, valor, horario: "2026-12-01T15:04:05.000Z", ...extra };
}

/** POSTs to the webhook as the bank would, from `address`, at /api/pix/webhook/<secret>[/pix]. */
async function post(body: unknown, options: { secret?: string; address?: string; suffix?: string } = {}) {
  const path = `${options.secret ?? SECRET}${options.suffix ?? "/pix"}`;
  const request = new Request(`http://localhost/api/pix/webhook/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-rv-client-ip": options.address ?? BANK },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return await action({ request, params: { "*": path }, context: {} } as never);
}

async function row(id: string) {
  const [r] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, id));
  return r;
}

describe("the txid the BR Code carries", () => {
  it("is the order number without dashes, read back to its sequence", async () => {
    const request = await awaiting();
    expect(request.txid).toBe(request.orderNumber.replace(/-/g, ""));
    expect(orderSeqOfTxid(request.txid)).toBe(Number(request.orderNumber.slice(-6)));
    expect(orderSeqOfTxid("PEDIDO123")).toBeNull();
  });
});

describe("POST /api/pix/webhook/<secret>", () => {
  it("a match: the request is paid in one go, with the bank's time, the payer, the audit row by “Pix (banco)” and the e-mail", async () => {
    const request = await awaiting();
    await drainMailQueue();
    const item = pix(request.txid, "12.90", { infoPagador: "frete amostra", pagador: { nome: "Paula Pagadora", cpf: "12345678909" } });
    const response = await post({ pix: [item] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ recebidos: 1 });

    expect(await row(request.id)).toMatchObject({ paymentStatus: "paid", paidAt: new Date("2026-12-01T15:04:05.000Z") });
    const [receipt] = await t.db.select().from(s.pixReceipts).where(eq(s.pixReceipts.endToEndId, item.endToEndId));
    expect(receipt).toMatchObject({
      outcome: "applied",
      sampleRequestId: request.id,
      amountCents: 1290,
      payerName: "Paula Pagadora",
      payerDocument: "12345678909",
      payerInfo: "frete amostra",
      txid: request.txid,
    });
    const audit = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityId, request.id), eq(s.auditLog.action, "sample_request.payment_pix")));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBeNull();
    expect(audit[0].after).toMatchObject({ paymentStatus: "paid", endToEnd: item.endToEndId, pagador: "Paula Pagadora" });
    const shown = (await listAudit({ pageSize: 50 })).rows.find(
      (r) => r.entityId === request.id && r.action === "sample_request.payment_pix",
    );
    expect(shown).toMatchObject({ actorName: "Pix (banco)", actionLabel: "Pix do frete confirmado pelo banco" });

    const mails = (await localMails()).filter((m) => m.to.includes(request.email) && /Pagamento do frete confirmado/.test(m.subject));
    expect(mails).toHaveLength(1);
    // The next read shows it: the customer's ticket is paid and no longer offers a Pix code.
    const [ticket] = (await mySampleTickets(request.userId)).filter((x) => x.id === request.id);
    expect(ticket).toMatchObject({ paymentStatus: "paid", pix: null });
  });

  it("an amount that is not the fee is stored and flagged on the request, never applied", async () => {
    const request = await awaiting();
    const response = await post({ pix: [pix(request.txid, "10.00")] }, { suffix: "" });
    expect(response.status).toBe(200);
    expect(await row(request.id)).toMatchObject({ paymentStatus: "awaiting", paidAt: null });
    const listed = (await listSamples({ q: request.orderNumber })).rows[0];
    expect(listed.pixAlerts).toEqual([{ outcome: "amount_mismatch", amountCents: 1000 }]);
    const audit = await t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, request.id));
    expect(audit).toHaveLength(0);
  });

  it("an unknown txid is stored for the administrator and answered 200", async () => {
    const item = pix("AM2026999999", "12.90", { pagador: { nome: "Quem Pagou" } });
    const other = pix("QUALQUERCOISA123", "5.00");
    const response = await post({ pix: [item, other] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ recebidos: 2 });
    const unmatched = await unmatchedPixReceipts();
    expect(unmatched.map((r) => r.endToEndId)).toEqual(expect.arrayContaining([item.endToEndId, other.endToEndId]));
    expect(unmatched.find((r) => r.endToEndId === item.endToEndId)).toMatchObject({ amountCents: 1290, payerName: "Quem Pagou" });
  });

  it("a repeated delivery (same endToEndId) changes nothing: one receipt, one audit row, one e-mail", async () => {
    const request = await awaiting();
    await drainMailQueue();
    const item = pix(request.txid, "12.90");
    const answers = await Promise.all([post({ pix: [item] }), post({ pix: [item] })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await post({ pix: [item] })).status).toBe(200);
    expect(await t.db.select().from(s.pixReceipts).where(eq(s.pixReceipts.endToEndId, item.endToEndId))).toHaveLength(1);
    expect(await t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, request.id))).toHaveLength(1);
    expect((await localMails()).filter((m) => m.to.includes(request.email) && /Pagamento do frete/.test(m.subject))).toHaveLength(1);
    // A second, different Pix for a request already paid is kept and flagged (to refund), not applied again.
    await post({ pix: [pix(request.txid, "12.90")] });
    const listed = (await listSamples({ q: request.orderNumber })).rows[0];
    expect(listed.pixAlerts).toEqual([{ outcome: "not_awaiting", amountCents: 1290 }]);
  });

  it("a bad secret is a 404 and writes nothing", async () => {
    const request = await awaiting();
    const before = await t.db.select().from(s.pixReceipts);
    for (const secret of ["errado", `${SECRET}x`, SECRET.slice(0, -1)]) {
      expect((await post({ pix: [pix(request.txid, "12.90")] }, { secret })).status).toBe(404);
    }
    expect((await loader()).status).toBe(404);
    expect(await t.db.select().from(s.pixReceipts)).toHaveLength(before.length);
    expect((await row(request.id)).paymentStatus).toBe("awaiting");
  });

  it("a disallowed address is a 403 and writes nothing; an allowed IPv6 one passes", async () => {
    const request = await awaiting();
    const before = await t.db.select().from(s.pixReceipts);
    for (const address of ["198.51.100.7", "unknown", "2001:db9::1"]) {
      expect((await post({ pix: [pix(request.txid, "12.90")] }, { address })).status).toBe(403);
    }
    expect(await t.db.select().from(s.pixReceipts)).toHaveLength(before.length);
    expect((await row(request.id)).paymentStatus).toBe("awaiting");
    expect((await post({ pix: [pix(request.txid, "12.90")] }, { address: "2001:db8:5::9" })).status).toBe(200);
    expect((await row(request.id)).paymentStatus).toBe("paid");
    expect(addressAllowed("::ffff:203.0.113.200", ["203.0.113.0/24"])).toBe(true);
    expect(addressAllowed("198.51.100.7", [])).toBe(true);
  });

  it("a body outside the standard is a 400", async () => {
    expect((await post("não é json")).status).toBe(400);
    expect((await post({ pagamentos: [] })).status).toBe(400);
    expect((await post({ pix: [] })).status).toBe(400);
  });
});

describe("the one reminder before the Pix deadline", () => {
  it("goes once, a day before the end, with the Pix code and “Pague até dd/mm/aaaa”, as the periodic job", async () => {
    await remindUnpaidSamples(new Date("2030-01-01T00:00:00Z")); // nothing due that far: all past their deadline
    const request = await awaiting();
    // Made at noon on 1 December 2026 (São Paulo): 3 days, so it can be paid until 23:59 of the 4th.
    const made = new Date("2026-12-01T15:00:00Z");
    await t.db.update(s.sampleRequests).set({ createdAt: made }).where(eq(s.sampleRequests.id, request.id));
    const orderNumber = request.orderNumber;
    await drainMailQueue();

    expect(await remindUnpaidSamples(new Date("2026-12-04T02:59:00Z"))).toEqual({ reminded: 0 }); // 24 h 1 min before
    expect(await remindUnpaidSamples(new Date("2026-12-04T03:00:00Z"))).toEqual({ reminded: 1 }); // 24 h before
    expect((await row(request.id)).pixRemindedAt).toEqual(new Date("2026-12-04T03:00:00Z"));
    expect(await remindUnpaidSamples(new Date("2026-12-04T20:00:00Z"))).toEqual({ reminded: 0 }); // once
    const mails = (await localMails()).filter((m) => m.to.includes(request.email) && /Pague até/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(orderNumber);
    expect(mails[0].text).toContain("Pague até 04/12/2026");
    expect(mails[0].text).toContain(samplePixCode(orderNumber, 1290)!);
    expect(payByText(new Date("2026-12-05T03:00:00Z"))).toBe("Pague até 04/12/2026");
  });

  it("skips paid requests and runs as the periodic job", async () => {
    const paid = await awaiting();
    await post({ pix: [pix(paid.txid, "12.90")] });
    const unpaid = await awaiting();
    // Made so that, with the 3-day default, the deadline is the next São Paulo midnight (UTC-3): within a day.
    const deadline = new Date();
    deadline.setUTCHours(3, 0, 0, 0);
    if (deadline.getTime() <= Date.now()) deadline.setUTCDate(deadline.getUTCDate() + 1);
    const made = new Date(deadline.getTime() - 4 * 86_400_000 + 60_000);
    for (const id of [paid.id, unpaid.id]) {
      await t.db.update(s.sampleRequests).set({ createdAt: made }).where(eq(s.sampleRequests.id, id));
    }
    await runPeriodicJobNow(SAMPLE_REMINDER_JOB);
    expect((await row(unpaid.id)).pixRemindedAt).not.toBeNull();
    expect((await row(paid.id)).pixRemindedAt).toBeNull();
  });
});
