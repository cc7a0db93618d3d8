/**
 * Issue 37: the audit log as Relatórios reads it from the database. A rejected review (the row is gone)
 * still names its author and product; an unpublished one too; a product's edit never shows its search
 * columns; a payment shows in words.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { makeAccount } from "../security/support";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { listAudit, recordAudit } from "~/models/admin/audit.server";
import { approveReview, rejectReview, unpublishReview } from "~/models/admin/reviews.server";

const t = useTestDatabase();
let admin: Awaited<ReturnType<typeof makeAccount>>;
let author: Awaited<ReturnType<typeof makeAccount>>;
let product: { id: string; name: string };

beforeAll(async () => {
  await seedContent(t.db);
  admin = await makeAccount("admin-auditoria", { role: "admin" });
  author = await makeAccount("autora-auditoria");
  [product] = await t.db.select({ id: s.products.id, name: s.products.name }).from(s.products).limit(1);
}, 120_000);

async function entriesFor(entityId: string) {
  const { rows } = await listAudit({ area: "avaliacoes", pageSize: 100 });
  return rows.filter((r) => r.entityId === entityId);
}

describe("the audit log in Portuguese", () => {
  it("a rejected review (gone) and an unpublished one name the author and the product", async () => {
    const [rejected] = await t.db
      .insert(s.productReviews)
      .values({ productId: product.id, userId: author.id, rating: 2, content: "Não senti diferença nenhuma em duas semanas." })
      .returning();
    await rejectReview(rejected.id, admin.id);
    const [entry] = await entriesFor(rejected.id);
    expect(entry.actionLabel).toBe("Rejeitou avaliação");
    expect(entry.subject).toBe(`de Autora-auditoria Teste sobre ${product.name}`);

    const [other] = await t.db
      .select({ id: s.products.id, name: s.products.name })
      .from(s.products)
      .where(eq(s.products.slug, "maca-peruana"));
    const [published] = await t.db
      .insert(s.productReviews)
      .values({ productId: other.id, userId: author.id, rating: 5, content: "Muito bom, mais disposição pela manhã." })
      .returning();
    await approveReview(published.id, admin.id);
    await unpublishReview(published.id, admin.id);
    const entries = await entriesFor(published.id);
    expect(entries.map((e) => e.actionLabel).sort()).toEqual(["Aprovou avaliação", "Despublicou avaliação"]);
    for (const e of entries) expect(e.subject).toBe(`de Autora-auditoria Teste sobre ${other.name}`);
    // Ids never show in the details.
    for (const e of entries) expect(e.summary).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it("a product's edit shows the name's change, never its search columns; a payment and a date read in words", async () => {
    const [row] = await t.db.select().from(s.products).where(eq(s.products.id, product.id));
    await t.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: admin.id,
        action: "product.update",
        entity: "product",
        entityId: product.id,
        before: row,
        after: { ...row, name: `${row.name} Plus`, searchText: "outro texto", updatedAt: new Date() },
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: "sample_request.payment_paid",
        entity: "sample_request",
        entityId: null,
        before: { paymentStatus: "awaiting", paidAt: null, shippingFeeCents: 1290 },
        after: { paymentStatus: "paid", paidAt: new Date("2026-11-29T15:04:00Z"), shippingFeeCents: 1290 },
      });
    });
    const { rows } = await listAudit({ pageSize: 5 });
    const edit = rows.find((r) => r.action === "product.update")!;
    expect(edit.summary).toBe(`nome: ${row.name} → ${row.name} Plus`);
    const payment = rows.find((r) => r.action === "sample_request.payment_paid")!;
    expect(payment.actionLabel).toBe("Confirmou pagamento do frete");
    // jsonb keeps its own key order: the changes, in any order.
    expect(payment.summary.split("; ").sort()).toEqual(["pagamento: aguardando pagamento → pago", "pago em: — → 29/11/2026 às 12:04"]);
  });
});
