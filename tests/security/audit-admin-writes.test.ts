/**
 * Every panel write of the access matrix (tests/security/route-matrix.ts: each case with an `audit`
 * action), sent as the admin through the real request handler, records exactly one audit row: the
 * action the case names, by the admin, with the row before and after the change, and shown on
 * Relatórios with its Portuguese words. A panel intent the matrix's sequence refuses (400) is sent here
 * in a state where it succeeds (PREPARE), so none is left out.
 */
import { desc, eq, gt, max } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MATRIX, type ActionSpec } from "./route-matrix";
import { hasBuild, useSecurityHarness, type Harness } from "./support/harness";
import { isPortuguese } from "./support/actions";
import { settleMail } from "../helpers/mail";
import * as s from "~/db/schema";
import { AUDIT_ACTION_LABELS } from "~/models/admin/audit.server";
import { redeemReward } from "~/models/loyalty.server";

/** The fields that turn a refused case into one that succeeds, after making the state it needs. */
const PREPARE: Record<string, (h: Harness) => Promise<Record<string, string>>> = {
  // A product without sample requests may be deleted.
  "routes/admin-panel/products product-delete": async (h) => {
    const [row] = await h.t.db
      .insert(s.products)
      .values({ name: "Sem pedidos", slug: "sem-pedidos", description: "Apagável." })
      .returning({ id: s.products.id });
    return { id: row.id };
  },
  // A request with a fee still to pay.
  "routes/admin-panel/samples sample-payment": async (h) => {
    await h.t.db
      .update(s.sampleRequests)
      .set({ paymentStatus: "awaiting", shippingFeeCents: 1990 })
      .where(eq(s.sampleRequests.id, h.fx.ids.otherSample));
    return { id: h.fx.ids.otherSample };
  },
  // A pending request whose fee was paid: the payment may be undone.
  "routes/admin-panel/samples sample-payment-undo": async (h) => ({
    id: await extraSample(h, { paymentStatus: "paid", paidAt: new Date() }),
  }),
  // A paid request rejected: its fee is owed back.
  "routes/admin-panel/samples sample-refund": async (h) => ({
    id: await extraSample(h, { status: "rejected", paymentStatus: "paid", refundStatus: "due" }),
  }),
  // An approved request, its fee waived: ready to ship.
  "routes/admin-panel/dispatch sample-dispatch": async (h) => ({
    "items[0].id": await extraSample(h, { status: "approved", paymentStatus: "waived", shippingFeeCents: 0 }),
  }),
  // A review waiting for moderation.
  "routes/admin-panel/reviews reject": async (h) => {
    const [row] = await h.t.db
      .insert(s.productReviews)
      .values({ productId: h.fx.ids.product, userId: h.fx.people.other.id, rating: 2, content: "Não gostei do sabor." })
      .returning({ id: s.productReviews.id });
    return { id: row.id };
  },
  // A redemption still pending.
  "routes/admin-panel/rewards redemption-cancel": async (h) => {
    const redeemed = await redeemReward(h.fx.people.customer.id, h.fx.ids.reward);
    if (!redeemed.redemptionId) throw new Error("the customer could not redeem the reward");
    return { id: redeemed.redemptionId };
  },
  // A request its address's owner confirmed.
  "routes/admin-panel/privacy removal-carry-out": async (h) => {
    const [row] = await h.t.db
      .insert(s.dataRemovalRequests)
      .values({ protocol: "LGPD-TESTE-2", email: "confirmou@exemplo.com", fullName: "Quem Confirmou", confirmedAt: new Date() })
      .returning({ id: s.dataRemovalRequests.id });
    return { id: row.id };
  },
};

let extraProducts = 0;

/** A request of the other customer in the state a case needs (fee R$ 19,90 unless said), each for a product of its own (one open request per product). */
async function extraSample(h: Harness, values: Partial<typeof s.sampleRequests.$inferInsert>): Promise<string> {
  const [product] = await h.t.db
    .select({ id: s.products.id })
    .from(s.products)
    .orderBy(desc(s.products.slug))
    .limit(1)
    .offset(extraProducts++);
  const [row] = await h.t.db
    .insert(s.sampleRequests)
    .values({
      userId: h.fx.people.other.id,
      productId: product.id,
      fullName: h.fx.people.other.fullName,
      email: h.fx.people.other.email,
      address: "Rua do Caso de Auditoria 12",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
      shippingFeeCents: 1990,
      ...values,
    })
    .returning({ id: s.sampleRequests.id });
  return row.id;
}

/** Writes that answer a success by going back to a list (a redirect with its toast), not with 200. */
const REDIRECTS_ON_SUCCESS: Record<string, string> = {
  // The dispatch screen, once every code is saved, returns to Amostras.
  "routes/admin-panel/dispatch sample-dispatch": "/admin-panel/amostras",
};

