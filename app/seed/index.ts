import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { Db } from "~/lib/server/db/client.server";
import * as s from "~/db/schema";
import { PRODUCT_CATEGORIES } from "~/lib/common/categories";
import { DEMO_ADMIN_EMAIL, env } from "~/lib/server/env.server";
import { rootLogger } from "~/lib/server/logger.server";
import { currentAcceptanceRows } from "~/models/terms.server";
import { SEED_PRODUCTS } from "./content/products";
import { SEED_PRODUCT_SAMPLES } from "./content/product-samples";
import { SEED_AUTHOR, SEED_BLOG_CATEGORIES, SEED_POSTS } from "./content/blog";
import { SEED_REWARDS } from "./content/rewards";

export const DEMO_ACCOUNTS = {
  admin: { email: DEMO_ADMIN_EMAIL, password: "RaizVital@2026", fullName: "Ana Administradora" },
  customer: { email: "cliente@raizvital.com.br", password: "Cliente@2026", fullName: "Carlos Cliente" },
} as const;

export const POINT_SETTINGS = [
  { action: "sample_request", points: 5, description: "Solicitar uma amostra grátis" },
  { action: "product_review", points: 10, description: "Avaliar um produto" },
  { action: "profile_complete", points: 20, description: "Completar o perfil (nome e telefone)" },
] as const;

/** True when the catalogue has never been seeded. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.productCategories);
  return row.n === 0;
}

/**
 * The demo content: categories, products, point settings, rewards and blog.
 * Idempotent: every insert skips rows that already exist (by slug, action or name).
 */
export async function seedContent(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .insert(s.productCategories)
      .values(PRODUCT_CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, description: c.description, sortOrder: i })))
      .onConflictDoNothing();
    const categories = await tx.select().from(s.productCategories);
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

    // Oldest first, so the catalogue's "newest first" shows the list's first product on top.
    const base = Date.parse("2026-05-01T12:00:00Z");
    await tx
      .insert(s.products)
      .values(
        SEED_PRODUCTS.map((p, i) => ({
          name: p.name,
          slug: p.slug,
          status: "active" as const,
          description: p.description,
          shortDescription: p.shortDescription,
          benefits: p.benefits,
          imageUrl: p.imageUrl,
          categoryId: categoryId.get(p.category) ?? null,
          featured: p.featured ?? false,
          howToUse: p.howToUse,
          sampleDescription: SEED_PRODUCT_SAMPLES[p.slug] ?? null,
          notFor: p.notFor ?? [],
          createdAt: new Date(base + (SEED_PRODUCTS.length - i) * 86_400_000),
        })),
      )
      .onConflictDoNothing();
    // A catalogue seeded before products said what their sample is gets it, where nobody has set one.
    for (const [slug, sample] of Object.entries(SEED_PRODUCT_SAMPLES)) {
      await tx
        .update(s.products)
        .set({ sampleDescription: sample })
        .where(and(eq(s.products.slug, slug), isNull(s.products.sampleDescription)));
    }

    await tx
      .insert(s.pointSettings)
      .values([...POINT_SETTINGS])
      .onConflictDoNothing();

    const existingRewards = new Set((await tx.select({ name: s.rewards.name }).from(s.rewards)).map((r) => r.name));
    const newRewards = SEED_REWARDS.filter((r) => !existingRewards.has(r.name));
    if (newRewards.length) await tx.insert(s.rewards).values(newRewards.map((r) => ({ ...r, active: true })));

    // The articles are signed by a nutritionist of the team: an administrator with no password (she
    // is chosen as an author; nobody signs in as her until a password is set from a reset link sent to her address).
    const [author] = await tx.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, SEED_AUTHOR.email)).limit(1);
    const authorId = author?.id ?? crypto.randomUUID();
    if (!author) {
      await tx.insert(s.user).values({ id: authorId, name: SEED_AUTHOR.fullName, email: SEED_AUTHOR.email, emailVerified: true });
      await tx
        .insert(s.profiles)
        .values({
          id: authorId,
          email: SEED_AUTHOR.email,
          fullName: SEED_AUTHOR.fullName,
          role: "admin",
          credentials: SEED_AUTHOR.credentials,
        })
        .onConflictDoNothing();
    }

    await tx.insert(s.blogCategories).values(SEED_BLOG_CATEGORIES).onConflictDoNothing();
    const blogCategories = await tx.select().from(s.blogCategories);
    const blogCategoryId = new Map(blogCategories.map((c) => [c.slug, c.id]));
    await tx
      .insert(s.blogPosts)
      .values(
        SEED_POSTS.map((p) => ({
          title: p.title,
          slug: p.slug,
          content: p.content,
          excerpt: p.excerpt,
          imageUrl: p.imageUrl,
          imageAlt: p.imageAlt,
          status: "published" as const,
          featured: p.featured ?? false,
          categoryId: blogCategoryId.get(p.category) ?? null,
          authorId,
          metaTitle: p.title,
          metaDescription: p.metaDescription ?? p.excerpt,
          readTime: p.readTime,
          publishedAt: new Date(p.publishedAt),
          createdAt: new Date(p.publishedAt),
          updatedAt: new Date(p.publishedAt),
        })),
      )
      .onConflictDoNothing();
    // The products each article names ("Produtos citados neste artigo"), in order.
    const postId = new Map((await tx.select({ id: s.blogPosts.id, slug: s.blogPosts.slug }).from(s.blogPosts)).map((p) => [p.slug, p.id]));
    const productId = new Map((await tx.select({ id: s.products.id, slug: s.products.slug }).from(s.products)).map((p) => [p.slug, p.id]));
    const named = SEED_POSTS.flatMap((p) =>
      (p.products ?? []).flatMap((slug, position) => {
        const [post, product] = [postId.get(p.slug), productId.get(slug)];
        return post && product ? [{ postId: post, productId: product, position }] : [];
      }),
    );
    if (named.length) await tx.insert(s.postProducts).values(named).onConflictDoNothing();
  });
}

