/**
 * Deleting an account, carrying out a removal request, the newsletter's double opt-in and
 * one-click unsubscribe, and retention with a moved clock. Each step is checked in the audit log.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import { drainMailQueue } from "../helpers/mail";
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { sendMail, type MailMessage } from "~/lib/server/mail.server";
import { deleteAccount, exportUserData } from "~/models/account.server";
import { anonymousEmail } from "~/models/anonymisation.server";
import { confirmedSubscriberCount, confirmSubscription, marketingMail, subscribe, unsubscribe } from "~/models/newsletter.server";
import {
  carryOutRemovalRequest,
  confirmDataRemovalRequest,
  createDataRemovalRequest,
  listRemovalRequestsWithHoldings,
  PrivacyError,
} from "~/models/privacy.server";
import { applyRetention, readRetentionSettings, updateRetentionSettings } from "~/models/retention.server";
import { listApprovedReviews } from "~/models/reviews.server";
import { NEUTRAL_NAME } from "~/i18n/privacy";
import { ensureProfile } from "~/models/users.server";

const t = useTestDatabase();

function mailbox() {
  const sent: MailMessage[] = [];
  return { sent, send: async (m: MailMessage) => void sent.push(m) };
}

/** The address's owner follows the confirmation link of the last mail the box holds for it. */
async function confirmFromMail(box: ReturnType<typeof mailbox>, email: string, now?: Date) {
  const mail = box.sent.filter((m) => m.to === email && m.text.includes("/lgpd/confirmar?token=")).at(-1);
  const token = mail?.text.match(/\/lgpd\/confirmar\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`sem link de confirmação para ${email}`);
  const confirmed = await confirmDataRemovalRequest(token, { database: t.db, send: box.send, now });
  if (!confirmed) throw new Error(`link de ${email} recusado`);
}

async function seeded() {
  if ((await t.db.select().from(s.products).limit(1)).length === 0) await seedContent(t.db);
  return t.db.select().from(s.products).limit(3);
}

