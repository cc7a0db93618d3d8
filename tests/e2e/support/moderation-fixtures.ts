/**
 * A customer for the moderation walk: three published reviews (one with a
 * health claim), a closed sample request, points, two pending redemptions and a handled privacy
 * request. Published, closed and backdated on purpose: the other specs count the pending queue, the
 * open requests and the newest activity, and must not see this customer there.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../../app/lib/server/db/client.server.ts";
import * as s from "../../../app/db/schema/index.ts";
import { applyLedgerEntry, redeemReward } from "../../../app/models/loyalty.server.ts";

export const MODERATION = {
  customer: { email: "mara.moderacao@exemplo.com.br", fullName: "Mara Moderação" },
  replied: {
    product: "ashwagandha-ksm-66",
    productName: "Ashwagandha KSM-66",
    title: "Dormi melhor",
    content: "Tomo à noite e acordo mais descansada, sem sonolência de manhã.",
  },
  flagged: {
    product: "cha-verde-egcg",
    productName: "Chá Verde (EGCG)",
    title: "Me curou da ansiedade",
    content: "Depois do chá verde parei o remédio para ansiedade.",
  },
  deleted: {
    product: "l-teanina-cafeina",
    productName: "L-Teanina + Cafeína",
    title: "Foco sem tremedeira",
    content: "Rende bem nas tardes de estudo, sem o nervoso do café puro.",
  },
  sample: { product: "vitamina-d3-k2", city: "Londrina" },
  rewards: { completed: "E-book Guia da Vitalidade", cancelled: "Amostra extra à sua escolha" },
  privacy: { protocol: "LGPD-2026-000777" },
} as const;

const DAY = 86_400_000;

async function productId(db: Db, slug: string) {
  const [row] = await db.select({ id: s.products.id, name: s.products.name }).from(s.products).where(eq(s.products.slug, slug)).limit(1);
  if (!row) throw new Error(`produto ${slug} não encontrado no seed`);
  return row.id;
}

export async function seedModerationFixtures(db: Db, now = Date.now()) {
  const { email, fullName } = MODERATION.customer;
  const [existing] = await db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, email)).limit(1);
  if (existing) return;
  const id = crypto.randomUUID();
  const createdAt = new Date(now - 15 * DAY);
  await db.insert(s.user).values({ id, name: fullName, email, emailVerified: true, createdAt, updatedAt: createdAt });
  await db.insert(s.profiles).values({ id, email, fullName, createdAt, updatedAt: createdAt });
  const reviews = [
    { ...MODERATION.replied, rating: 5, healthClaim: false, days: 9 },
    { ...MODERATION.flagged, rating: 4, healthClaim: true, days: 8 },
    { ...MODERATION.deleted, rating: 5, healthClaim: false, days: 7 },
  ];
  for (const r of reviews) {
    await db.insert(s.productReviews).values({
      productId: await productId(db, r.product),
      userId: id,
      rating: r.rating,
      title: r.title,
      content: r.content,
      healthClaim: r.healthClaim,
      approved: true,
      createdAt: new Date(now - r.days * DAY),
    });
  }
  await db.insert(s.sampleRequests).values({
    userId: id,
    productId: await productId(db, MODERATION.sample.product),
    status: "completed",
    fullName,
    email,
    address: "Rua Sergipe, 800",
    city: MODERATION.sample.city,
    state: "PR",
    zipCode: "86010-000",
    createdAt: new Date(now - 12 * DAY),
  });
  await db.transaction((tx) => applyLedgerEntry(tx, { userId: id, kind: "adjustment", amount: 400, reason: "Bônus de boas-vindas" }));
  for (const [name, days] of [
    [MODERATION.rewards.completed, 10],
    [MODERATION.rewards.cancelled, 6],
  ] as const) {
    const [reward] = await db.select().from(s.rewards).where(eq(s.rewards.name, name)).limit(1);
    if (!reward) throw new Error(`prêmio ${name} não encontrado no seed`);
    // A physical reward asks for its delivery address.
    const address = {
      fullName,
      zipCode: "86010-000",
      street: "Rua Sergipe",
      number: "800",
      district: "Centro",
      city: MODERATION.sample.city,
      state: "PR",
    };
    const result = await redeemReward(id, reward.id, reward.kind === "item" ? { address } : {});
    if (!result.redemptionId) throw new Error(result.message);
    await db
      .update(s.rewardRedemptions)
      .set({ createdAt: new Date(now - days * DAY) })
      .where(eq(s.rewardRedemptions.id, result.redemptionId));
  }
  await db.insert(s.dataRemovalRequests).values({
    protocol: MODERATION.privacy.protocol,
    userId: id,
    email,
    fullName,
    reason: "Quero saber quais dados vocês guardam.",
    status: "handled",
    handledAt: new Date(now - 4 * DAY),
    createdAt: new Date(now - 5 * DAY),
  });
}
