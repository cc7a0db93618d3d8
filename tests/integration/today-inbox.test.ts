/**
 * Issue 37, the dashboard's "Hoje": one statement counts what needs doing (Pix awaiting with the oldest's
 * age, ready to ship, overdue deliveries, reviews with those by someone who received the sample, LGPD
 * requests with the days left of 15, rewards to send, failed e-mails), each line linking to the list
 * filtered to it; the list behind each link shows the same requests; and the review queue puts the
 * reviews by someone who received the sample first.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { queueFailedMail } from "../helpers/mail";
import { call, makeAccount, sessionUser } from "../security/support";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { dashboardOverview, lgpdDaysLeft } from "~/models/admin/dashboard.server";
import { listReviews } from "~/models/admin/reviews.server";
import { listSamples, sampleFilters } from "~/models/admin/samples.server";
import { loader as dashboardLoader } from "~/routes/admin-panel/index";

const t = useTestDatabase();
const DAY = 86_400_000;
let admin: Awaited<ReturnType<typeof makeAccount>>;
let customer: Awaited<ReturnType<typeof makeAccount>>;
let productIds: string[];

async function sample(values: Partial<typeof s.sampleRequests.$inferInsert> & { productId: string }, userId = customer.id) {
  const [row] = await t.db
    .insert(s.sampleRequests)
    .values({
      userId,
      fullName: "Cliente Hoje",
      email: "cliente.hoje@exemplo.com.br",
      address: "Rua 1, 10",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
      ...values,
    })
    .returning();
  return row;
}

/** The list an inbox line links to, read as its loader reads the address. */
async function linked(href: string) {
  const filters = sampleFilters(new URL(href, "http://localhost"));
  return (await listSamples({ ...filters, page: 1 }, 100)).rows;
}

beforeAll(async () => {
  await seedContent(t.db);
  admin = await makeAccount("admin-hoje", { role: "admin" });
  customer = await makeAccount("cliente-hoje");
  productIds = (await t.db.select({ id: s.products.id }).from(s.products).limit(8)).map((p) => p.id);
}, 120_000);

describe("Hoje", () => {
  it("is for admins only", async () => {
    const anonymous = await call(dashboardLoader, "/admin-panel", { user: null });
    expect(anonymous.status).toBe(302);
    const asCustomer = await call(dashboardLoader, "/admin-panel", { user: await sessionUser(customer.id) });
    expect([asCustomer.status, asCustomer.headers.get("location")]).toEqual([302, "/dashboard"]);
  });

  it("counts each thing to do, and each line's link lists the same requests", async () => {
    const now = new Date();
    const before = await dashboardOverview(now);
    const count = (key: string, o = before) => o.inbox.find((i) => i.key === key)?.count ?? 0;

    // Pix awaiting (the oldest 3 days old), one approved, one shipped long ago (overdue) and one shipped yesterday.
    await sample({
      productId: productIds[0],
      paymentStatus: "awaiting",
      shippingFeeCents: 1690,
      createdAt: new Date(now.getTime() - 3 * DAY),
    });
    await sample({ productId: productIds[1], paymentStatus: "awaiting", shippingFeeCents: 1690, createdAt: new Date(now.getTime() - DAY) });
    await sample({ productId: productIds[2], status: "approved", paymentStatus: "paid", shippingFeeCents: 1690 });
    const late = await sample({
      productId: productIds[3],
      status: "shipped",
      trackingCode: "QB123123123BR",
      paymentStatus: "paid",
      updatedAt: new Date(now.getTime() - 20 * DAY),
    });
    await sample({ productId: productIds[4], status: "shipped", trackingCode: "QB321321321BR", updatedAt: new Date(now.getTime() - DAY) });
    // A review by someone who received the sample (delivered) and one by someone who did not.
    await sample({ productId: productIds[5], status: "delivered" });
    const [withSample] = await t.db
      .insert(s.productReviews)
      .values({ productId: productIds[5], userId: customer.id, rating: 5, content: "Recebi a amostra e gostei muito do resultado." })
      .returning();
    await t.db
      .insert(s.productReviews)
      .values({ productId: productIds[6], userId: customer.id, rating: 4, content: "Ainda não recebi, mas já usei antes." });
    // A confirmed LGPD request made 12 days ago, and an unconfirmed one (nothing to do yet).
    await t.db.insert(s.dataRemovalRequests).values([
      {
        fullName: "Titular Hoje",
        email: "titular.hoje@exemplo.com.br",
        protocol: `LGPD-HOJE-${Date.now()}`,
        confirmedAt: new Date(now.getTime() - 12 * DAY),
        createdAt: new Date(now.getTime() - 12 * DAY),
      },
      { fullName: "Titular Sem Confirmar", email: "titular.sc@exemplo.com.br", protocol: `LGPD-HOJE-SC-${Date.now()}` },
    ]);
    await queueFailedMail({ to: "falhou@exemplo.net", subject: "Falhou", html: "<p>x</p>", text: "x" });

    const after = await dashboardOverview(now);
    expect(count("pix", after)).toBe(count("pix") + 2);
    expect(count("ship", after)).toBe(count("ship") + 1);
    expect(count("overdue", after)).toBe(count("overdue") + 1);
    expect(count("reviews", after)).toBe(count("reviews") + 2);
    expect(count("privacy", after)).toBe(count("privacy") + 1);
    expect(count("mail", after)).toBe(count("mail") + 1);
    const line = (key: string) => after.inbox.find((i) => i.key === key)!;
    expect(line("reviews").detail).toMatch(/^\d+ de quem recebeu amostra, no topo da fila$/);
    expect(line("pix").detail).toMatch(/^o mais antigo pedido há \d+ dias?$/);
    const oldest = await t.db.select({ createdAt: s.dataRemovalRequests.createdAt }).from(s.dataRemovalRequests);
    const daysLeft = Math.min(...oldest.map((r) => lgpdDaysLeft(r.createdAt, now)));
    expect(line("privacy").detail).toContain(`${daysLeft}`);

    // The links open the lists filtered to the same requests.
    const overdue = await linked(line("overdue").href);
    expect(overdue.map((r) => r.id)).toContain(late.id);
    expect(overdue).toHaveLength(line("overdue").count);
    expect(await linked(line("ship").href)).toHaveLength(line("ship").count);
    const pix = await linked(line("pix").href);
    expect(pix).toHaveLength(line("pix").count);
    expect(pix.every((r) => r.paymentStatus === "awaiting" && r.status === "pending")).toBe(true);
    // Oldest first: the one waiting longest is on top.
    expect(pix.map((r) => r.createdAt.getTime())).toEqual([...pix.map((r) => r.createdAt.getTime())].sort((a, b) => a - b));

    // The review queue: the one by someone who received the sample first.
    const queue = await listReviews({ approved: false });
    expect(queue.rows[0]).toMatchObject({ id: withSample.id, receivedSample: true });
    expect(queue.rows.filter((r) => !r.receivedSample).length).toBeGreaterThanOrEqual(1);

    // The dashboard's loader shows the same lines to the admin.
    const page = await call(dashboardLoader, "/admin-panel", { user: await sessionUser(admin.id) });
    const data = page.body as { inbox: { key: string; count: number }[]; stats: { compared: string }[] };
    expect(data.inbox.find((i) => i.key === "overdue")!.count).toBe(line("overdue").count);
    for (const stat of data.stats)
      expect(stat.compared).toMatch(/^(igual aos 30 dias anteriores|[+−]\d[\d.]* em relação aos 30 dias anteriores)$/);
  });
});
