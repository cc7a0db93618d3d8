import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestDatabase } from "../helpers/db";
import { linkIn, waitForLocalMail } from "../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { auth } from "~/services/auth.server";
import { callAuth, cookieHeaders } from "~/services/auth-call.server";
import { accountSummary, exportUserData, userSampleRequests } from "~/models/account.server";
import { adjustPoints, cancelRedemption, redeemReward } from "~/models/loyalty.server";
import { updateProfile } from "~/models/users.server";

const t = useTestDatabase();

async function makeUser(tag: string) {
  const id = crypto.randomUUID();
  const email = `${tag}-${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name: tag, email, emailVerified: true });
  await t.db
    .insert(s.account)
    .values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: "hash-secreto" });
  await t.db.insert(s.profiles).values({ id, email, fullName: tag });
  return { id, email };
}

async function sample(userId: string, productId: string, createdAt: Date, status: "pending" | "delivered" = "pending") {
  await t.db.insert(s.sampleRequests).values({
    userId,
    productId,
    status,
    fullName: "A",
    email: "a@x.com",
    address: "Rua 1",
    city: "Recife",
    state: "PE",
    zipCode: "50000-000",
    createdAt,
  });
}

describe("profile", () => {
  it("awards profile_complete once, when name and phone are both there", async () => {
    await seedContent(t.db);
    const { id } = await makeUser("perfil");
    expect((await updateProfile(id, { fullName: "Ana Souza", phone: null })).pointsAwarded).toBe(0);
    const first = await updateProfile(id, { fullName: "Ana Souza", phone: "(81) 99876-5432" });
    expect(first.pointsAwarded).toBe(20);
    expect(first.profile).toMatchObject({ fullName: "Ana Souza", phone: "(81) 99876-5432", points: 20 });
    const again = await updateProfile(id, { fullName: "Ana S.", phone: "(81) 3333-4444" });
    expect(again.pointsAwarded).toBe(0);
    expect(again.profile.points).toBe(20);
    const [authUser] = await t.db.select().from(s.user).where(eq(s.user.id, id));
    expect(authUser.name).toBe("Ana S.");
    // Removing the phone and adding it back earns nothing more.
    await updateProfile(id, { fullName: "Ana S.", phone: null });
    expect((await updateProfile(id, { fullName: "Ana S.", phone: "(81) 99876-5432" })).pointsAwarded).toBe(0);
  });
});

describe("what the customer area shows", () => {
  it("counts redemptions (not cancelled), samples and reviews, and lists samples newest first", async () => {
    const { id } = await makeUser("resumo");
    const admin = await makeUser("admin");
    const products = await t.db.select().from(s.products).limit(3);
    const [temp] = await t.db
      .insert(s.products)
      .values({ name: "Produto Temporário", slug: `temp-${Date.now()}`, description: "x" })
      .returning();
    await sample(id, products[0].id, new Date("2026-01-01T12:00:00Z"), "delivered");
    await sample(id, products[1].id, new Date("2026-02-01T12:00:00Z"));
    await sample(id, temp.id, new Date("2026-03-01T12:00:00Z"));
    await t.db.delete(s.products).where(eq(s.products.id, temp.id));
    await t.db.insert(s.productReviews).values({ productId: products[0].id, userId: id, rating: 5, content: "Ótimo" });

    const [reward] = await t.db.insert(s.rewards).values({ name: "Brinde", pointsRequired: 10, stock: null }).returning();
    await adjustPoints(id, 30, "Teste", admin.id);
    const kept = await redeemReward(id, reward.id);
    const cancelled = await redeemReward(id, reward.id);
    await cancelRedemption(cancelled.redemptionId!, admin.id);
    expect(kept.success).toBe(true);

    expect(await accountSummary(id)).toEqual({ points: 20, rewardsRedeemed: 1, samplesRequested: 3, reviewsWritten: 1 });
    const samples = await userSampleRequests(id);
    expect(samples.map((x) => x.productName)).toEqual([null, products[1].name, products[0].name]);
    expect(samples[2].status).toBe("delivered");
    expect(await userSampleRequests((await makeUser("vazio")).id)).toEqual([]);
  });

  it("exports everything about the user, and no secrets", async () => {
    const { id, email } = await makeUser("exporta");
    await t.db.insert(s.session).values({
      id: crypto.randomUUID(),
      token: "token-secreto",
      userId: id,
      expiresAt: new Date(Date.now() + 86_400_000),
      ipAddress: "10.0.0.1",
    });
    await t.db.insert(s.newsletterSubscriptions).values({ email });
    await t.db.insert(s.dataRemovalRequests).values({ protocol: `P-${Date.now()}`, email, fullName: "Exporta" });
    const other = await makeUser("outro");
    await t.db.insert(s.newsletterSubscriptions).values({ email: other.email });

    const data = await exportUserData(id);
    expect(data!.account).toMatchObject({ id, email, emailVerified: true });
    expect(data!.account.sessions).toHaveLength(1);
    expect(data!.account.sessions[0]).toMatchObject({ ipAddress: "10.0.0.1" });
    expect(data!.newsletter.map((n) => n.email)).toEqual([email]);
    expect(data!.dataRemovalRequests).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toContain("hash-secreto");
    expect(text).not.toContain("token-secreto");
    expect(text).not.toContain(other.email);
    expect(await exportUserData("nao-existe")).toBeNull();
  });
});

describe("change of e-mail", () => {
  it("is confirmed by the current address, then by the new one, and the profile follows", async () => {
    const email = `troca-${Date.now()}@exemplo.com.br`;
    const headers = new Headers({ "x-rv-client-ip": "198.51.100.9" });
    await auth().api.signUpEmail({ body: { name: "Troca E-mail", email, password: "Senha@Forte1" }, headers });
    const confirm = await waitForLocalMail(email, /Confirme seu e-mail/);
    await auth().handler(new Request(linkIn(confirm, "/api/auth/verify-email")));
    const signedIn = await callAuth(() =>
      auth().api.signInEmail({ body: { email, password: "Senha@Forte1" }, headers, returnHeaders: true }),
    );
    if (!signedIn.ok) throw new Error(signedIn.message);
    const cookie = cookieHeaders(signedIn.headers)
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const newEmail = `novo-${Date.now()}@exemplo.com.br`;
    const asked = await callAuth(() =>
      auth().api.changeEmail({
        body: { newEmail, callbackURL: "/dashboard?email=confirmar" },
        headers: new Headers({ cookie, "x-rv-client-ip": "198.51.100.9" }),
        returnHeaders: true,
      }),
    );
    expect(asked.ok).toBe(true);

    const approve = await waitForLocalMail(email, /Confirme a troca de e-mail/);
    expect(approve.text).toContain(newEmail);
    const step1 = await auth().handler(new Request(linkIn(approve, "/api/auth/verify-email")));
    expect(step1.headers.get("location")).toBe("/dashboard?email=confirmar");

    const verify = await waitForLocalMail(newEmail, /Confirme seu novo e-mail/);
    const step2 = await auth().handler(new Request(linkIn(verify, "/api/auth/verify-email")));
    expect(step2.headers.get("location")).toBe("/dashboard?email=alterado");

    const [authUser] = await t.db.select().from(s.user).where(eq(s.user.email, newEmail));
    const [profile] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, authUser.id));
    expect(profile.email).toBe(newEmail);
  });
});
