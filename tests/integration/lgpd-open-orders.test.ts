// An LGPD removal with open orders (issue 37, point 6): "Executar remoção" lists each open sample
// request and its fate before it is confirmed; carrying it out cancels the unpaid ones, sends the paid
// ones to the refund step and lets a shipped one arrive; the anonymised account reads "Anonimizada" and
// cannot be reactivated; its points leave circulation through a ledger row; the store's replies lose the name.
process.env.PIX_KEY = "contato@raizvital.com.br";
process.env.PIX_MERCHANT_NAME = "Raiz Vital";
process.env.PIX_CITY = "São Paulo";

import fs from "node:fs";
import { and, desc, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { configureCaches } from "~/lib/server/cache.server";
import { readToast } from "~/lib/server/toast.server";
import { userContext, type SessionUser } from "~/services/session.server";
import { requestSample } from "~/models/samples.server";
import { ERASED_SAMPLE_MESSAGE, setSamplePayment, updateSampleStatus } from "~/models/admin/samples.server";
import { adjustUserPoints, listUsers, setUserRole, setUserStatus } from "~/models/admin/users.server";
import { reportCounters } from "~/models/admin/reports.server";
import { listApprovedReviews } from "~/models/reviews.server";
import { listReviews } from "~/models/admin/reviews.server";
import { customerDetail } from "~/models/admin/customers.server";
import { ANONYMISED_ACCOUNT_TEXTS, ANONYMISED_POINTS_REASON } from "~/i18n/privacy";
import { refundStatusLabel } from "~/i18n/samples";
import * as panelPrivacy from "~/routes/admin-panel/privacy";
import * as panelSamples from "~/routes/admin-panel/samples";
import * as panelUsers from "~/routes/admin-panel/users";

const t = useTestDatabase();
let adminId: string;
let products: string[];

const FORM = {
  fullName: "Carlos Pereira",
  email: "carlos@exemplo.com.br",
  zipCode: "69005-000",
  street: "Avenida Eduardo Ribeiro",
  number: "100",
  complement: "",
  district: "Centro",
  city: "Manaus",
  state: "AM",
};

beforeAll(async () => {
  configureCaches({ enabled: false });
  await seedContent(t.db);
  adminId = await makeConfirmedUser(t.db, "admin-lgpd");
  await t.db.update(s.profiles).set({ role: "admin" }).where(eq(s.profiles.id, adminId));
  products = await Promise.all(
    ["bacopa-monnieri-500mg", "magnesio-dimalato", "melatonina-camomila", "ashwagandha-ksm-66"].map((slug) => productIdBySlug(t.db, slug)),
  );
});

function as(id: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(userContext, {
    id,
    email: `${id}@exemplo.com.br`,
    fullName: "Admin",
    role: "admin",
    sessionId: "s",
    emailVerified: true,
  } as unknown as SessionUser);
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

/** The toast an action's answer sets (the flash cookie), as the next page shows it. */
async function toastOf(answer: unknown): Promise<string> {
  const cookie = new Headers((answer as { init?: ResponseInit }).init?.headers).get("set-cookie");
  if (!cookie) return "";
  const { toast } = await readToast(new Request("http://localhost:3000/", { headers: { cookie: cookie.split(";")[0] } }));
  return JSON.stringify(toast);
}

const row = async (id: string) => (await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, id)))[0];