/** A customer with a password, a session, a like, a reviewed product, samples, a subscription and a contact message. */
async function richCustomer(tag: string) {
  const [p1, p2] = await seeded();
  const id = crypto.randomUUID();
  const email = `${tag}-${id.slice(0, 6)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name: "Ana Lima", email, emailVerified: true, image: "https://x/a.png" });
  await ensureProfile({ id, email, name: "Ana Lima" }, t.db);
  await t.db.update(s.profiles).set({ phone: "(81) 99876-5432", avatarUrl: "/uploads/a.webp" }).where(eq(s.profiles.id, id));
  await t.db.insert(s.account).values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: "hash" });
  await t.db
    .insert(s.session)
    .values({ id: crypto.randomUUID(), token: crypto.randomUUID(), userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
  const [post] = await t.db.select().from(s.blogPosts).limit(1);
  await t.db.insert(s.blogPostLikes).values({ postId: post.id, userId: id });
  await t.db.insert(s.productReviews).values({ productId: p1.id, userId: id, rating: 5, content: "Gostei muito", approved: true });
  for (const product of [p1, p2]) {
    await t.db.insert(s.sampleRequests).values({
      userId: id,
      productId: product.id,
      status: "delivered",
      fullName: "Ana Lima",
      email,
      phone: "(81) 99876-5432",
      address: "Rua das Flores, 10",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
      notes: "portão azul",
    });
  }
  await t.db.insert(s.newsletterSubscriptions).values({ email, confirmedAt: new Date() });
  await t.db.insert(s.contactMessages).values({ name: "Ana", email, subject: "Dúvida", message: "Olá" });
  await t.db.insert(s.rateLimit).values({
    id: `app:auth-known-address:${email}|1.2.3.4`,
    key: `app:auth-known-address:${email}|1.2.3.4`,
    count: 1,
    lastRequest: Date.now(),
  });
  return { id, email, p1: p1, p2: p2 };
}

async function auditActions(entityId: string) {
  return (await t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, entityId))).map((r) => r.action);
}

describe("Excluir minha conta", () => {
  it("anonymises everything personal in one go, keeps reviews under the neutral name and mails the old address", async () => {
    const c = await richCustomer("excluir");
    const box = mailbox();
    const result = await deleteAccount(c.id, { send: box.send });
    expect(result).toMatchObject({
      ok: true,
      removed: { account: true, sessions: 1, likes: 1, sampleRequests: 2, reviewsKept: 1, newsletter: 1, contactMessages: 1 },
    });

    const [u] = await t.db.select().from(s.user).where(eq(s.user.id, c.id));
    expect(u).toMatchObject({ email: anonymousEmail(c.id), name: NEUTRAL_NAME, image: null, emailVerified: false });
    const [p] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, c.id));
    expect(p).toMatchObject({ email: anonymousEmail(c.id), fullName: NEUTRAL_NAME, phone: null, avatarUrl: null, status: "inactive" });
    expect(await t.db.select().from(s.account).where(eq(s.account.userId, c.id))).toHaveLength(0);
    expect(await t.db.select().from(s.session).where(eq(s.session.userId, c.id))).toHaveLength(0);
    expect(await t.db.select().from(s.blogPostLikes).where(eq(s.blogPostLikes.userId, c.id))).toHaveLength(0);
    const samples = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.userId, c.id));
    expect(samples).toHaveLength(2);
    for (const sample of samples) {
      expect(sample).toMatchObject({
        address: "",
        city: "",
        zipCode: "",
        phone: null,
        notes: null,
        email: "",
        fullName: NEUTRAL_NAME,
        status: "delivered",
      });
      expect(sample.personalDataErasedAt).toBeInstanceOf(Date);
      expect(sample.productId).not.toBeNull();
    }
    expect(await t.db.select().from(s.newsletterSubscriptions).where(eq(s.newsletterSubscriptions.email, c.email))).toHaveLength(0);
    expect(await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.email, c.email))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(s.rateLimit)
        .where(sql`${s.rateLimit.key} like ${`%${c.email}%`}`),
    ).toHaveLength(0);

    const reviews = await listApprovedReviews(c.p1.id, {}, t.db);
    const mine = reviews.reviews.find((r) => r.content === "Gostei muito");
    expect(mine?.author).toMatchObject({ name: NEUTRAL_NAME, avatarUrl: null });

    expect(box.sent).toHaveLength(1);
    expect(box.sent[0].to).toBe(c.email);
    expect(box.sent[0].subject).toMatch(/foi excluída/);
    expect(await auditActions(c.id)).toContain("user.delete_account");
    const [entry] = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityId, c.id), eq(s.auditLog.action, "user.delete_account")));
    expect(JSON.stringify(entry)).not.toContain(c.email);

    // The address can sign up again, with nothing of the old account attached to it.
    const fresh = crypto.randomUUID();
    await t.db.insert(s.user).values({ id: fresh, name: "Ana", email: c.email, emailVerified: true });
    await ensureProfile({ id: fresh, email: c.email, name: "Ana" }, t.db);
    const exported = await exportUserData(fresh);
    expect(exported).toMatchObject({
      sampleRequests: [],
      reviews: [],
      blogLikes: [],
      newsletter: [],
      contactMessages: [],
      dataRemovalRequests: [],
    });

    // A second deletion of the same (anonymised) account does nothing.
    expect(await deleteAccount(c.id, { send: box.send })).toEqual({ ok: false, reason: "not-found" });
  });

  it("deletes the reviews when asked, and refuses an admin's own deletion", async () => {
    const c = await richCustomer("apagar-avaliacoes");
    const result = await deleteAccount(c.id, { deleteReviews: true, send: mailbox().send });
    expect(result).toMatchObject({ ok: true, removed: { reviewsDeleted: 1, reviewsKept: 0 } });
    expect(await t.db.select().from(s.productReviews).where(eq(s.productReviews.userId, c.id))).toHaveLength(0);

    const admin = await richCustomer("chefe");
    await t.db.update(s.profiles).set({ role: "admin" }).where(eq(s.profiles.id, admin.id));
    expect(await deleteAccount(admin.id, { send: mailbox().send })).toEqual({ ok: false, reason: "admin" });
    const [still] = await t.db.select().from(s.user).where(eq(s.user.id, admin.id));
    expect(still.email).toBe(admin.email);
  });
});

describe("carrying out a removal request", () => {
  it("shows what the site holds, anonymises it in one action, records what was removed and mails the protocol", async () => {
    const c = await richCustomer("pedido");
    const [adminId] = [await richCustomer("admin-pedido").then((a) => a.id)];
    const box = mailbox();
    const created = await createDataRemovalRequest(
      { fullName: "Ana Lima", email: c.email, reason: "Quero sair" },
      { database: t.db, send: box.send },
    );
    const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000);
    const old = await createDataRemovalRequest(
      { fullName: "Outra", email: "outra@exemplo.com.br", reason: null },
      { database: t.db, send: box.send, now: twentyDaysAgo },
    );

    // Not confirmed by the address's owner yet: the panel refuses to carry it out, and nothing changes.
    await expect(carryOutRemovalRequest(created.id, adminId, { database: t.db, send: box.send })).rejects.toThrow(
      "ainda não foi confirmado pelo titular",
    );
    const [untouched] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, c.id));
    expect(untouched.email).toBe(c.email);
    expect((await listRemovalRequestsWithHoldings(1, 20, new Date(), t.db)).rows.find((r) => r.id === created.id)).toMatchObject({
      confirmedAt: null,
      late: false,
    });
    await confirmFromMail(box, c.email);
    await confirmFromMail(box, "outra@exemplo.com.br", twentyDaysAgo);
    expect(await auditActions(created.id)).toContain("data_removal_request.confirm");

    const listed = await listRemovalRequestsWithHoldings(1, 20, new Date(), t.db);
    const row = listed.rows.find((r) => r.id === created.id)!;
    expect(row.holdings).toMatchObject({
      account: { id: c.id, fullName: "Ana Lima" },
      sampleRequests: 2,
      reviews: 1,
      contactMessages: 1,
      newsletter: "confirmed",
      privacyRequests: 1,
    });
    expect(row.late).toBe(false);
    expect(listed.rows.find((r) => r.id === old.id)).toMatchObject({ late: true });
    expect(listed.late).toBeGreaterThanOrEqual(1);

    const done = await carryOutRemovalRequest(created.id, adminId, { database: t.db, send: box.send });
    expect(done.removed).toMatchObject({ account: true, sampleRequests: 2, reviewsKept: 1, newsletter: 1, contactMessages: 1 });
    const [request] = await t.db.select().from(s.dataRemovalRequests).where(eq(s.dataRemovalRequests.id, created.id));
    expect(request).toMatchObject({ status: "handled", handledBy: adminId, email: c.email });
    expect(request.handledAt).toBeInstanceOf(Date);
    expect(request.removed).toMatchObject({ sampleRequests: 2, newsletter: 1 });
    const [p] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, c.id));
    expect(p.email).toBe(anonymousEmail(c.id));
    const protocolMail = box.sent.find((m) => m.to === c.email && m.subject.includes("foi atendida"));
    expect(protocolMail?.text).toContain(created.protocol);
    expect(await auditActions(created.id)).toContain("data_removal_request.carry_out");

    // What the site holds for that address is now nothing but the request itself.
    const after = await listRemovalRequestsWithHoldings(1, 20, new Date(), t.db);
    expect(after.rows.find((r) => r.id === created.id)).toMatchObject({ status: "handled", holdings: null });

    await expect(carryOutRemovalRequest(created.id, adminId, { database: t.db, send: box.send })).rejects.toThrow(PrivacyError);
  });

  it("works for an address with no account (newsletter and contact messages only)", async () => {
    const email = `sem-conta-${Date.now()}@exemplo.com.br`;
    await t.db.insert(s.newsletterSubscriptions).values({ email });
    await t.db.insert(s.contactMessages).values({ name: "Zé", email, subject: "Oi", message: "Olá" });
    const admin = await richCustomer("admin-sem-conta");
    const box = mailbox();
    const created = await createDataRemovalRequest({ fullName: "Zé", email, reason: null }, { database: t.db, send: box.send });
    await confirmFromMail(box, email);
    const done = await carryOutRemovalRequest(created.id, admin.id, { database: t.db, send: box.send });
    expect(done.removed).toMatchObject({ account: false, newsletter: 1, contactMessages: 1 });
  });
});

describe("newsletter with consent", () => {
  it("counts an address only once confirmed by its link, records the consent, and unsubscribes by token", async () => {
    const box = mailbox();
    const email = `news-${Date.now()}@exemplo.com.br`;
    const before = await confirmedSubscriberCount(t.db);
    const first = await subscribe(` ${email.toUpperCase()} `, "footer", { send: box.send, database: t.db });
    expect(first.outcome).toBe("created");
    expect(await confirmedSubscriberCount(t.db)).toBe(before);
    const [row] = await t.db.select().from(s.newsletterSubscriptions).where(eq(s.newsletterSubscriptions.email, email));
    expect(row.consentText).toMatch(/concorda em receber a newsletter/);
    expect(row.confirmedAt).toBeNull();
    expect(box.sent[0].text).toContain(`/newsletter/confirmar?token=${row.token}`);

    // Asking again before confirming sends the link again; nothing else changes.
    expect((await subscribe(email, "footer", { send: box.send, database: t.db })).outcome).toBe("pending");
    expect(box.sent).toHaveLength(2);

    expect(await confirmSubscription("not-a-token", { database: t.db })).toBe(false);
    expect(await confirmSubscription(crypto.randomUUID(), { database: t.db })).toBe(false);
    expect(await confirmSubscription(row.token, { database: t.db, send: box.send })).toBe(true);
    expect(await confirmedSubscriberCount(t.db)).toBe(before + 1);
    // The welcome newsletter follows the confirmation, once.
    expect(box.sent.at(-1)!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await confirmSubscription(row.token, { database: t.db, send: box.send })).toBe(true);
    expect(box.sent).toHaveLength(3);
    // Asking again once subscribed: the address's owner is told so by e-mail, with the unsubscribe link.
    expect((await subscribe(email, "footer", { send: box.send, database: t.db })).outcome).toBe("confirmed");
    expect(box.sent).toHaveLength(4);
    expect(box.sent[3].subject).toMatch(/já está inscrito/);
    expect(box.sent[3].text).toContain(`/newsletter/cancelar?token=${row.token}`);

    const mail = marketingMail(
      { email, token: row.token },
      { subject: "Novidades", title: "Novidades", bodyHtml: "<p>Oi</p>", text: "Oi" },
    );
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/newsletter/cancelar?token=${row.token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.html).toContain("Cancelar inscrição");

    // sendMail hands the headers to nodemailer: they are in the message as written.
    await sendMail(mail);
    await drainMailQueue();
    const dir = path.join(process.env.DATA_DIR!, "mail");
    const parsed = await Promise.all(fs.readdirSync(dir).map((f) => PostalMime.parse(fs.readFileSync(path.join(dir, f)))));
    const written = parsed.find((m) => m.subject === "Novidades" && m.to?.[0]?.address === email)!;
    const header = (name: string) => written.headers.find((h) => h.key === name)?.value;
    expect(header("list-unsubscribe")).toBe(`<http://localhost:3000/newsletter/cancelar?token=${row.token}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    expect(await unsubscribe(row.token, t.db)).toBe(true);
    expect(await unsubscribe(row.token, t.db)).toBe(false);
    expect(await confirmedSubscriberCount(t.db)).toBe(before);
    expect(await auditActions(row.id)).toEqual(
      expect.arrayContaining([
        "newsletter_subscription.subscribe",
        "newsletter_subscription.confirm",
        "newsletter_subscription.unsubscribe",
      ]),
    );
  });
});