/** Which side of the change a row keeps: a creation has no "before", a removal no "after". */
function sides(action: string): "after" | "before" | "both" {
  if (action.endsWith(".create") || action === "data_removal_request.send_link") return "after";
  if (action.endsWith(".delete") || action === "review.reject") return "before";
  return "both";
}

/** The panel's writes, in the matrix's order (the order its sequence of states assumes). */
const PANEL_WRITES: { key: string; id: string; name: string; spec: ActionSpec & { audit: NonNullable<ActionSpec["audit"]> } }[] =
  Object.entries(MATRIX).flatMap(([id, entry]) =>
    Object.entries(entry.actions ?? {}).flatMap(([name, spec]) =>
      spec.audit ? [{ key: `${id} ${name}`, id, name, spec: { ...spec, audit: spec.audit } }] : [],
    ),
  );

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe.skipIf(!hasBuild)("every admin write is audited (through the real request handler)", () => {
  const h = useSecurityHarness();

  it("covers every panel write of the matrix, refused there or not", () => {
    expect(PANEL_WRITES.length).toBeGreaterThan(35);
    const unreachable = PANEL_WRITES.filter((w) => w.spec.expect.admin !== 200 && !PREPARE[w.key]).map((w) => w.key);
    expect(unreachable, "panel writes the matrix refuses, without a PREPARE that makes them succeed").toEqual([]);
    expect(Object.keys(PREPARE).filter((key) => !PANEL_WRITES.some((w) => w.key === key))).toEqual([]);
  });

  it("one audit row per call: the named action, by the admin, before and after, labelled on Relatórios", async () => {
    const failures: string[] = [];
    for (const { key, id, spec } of PANEL_WRITES) {
      await h.resetRateLimits();
      const form = { ...spec.form(h.fx, "admin"), ...(PREPARE[key] ? await PREPARE[key](h) : {}) };
      const [{ last }] = await h.t.db.select({ last: max(s.auditLog.id) }).from(s.auditLog);
      const answer = await h.send("admin", (spec.url ?? MATRIX[id].url)(h.fx), { form });
      // The mail the call queued is delivered before the next call (a bulk retry must find only the one failed delivery left).
      await settleMail();
      const label = key;
      const succeeded =
        answer.status === 200 || (REDIRECTS_ON_SUCCESS[key] !== undefined && answer.location?.startsWith(REDIRECTS_ON_SUCCESS[key]));
      if (!succeeded) {
        failures.push(`${label}: answered ${answer.status}`);
        continue;
      }
      const rows = await h.t.db
        .select()
        .from(s.auditLog)
        .where(gt(s.auditLog.id, last ?? 0));
      if (rows.length !== 1) {
        failures.push(`${label}: ${rows.length} audit rows (${rows.map((r) => r.action).join(", ")}), expected one ${spec.audit}`);
        continue;
      }
      const [row] = rows;
      if (row.action !== spec.audit) failures.push(`${label}: recorded ${row.action}, expected ${spec.audit}`);
      if (row.actorId !== h.fx.people.admin.id) failures.push(`${label}: recorded by ${row.actorId}, not the admin`);
      const side = sides(row.action);
      if (side !== "before" && !row.after) failures.push(`${label}: no "after" kept`);
      if (side !== "after" && !row.before) failures.push(`${label}: no "before" kept`);
      if (side === "both" && JSON.stringify(row.before) === JSON.stringify(row.after))
        failures.push(`${label}: before and after are the same`);
      // A post's products are part of its write (issue 36): the row keeps them before and after.
      if (row.action === "blog_post.update") {
        const named = (side: unknown) => (side as { productIds?: unknown } | null)?.productIds;
        if (!Array.isArray(named(row.before))) failures.push(`${label}: "before" does not keep the post's products`);
        if (JSON.stringify(named(row.after)) !== JSON.stringify([h.fx.ids.product]))
          failures.push(`${label}: "after" does not keep the post's products (${JSON.stringify(named(row.after))})`);
      }
      // Relatórios lists the newest first: the row's words are on its first page.
      const words = AUDIT_ACTION_LABELS[spec.audit];
      if (!isPortuguese(words)) failures.push(`${label}: the label ${JSON.stringify(words)} is not Portuguese`);
      const page = await h.send("admin", "/admin-panel/relatorios");
      if (!page.body.includes(escapeHtml(words))) failures.push(`${label}: Relatórios does not show ${JSON.stringify(words)}`);
      if (page.body.includes(`>${row.action}<`)) failures.push(`${label}: Relatórios shows the raw code ${row.action}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