/** Carlos: one unpaid, one paid and one shipped request, a pending one with its fee waived, points, a review the store answered by name, a confirmed removal request. */
async function carlos() {
  const id = crypto.randomUUID();
  const email = `carlos-${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name: "Carlos Pereira", email, emailVerified: true });
  await t.db.insert(s.profiles).values({ id, email, fullName: "Carlos Pereira" });
  const made: string[] = [];
  for (const productId of products) {
    const result = await requestSample(id, productId, { ...FORM, email });
    if (!result.ok) throw new Error(JSON.stringify(result));
    made.push(result.requestId);
  }
  const [unpaid, paid, shipped, waived] = made;
  await setSamplePayment(paid, "paid", adminId);
  await setSamplePayment(shipped, "paid", adminId);
  await updateSampleStatus({ id: shipped, status: "approved", trackingCode: null }, adminId);
  await updateSampleStatus(
    { id: shipped, status: "shipped", trackingCode: `AM${id.replace(/\D/g, "").padEnd(9, "7").slice(0, 9)}BR` },
    adminId,
  );
  await setSamplePayment(waived, "waived", adminId);
  const [review] = await t.db
    .insert(s.productReviews)
    .values({
      productId: products[0],
      userId: id,
      rating: 5,
      content: "Gostei muito da amostra, dormi melhor na primeira semana.",
      approved: true,
      reply: "Obrigado, Carlos! Que bom que a amostra ajudou.",
      repliedAt: new Date(),
    })
    .returning({ id: s.productReviews.id });
  const [removal] = await t.db
    .insert(s.dataRemovalRequests)
    .values({ protocol: `LGPD-T6-${id.slice(0, 6)}`, email, fullName: "Carlos Pereira", confirmedAt: new Date() })
    .returning({ id: s.dataRemovalRequests.id });
  const [profile] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, id));
  return { id, email, unpaid, paid, shipped, waived, review: review.id, removal: removal.id, points: profile.points };
}

async function panelRemovals() {
  const page = await panelPrivacy.loader({
    request: new Request("http://localhost:3000/admin-panel/privacidade"),
    context: as(adminId),
    params: {},
  } as never);
  return page.removals.rows;
}

describe("Executar remoção with open sample requests", () => {
  it("lists each open request and its fate before it is confirmed, then does exactly that", async () => {
    const c = await carlos();
    expect(c.points).toBeGreaterThan(0);

    // The panel's dialog reads its list from the loader: every open request, with what will happen to it.
    const listed = (await panelRemovals()).find((r) => r.id === c.removal)!;
    const fates = Object.fromEntries(listed.openSamples.map((x) => [x.id, x.fate]));
    expect(fates).toEqual({ [c.unpaid]: "cancel", [c.paid]: "refund", [c.shipped]: "deliver", [c.waived]: "cancel" });

    const pointsBefore = (await reportCounters()).find((x) => x.key === "points")!.value;
    const answer = payload(
      await panelPrivacy.action({
        request: post("/admin-panel/privacidade", { intent: "removal-carry-out", id: c.removal, reviews: "keep" }),
        context: as(adminId),
        params: {},
      } as never),
    );
    expect(answer.ok).toBe(true);

    // Each request met the fate the dialog announced.
    const [unpaid, paid, shipped, waived] = await Promise.all([row(c.unpaid), row(c.paid), row(c.shipped), row(c.waived)]);
    expect(unpaid).toMatchObject({ status: "rejected", cancelReason: "account_deleted", paymentStatus: "awaiting", refundStatus: null });
    expect(waived).toMatchObject({ status: "rejected", cancelReason: "account_deleted", paymentStatus: "waived", refundStatus: null });
    expect(paid).toMatchObject({ status: "rejected", cancelReason: "account_deleted", paymentStatus: "paid", refundStatus: "due" });
    expect(refundStatusLabel(paid.refundStatus)).toBe("Frete a devolver");
    expect(shipped).toMatchObject({ status: "shipped", cancelReason: null });
    for (const r of [unpaid, paid, shipped, waived]) {
      expect(r.personalDataErasedAt).not.toBeNull();
      expect(r).toMatchObject({ fullName: "Cliente Raiz Vital", email: "", city: "", zipCode: "", trackingCode: null });
    }
    const [request] = await t.db.select().from(s.dataRemovalRequests).where(eq(s.dataRemovalRequests.id, c.removal));
    expect(request.removed).toMatchObject({ samplesCancelled: 3, refundsDue: 1, pointsRemoved: expect.any(Number), repliesWithoutName: 1 });

    // The panel offers nothing to record on them, and its action refuses "Marcar como pago".
    const refused = await panelSamples.action({
      request: post("/admin-panel/amostras", { intent: "sample-payment", id: c.unpaid, decision: "paid" }),
      context: as(adminId),
      params: {},
    } as never);
    expect(payload(refused).ok).toBe(false);
    expect(await toastOf(refused)).toContain(ERASED_SAMPLE_MESSAGE);
    expect(await row(c.unpaid)).toMatchObject({ paymentStatus: "awaiting", status: "rejected" });
    const samplesPage = (await panelSamples.loader({
      request: new Request("http://localhost:3000/admin-panel/amostras?status=rejected"),
      context: as(adminId),
      params: {},
    } as never)) as { list: { rows: { id: string; erased: boolean }[] } };
    expect(samplesPage.list.rows.find((r) => r.id === c.unpaid)?.erased).toBe(true);
    // The parcel on its way still arrives, and is concluded, without personal data.
    expect((await updateSampleStatus({ id: c.shipped, status: "delivered", trackingCode: null }, adminId)).changed).toBe(true);

    // The points left circulation through one ledger row, and the report's next read shows the drop.
    const [ledger] = await t.db
      .select()
      .from(s.pointsLedger)
      .where(eq(s.pointsLedger.userId, c.id))
      .orderBy(desc(s.pointsLedger.id))
      .limit(1);
    expect(ledger).toMatchObject({ kind: "adjustment", reason: ANONYMISED_POINTS_REASON, balanceAfter: 0 });
    expect(ledger.amount).toBeLessThan(0);
    const [profile] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, c.id));
    expect(profile.points).toBe(0);
    const pointsAfter = (await reportCounters()).find((x) => x.key === "points")!.value;
    expect(pointsBefore - pointsAfter).toBe(c.points);

    // The store's reply no longer greets by name, on the product page and in moderation.
    const reviews = await listApprovedReviews(products[0], { pageSize: 50 });
    const shown = reviews.reviews.find((r) => r.id === c.review)!;
    expect(shown.reply?.text).toBe("Obrigado! Que bom que a amostra ajudou.");
    expect(JSON.stringify(shown)).not.toContain("Carlos");
    const moderation = await listReviews({ approved: true }, 500);
    expect(moderation.rows.find((r) => r.id === c.review)?.reply).toBe("Obrigado! Que bom que a amostra ajudou.");

    // Nothing is left to list for that address.
    expect((await panelRemovals()).find((r) => r.id === c.removal)?.openSamples).toEqual([]);
  });
});

describe("an anonymised account", () => {
  it("reads 'Anonimizada', cannot be reactivated, made admin or given points, and the action says why", async () => {
    const c = await carlos();
    await panelPrivacy.action({
      request: post("/admin-panel/privacidade", { intent: "removal-carry-out", id: c.removal }),
      context: as(adminId),
      params: {},
    } as never);

    const listed = (await listUsers({ q: `removido-${c.id}` })).rows[0];
    expect(listed).toMatchObject({ id: c.id, status: "inactive", anonymised: true, points: 0 });
    expect((await customerDetail(c.id))?.profile).toMatchObject({ anonymised: true });
    const other = (await listUsers({ q: "admin-lgpd" })).rows[0];
    expect(other.anonymised).toBe(false);

    const answer = await panelUsers.action({
      request: post("/admin-panel/usuarios", { intent: "status", id: c.id, status: "active" }),
      context: as(adminId),
      params: {},
    } as never);
    expect(payload(answer).ok).toBe(false);
    expect(await toastOf(answer)).toContain(ANONYMISED_ACCOUNT_TEXTS.cannotReactivate);
    const [profile] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, c.id));
    expect(profile.status).toBe("inactive");
    const refusal = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityId, c.id), eq(s.auditLog.action, "user.status_refused")));
    expect(refusal).toHaveLength(1);

    await expect(setUserStatus(adminId, c.id, "active")).rejects.toThrow(ANONYMISED_ACCOUNT_TEXTS.cannotReactivate);
    await expect(setUserRole(adminId, c.id, "admin")).rejects.toThrow(ANONYMISED_ACCOUNT_TEXTS.cannotBeAdmin);
    await expect(adjustUserPoints(adminId, c.id, { amount: 30, reason: "Devolver pontos" })).rejects.toThrow(
      ANONYMISED_ACCOUNT_TEXTS.noPoints,
    );
    expect((await t.db.select().from(s.profiles).where(eq(s.profiles.id, c.id)))[0]).toMatchObject({
      status: "inactive",
      role: "user",
      points: 0,
    });
  });
});

describe("migration 0018: accounts anonymised before this change", () => {
  it("cancels their open requests not yet shipped (a paid fee to refund) and takes their points out through the ledger", async () => {
    const c = await carlos();
    // As an erasure before issue 37 left it: identity gone, requests erased but open, the balance kept.
    await t.db
      .update(s.profiles)
      .set({ email: `removido-${c.id}@anonimo.invalid`, fullName: "Cliente Raiz Vital", status: "inactive" })
      .where(eq(s.profiles.id, c.id));
    await t.db.update(s.sampleRequests).set({ personalDataErasedAt: new Date() }).where(eq(s.sampleRequests.userId, c.id));
    const before = (await reportCounters()).find((x) => x.key === "points")!.value;

    const file = fs.readFileSync(new URL("../../drizzle/0018_lgpd-anonymised-leftovers.sql", import.meta.url), "utf8");
    for (const statement of file.split("--> statement-breakpoint")) await t.db.execute(sql.raw(statement));

    expect(await row(c.unpaid)).toMatchObject({ status: "rejected", cancelReason: "account_deleted", refundStatus: null });
    expect(await row(c.paid)).toMatchObject({ status: "rejected", cancelReason: "account_deleted", refundStatus: "due" });
    expect(await row(c.shipped)).toMatchObject({ status: "shipped", cancelReason: null });
    const [profile] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, c.id));
    expect(profile.points).toBe(0);
    const ledger = await t.db
      .select()
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, c.id), eq(s.pointsLedger.reason, ANONYMISED_POINTS_REASON)));
    expect(ledger).toMatchObject([{ amount: -c.points, balanceAfter: 0, kind: "adjustment" }]);
    expect(before - (await reportCounters()).find((x) => x.key === "points")!.value).toBe(c.points);
  });
});