describe("retention with a moved clock", () => {
  it("erases what is due and nothing else", async () => {
    const [product] = await seeded();
    const owner = await richCustomer("retencao");
    const now = new Date("2027-06-01T12:00:00Z");
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const sample = async (status: "completed" | "rejected" | "delivered", updatedAt: Date) => {
      const [row] = await t.db
        .insert(s.sampleRequests)
        .values({
          userId: owner.id,
          productId: null,
          status,
          fullName: "Bia",
          email: "bia@exemplo.com.br",
          phone: "(11) 91234-5678",
          address: "Rua A, 1",
          city: "São Paulo",
          state: "SP",
          zipCode: "01000-000",
          createdAt: days(400),
          updatedAt,
        })
        .returning();
      return row.id;
    };
    void product;
    const oldCompleted = await sample("completed", days(181));
    const oldRejected = await sample("rejected", days(200));
    const recentCompleted = await sample("completed", days(179));
    const oldDelivered = await sample("delivered", days(300));

    const [oldMessage] = await t.db
      .insert(s.contactMessages)
      .values({ name: "A", email: "a@x.com", subject: "s", message: "m", createdAt: new Date("2025-05-31T12:00:00Z") })
      .returning();
    const [recentMessage] = await t.db
      .insert(s.contactMessages)
      .values({ name: "B", email: "b@x.com", subject: "s", message: "m", createdAt: new Date("2025-06-02T12:00:00Z") })
      .returning();

    const expired = crypto.randomUUID();
    const live = crypto.randomUUID();
    await t.db.insert(s.session).values([
      { id: expired, token: expired, userId: owner.id, expiresAt: days(1) },
      { id: live, token: live, userId: owner.id, expiresAt: new Date(now.getTime() + 86_400_000) },
    ]);
    await t.db.insert(s.verification).values([
      { id: "v-old", identifier: "reset-password:old", value: owner.id, expiresAt: days(1) },
      { id: "v-new", identifier: "reset-password:new", value: owner.id, expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);
    const rl = (key: string, at: Date) => ({ id: key, key, count: 1, lastRequest: at.getTime() });
    await t.db
      .insert(s.rateLimit)
      .values([
        rl("app:contact:1.1.1.1", days(3)),
        rl("app:contact:2.2.2.2", new Date(now.getTime() - 3_600_000)),
        rl("app:auth-known-address:x@y.com|1.1.1.1", days(100)),
        rl("app:auth-known-address:z@y.com|1.1.1.1", days(181)),
      ]);

    const removal = (protocol: string, expiresAt: Date) => ({
      protocol,
      email: `${protocol}@x.com`,
      fullName: "N",
      confirmationTokenHash: protocol,
      confirmationExpiresAt: expiresAt,
    });
    await t.db
      .insert(s.dataRemovalRequests)
      .values([removal("LGPD-RET-VENCIDO", days(1)), removal("LGPD-RET-VALIDO", new Date(now.getTime() + 86_400_000))]);

    const result = await applyRetention(now, t.db);
    const protocols = (await t.db.select({ protocol: s.dataRemovalRequests.protocol }).from(s.dataRemovalRequests)).map((r) => r.protocol);
    expect(protocols).toContain("LGPD-RET-VALIDO");
    expect(protocols).not.toContain("LGPD-RET-VENCIDO");
    expect(result.unconfirmedRemovalRequests).toBeGreaterThanOrEqual(1);
    // Sessions of the other tests' customers (a day long on the real clock) are expired on the moved one too.
    expect(result).toMatchObject({ sampleRequests: 2, verifications: 1 });
    expect(result.contactMessages).toBeGreaterThanOrEqual(1);

    const byId = async (id: string) => (await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, id)))[0];
    for (const id of [oldCompleted, oldRejected]) expect(await byId(id)).toMatchObject({ address: "", phone: null, zipCode: "", city: "" });
    for (const id of [recentCompleted, oldDelivered])
      expect(await byId(id)).toMatchObject({ address: "Rua A, 1", phone: "(11) 91234-5678" });
    expect((await byId(oldCompleted)).status).toBe("completed");

    const messages = (await t.db.select({ id: s.contactMessages.id }).from(s.contactMessages)).map((m) => m.id);
    expect(messages).not.toContain(oldMessage.id);
    expect(messages).toContain(recentMessage.id);
    const sessions = (await t.db.select({ id: s.session.id }).from(s.session)).map((r) => r.id);
    expect(sessions).toContain(live);
    expect(sessions).not.toContain(expired);
    const verifications = (await t.db.select({ id: s.verification.id }).from(s.verification)).map((r) => r.id);
    expect(verifications).toContain("v-new");
    expect(verifications).not.toContain("v-old");
    const keys = (await t.db.select({ key: s.rateLimit.key }).from(s.rateLimit)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["app:contact:2.2.2.2", "app:auth-known-address:x@y.com|1.1.1.1"]));
    expect(keys).not.toContain("app:contact:1.1.1.1");
    expect(keys).not.toContain("app:auth-known-address:z@y.com|1.1.1.1");

    const [audit] = await t.db.select().from(s.auditLog).where(eq(s.auditLog.action, "privacy.retention"));
    expect(audit?.after).toMatchObject({ sampleRequests: 2, verifications: 1 });

    // A second run on the same clock has nothing left to do.
    expect(await applyRetention(now, t.db)).toEqual({
      sampleRequests: 0,
      rewardAddresses: 0,
      contactMessages: 0,
      unconfirmedRemovalRequests: 0,
      sessions: 0,
      verifications: 0,
      rateLimits: 0,
    });
  });

  it("follows the configured periods", async () => {
    const admin = await richCustomer("config");
    expect(await readRetentionSettings(t.db)).toEqual({ sampleAddressDays: 180, contactMessageMonths: 24 });
    await updateRetentionSettings({ sampleAddressDays: 30, contactMessageMonths: 12 }, admin.id, t.db);
    expect(await readRetentionSettings(t.db)).toEqual({ sampleAddressDays: 30, contactMessageMonths: 12 });
    const now = new Date("2028-01-01T12:00:00Z");
    const [row] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: admin.id,
        status: "completed",
        fullName: "C",
        email: "c@x.com",
        address: "Rua C",
        city: "Natal",
        state: "RN",
        zipCode: "59000-000",
        updatedAt: new Date(now.getTime() - 31 * 86_400_000),
      })
      .returning();
    expect((await applyRetention(now, t.db)).sampleRequests).toBeGreaterThanOrEqual(1);
    const [erased] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, row.id));
    expect(erased.address).toBe("");
    expect(await auditActions("1")).toContain("privacy_settings.update");
    await updateRetentionSettings({ sampleAddressDays: 180, contactMessageMonths: 24 }, admin.id, t.db);
  });
});
