/**
 * Data the admin walk needs and the public pages would otherwise have to create first: a customer
 * with pending reviews (one with a health claim), open sample requests, a redemption, and some
 * activity spread over the last weeks so the dashboard and the reports have real numbers.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../../../app/lib/server/db/client.server.ts";
import { initDatabase } from "../../../app/lib/server/db/migrate.server.ts";
import { setDatabase } from "../../../app/lib/server/db/client.server.ts";
import * as s from "../../../app/db/schema/index.ts";
import { seedDemoAccounts, seedIfEmpty } from "../../../app/seed/index.ts";
import { applyLedgerEntry, redeemReward } from "../../../app/models/loyalty.server.ts";
import { startBackgroundWork, stopBackgroundWork } from "../../../app/services/background.server.ts";
import { enqueue, jobs } from "../../../app/lib/server/jobs.server.ts";
import { MAIL_QUEUE } from "../../../app/lib/server/mail.server.ts";
import { seedTermsFixtures } from "./terms-fixtures.ts";
import { seedModerationFixtures } from "./moderation-fixtures.ts";

export const FIXTURES = {
  failedMail: {
    to: "reenvio.e2e@exemplo.com.br",
    subject: "Sua solicitação foi recebida (teste de reenvio)",
    error: "connect ECONNREFUSED 127.0.0.1:2525",
  },
  reviewer: { email: "rita.revisora@exemplo.com.br", fullName: "Rita Revisora" },
  approvedReview: {
    product: "rhodiola-rosea",
    title: "Mais disposição à tarde",
    content: "Senti mais energia no fim do dia, sem agitação. Recomendo.",
  },
  rejectedReview: { product: "cardo-mariano", title: "Milagroso", content: "Esse chá cura a minha diabetes, parei o remédio!" },
  sample: { product: "maca-peruana", fullName: "Rita Revisora", city: "Campinas" },
  /** A request still on its way: its product cannot be deleted. */
  openSample: { product: "psyllium-husk", productName: "Psyllium Husk", city: "Sorocaba" },
  reward: "Ecobag Raiz Vital",
  removal: { protocol: "LGPD-2026-000001", fullName: "Otávio Privado" },
  contact: { name: "Helena Dúvida", subject: "Prazo de entrega da amostra" },
} as const;

const DAY = 86_400_000;

async function product(db: Db, slug: string) {
  const [row] = await db.select({ id: s.products.id }).from(s.products).where(eq(s.products.slug, slug)).limit(1);
  if (!row) throw new Error(`produto ${slug} não encontrado no seed`);
  return row.id;
}

async function person(db: Db, email: string, fullName: string, createdAt: Date) {
  const id = crypto.randomUUID();
  await db.insert(s.user).values({ id, name: fullName, email, emailVerified: true, createdAt, updatedAt: createdAt });
  await db.insert(s.profiles).values({ id, email, fullName, createdAt, updatedAt: createdAt });
  return id;
}

export async function seedAdminFixtures(db: Db, now = Date.now()) {
  const [existing] = await db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, FIXTURES.reviewer.email)).limit(1);
  if (existing) return;
  const rita = await person(db, FIXTURES.reviewer.email, FIXTURES.reviewer.fullName, new Date(now - 20 * DAY));
  await db.insert(s.productReviews).values([
    {
      productId: await product(db, FIXTURES.approvedReview.product),
      userId: rita,
      rating: 5,
      title: FIXTURES.approvedReview.title,
      content: FIXTURES.approvedReview.content,
      createdAt: new Date(now - 2 * DAY),
    },
    {
      productId: await product(db, FIXTURES.rejectedReview.product),
      userId: rita,
      rating: 4,
      title: FIXTURES.rejectedReview.title,
      content: FIXTURES.rejectedReview.content,
      healthClaim: true,
      createdAt: new Date(now - DAY),
    },
  ]);
  await db.insert(s.sampleRequests).values({
    userId: rita,
    productId: await product(db, FIXTURES.sample.product),
    fullName: FIXTURES.sample.fullName,
    email: FIXTURES.reviewer.email,
    phone: "(19) 99876-5432",
    address: "Rua das Palmeiras, 120, apto 31",
    city: FIXTURES.sample.city,
    state: "SP",
    zipCode: "13015-000",
    notes: "Entregar na portaria.",
    createdAt: new Date(now - 3 * 3600_000),
  });
  await db.insert(s.sampleRequests).values({
    userId: rita,
    productId: await product(db, FIXTURES.openSample.product),
    status: "shipped",
    trackingCode: "BR123456789BR",
    fullName: FIXTURES.sample.fullName,
    email: FIXTURES.reviewer.email,
    address: "Rua XV de Novembro, 50",
    city: FIXTURES.openSample.city,
    state: "SP",
    zipCode: "18010-000",
    createdAt: new Date(now - 5 * DAY),
  });
  await db.insert(s.dataRemovalRequests).values({
    protocol: FIXTURES.removal.protocol,
    email: "otavio@exemplo.com.br",
    fullName: FIXTURES.removal.fullName,
    reason: "Não uso mais a conta.",
    createdAt: new Date(now - 4 * DAY),
    confirmedAt: new Date(now - 4 * DAY),
  });
  await db.insert(s.contactMessages).values({
    name: FIXTURES.contact.name,
    email: "helena@exemplo.com.br",
    subject: FIXTURES.contact.subject,
    message: "Pedi uma amostra na segunda-feira. Em quantos dias chega em Fortaleza?",
    createdAt: new Date(now - 6 * 3600_000),
  });
  // Points through the ledger, for a real redemption (redeemFixtureReward), so cancelling it gives back what was spent.
  await db.transaction((tx) => applyLedgerEntry(tx, { userId: rita, kind: "adjustment", amount: 500, reason: "Bônus de boas-vindas" }));
}