/**
 * True for a local try-out: BASE_URL names this machine (localhost, 127.0.0.0/8 or [::1]). Any other
 * address is a real install, where no account may have a published password.
 */
export function isLoopbackUrl(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Demo accounts with known passwords, confirmed e-mails and profiles. Only on a local try-out (a
 * loopback BASE_URL); elsewhere nothing is created.
 */
export async function seedDemoAccounts(db: Db, baseUrl = env().baseUrl) {
  if (!isLoopbackUrl(baseUrl)) return;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
    const [existing] = await db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, account.email)).limit(1);
    if (existing) continue;
    const id = crypto.randomUUID();
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .insert(s.user)
        .values({ id, name: account.fullName, email: account.email, emailVerified: true, createdAt: now, updatedAt: now });
      await tx.insert(s.account).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: await hashPassword(account.password),
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(s.profiles).values({
        id,
        email: account.email,
        fullName: account.fullName,
        role: key === "admin" ? "admin" : "user",
        phone: key === "admin" ? "(11) 98888-7777" : null,
      });
      // The demo opens on the site, not on the acceptance page: its people accepted the terms in force when seeded.
      await tx.insert(s.termsAcceptances).values(currentAcceptanceRows(id, now));
    });
  }
}

/**
 * Demo accounts left from an earlier try-out whose password is still the published one: on an install
 * that is not local they are disabled (status inactive, sessions deleted) and the log says so in one
 * line. Returns their e-mails.
 */
export async function disablePublishedDemoAccounts(db: Db): Promise<string[]> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  const rows = await db
    .select({ id: s.user.id, email: s.user.email, hash: s.account.password })
    .from(s.user)
    .innerJoin(s.account, and(eq(s.account.userId, s.user.id), eq(s.account.providerId, "credential")))
    .where(
      inArray(
        s.user.email,
        accounts.map((a) => a.email),
      ),
    );
  const published: { id: string; email: string }[] = [];
  for (const row of rows) {
    const password = accounts.find((a) => a.email === row.email)!.password;
    if (row.hash && (await verifyPassword({ hash: row.hash, password }))) published.push(row);
  }
  if (!published.length) return [];
  const ids = published.map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.update(s.profiles).set({ status: "inactive", updatedAt: new Date() }).where(inArray(s.profiles.id, ids));
    await tx.delete(s.session).where(inArray(s.session.userId, ids));
  });
  const emails = published.map((row) => row.email);
  // Named by their role: the log never holds an e-mail address (lib/logger.server.ts masks them).
  const roles = Object.entries(DEMO_ACCOUNTS)
    .filter(([, account]) => emails.includes(account.email))
    .map(([role]) => role);
  rootLogger().warn(
    `[raiz-vital] BASE_URL não é local: contas de demonstração com a senha publicada no README desativadas (${roles.join(", ")}); ` +
      "o administrador entra com um e-mail de ADMIN_EMAILS cadastrado pelo site.",
  );
  return emails;
}

/**
 * At every start: seeds when the database is empty (demo accounts only on the embedded database of a
 * local try-out), and on an install that is not local disables demo accounts that kept the published
 * password.
 */
export async function seedIfEmpty(db: Db, kind: "pglite" | "postgres", baseUrl = env().baseUrl): Promise<boolean> {
  if (!isLoopbackUrl(baseUrl)) await disablePublishedDemoAccounts(db);
  if (!(await isEmpty(db))) return false;
  await seedContent(db);
  if (kind === "pglite") await seedDemoAccounts(db, baseUrl);
  return true;
}