/** The reviewer redeems the fixture's physical reward, with its address; its e-mail needs the job queue running. */
async function redeemFixtureReward(db: Db) {
  const [rita] = await db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, FIXTURES.reviewer.email)).limit(1);
  const [reward] = await db.select().from(s.rewards).where(eq(s.rewards.name, FIXTURES.reward)).limit(1);
  const address = {
    fullName: FIXTURES.reviewer.fullName,
    zipCode: "60110-000",
    street: "Rua Barão de Studart",
    number: "300",
    district: "Meireles",
    city: "Fortaleza",
    state: "CE",
  };
  if (!rita || !reward) return;
  const [done] = await db
    .select({ id: s.rewardRedemptions.id })
    .from(s.rewardRedemptions)
    .where(eq(s.rewardRedemptions.userId, rita.id))
    .limit(1);
  if (!done) {
    const result = await redeemReward(rita.id, reward.id, { address });
    if (!result.success) throw new Error(`e2e fixture: redemption failed (${result.message})`);
  }
}

/** More customers and activity over 12 weeks, for screenshots and a livelier dashboard. */
export async function seedDemoActivity(db: Db, now = Date.now()) {
  const names = [
    "Marina Duarte",
    "João Pereira",
    "Beatriz Lima",
    "Rafael Souza",
    "Camila Rocha",
    "Lucas Martins",
    "Fernanda Alves",
    "Paulo Henrique",
  ];
  const cities: [string, "SP" | "RJ" | "MG" | "PR" | "BA"][] = [
    ["São Paulo", "SP"],
    ["Rio de Janeiro", "RJ"],
    ["Belo Horizonte", "MG"],
    ["Curitiba", "PR"],
    ["Salvador", "BA"],
  ];
  const products = await db.select({ id: s.products.id }).from(s.products);
  const statuses = ["pending", "approved", "shipped", "delivered", "completed", "rejected"] as const;
  const [reward] = await db.select().from(s.rewards).limit(1);
  for (let i = 0; i < names.length; i += 1) {
    const email = `${names[i]
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z ]/g, "")
      .replace(/ /g, ".")}@exemplo.com.br`;
    const [found] = await db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, email)).limit(1);
    if (found) continue;
    const id = await person(db, email, names[i], new Date(now - (5 + i * 9) * DAY));
    for (let k = 0; k < 3; k += 1) {
      const [city, state] = cities[(i + k) % cities.length];
      await db
        .insert(s.sampleRequests)
        .values({
          userId: id,
          productId: products[(i * 3 + k) % products.length].id,
          status: statuses[(i + k) % statuses.length],
          fullName: names[i],
          email,
          address: `Rua ${k + 1}, ${100 + i}`,
          city,
          state,
          zipCode: "01001-000",
          createdAt: new Date(now - (i * 7 + k * 11 + 1) * DAY),
        })
        .onConflictDoNothing();
    }
    if (reward && i % 3 === 0) {
      await db.transaction((tx) =>
        applyLedgerEntry(tx, { userId: id, kind: "adjustment", amount: reward.pointsRequired + 40, reason: "Bônus de boas-vindas" }),
      );
      const result = await redeemReward(id, reward.id);
      if (result.redemptionId) {
        await db
          .update(s.rewardRedemptions)
          .set({ status: "completed", createdAt: new Date(now - (i * 6 + 2) * DAY) })
          .where(eq(s.rewardRedemptions.id, result.redemptionId));
      }
    }
  }
}

/**
 * Opens the e2e database before the server does (PGlite in `dataDir`, or the PostgreSQL database of
 * DATABASE_URL when it is set: tests/e2e/support/global-setup.ts), seeds it and the fixtures, and closes it again.
 */
export async function prepareE2eDatabase(dataDir: string) {
  const handle = await initDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.join(dataDir, "pglite") });
  try {
    await seedIfEmpty(handle.db, handle.kind);
    // The specs sign in as the demo accounts, which the server seeds only on its embedded database.
    await seedDemoAccounts(handle.db, "http://127.0.0.1");
    await seedAdminFixtures(handle.db);
    await seedTermsFixtures(handle.db);
    await queueFailedDelivery();
    // Both redeem a physical reward, whose e-mail needs the job queue (started above).
    await seedModerationFixtures(handle.db);
    await redeemFixtureReward(handle.db);
  } finally {
    await stopBackgroundWork();
    await handle.close();
    setDatabase(undefined);
  }
}

/** A mail whose last attempt failed (SMTP refused it), for the panel's "E-mails" page. */
async function queueFailedDelivery() {
  await startBackgroundWork();
  const { to, subject, error } = FIXTURES.failedMail;
  const id = await enqueue(MAIL_QUEUE, { to, subject, html: `<p>${subject}</p>`, text: subject }, { retryLimit: 0 });
  const [job] = await jobs().fetch(MAIL_QUEUE);
  if (job?.id !== id) throw new Error("e2e fixture: another mail was waiting in the queue");
  await jobs().fail(MAIL_QUEUE, id, { message: error });
}
