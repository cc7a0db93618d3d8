/**
 * The sample e-mails' words, and reviews beyond the queue (published list,
 * unpublish, delete, the store's reply on the product page, the health-claim filter and its words, bulk
 * approval, the author's e-mail), a customer's page, and redemptions filtered and e-mailed. Every write
 * is read back through the read the panel or the site makes next.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productIdBySlug, useTestDatabase } from "../helpers/db";
import { countLocalMail, settleMail, waitForLocalMail } from "../helpers/mail";
import { call, makeAccount, sessionUser } from "../security/support";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { formatBRL } from "~/i18n/format";
import { customerDetail } from "~/models/admin/customers.server";
import { AdminError } from "~/models/admin/errors.server";
import {
  approveReview,
  approveReviews,
  deleteReview,
  deleteReviewReply,
  listReviews,
  rejectReview,
  replyToReview,
  reviewCounts,
  unpublishReview,
} from "~/models/admin/reviews.server";
import { listRedemptions, moveRedemption, redemptionMail } from "~/models/admin/rewards.server";
import { samplePaymentMail, sampleStatusMail } from "~/models/admin/samples.server";
import { adjustPoints, redeemReward } from "~/models/loyalty.server";
import { healthClaimWords, listApprovedReviews, mentionsHealthClaim, submitReview } from "~/models/reviews.server";
import { loader as reviewsLoader, action as reviewsAction } from "~/routes/admin-panel/reviews";
import { loader as rewardsLoader } from "~/routes/admin-panel/rewards";
import { action as customerAction, loader as customerLoader } from "~/routes/admin-panel/user";

const t = useTestDatabase();
type Account = Awaited<ReturnType<typeof makeAccount>>;
let admin: Account;

beforeAll(async () => {
  await seedContent(t.db);
  admin = await makeAccount("moderadora", { role: "admin" });
});

async function review(author: Account, slug: string, over: Partial<typeof s.productReviews.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(s.productReviews)
    .values({
      productId: await productIdBySlug(t.db, slug),
      userId: author.id,
      rating: 5,
      title: "Gostei",
      content: "Muito bom, recomendo.",
      ...over,
    })
    .returning();
  return row;
}

describe("health-claim words", () => {
  it("names the words that flagged a text, as written, once each, and only those", () => {
    expect(healthClaimWords("Curou minha DIABETES", "O tratamento da diabetes e a Pressão  alta")).toEqual([
      "Curou",
      "DIABETES",
      "tratamento",
      "Pressão  alta",
    ]);
    expect(healthClaimWords("Remédio natural para insônia")).toEqual(["Remédio", "insônia"]);
    // Word starts only: "segura" and "procura" do not count, as in mentionsHealthClaim.
    expect(healthClaimWords("Embalagem segura, procura-se sabor")).toEqual([]);
    for (const text of ["Curou minha diabetes", "Embalagem segura", "sem ansiedade"]) {
      expect(healthClaimWords(text).length > 0).toBe(mentionsHealthClaim(text));
    }
  });
});

describe("reviews beyond the queue", () => {
  it("lists the queue or the published ones, flagged only on request, with the words that flagged them", async () => {
    const author = await makeAccount("listada");
    const plain = await review(author, "rhodiola-rosea");
    const flagged = await review(author, "cardo-mariano", { title: "Milagre", content: "Curou minha diabetes", healthClaim: true });
    const pending = await listReviews({ approved: false });
    expect(pending.rows.map((r) => r.id)).toEqual(expect.arrayContaining([plain.id, flagged.id]));
    const onlyFlagged = await listReviews({ approved: false, flagged: true });
    expect(onlyFlagged.rows.map((r) => r.id)).toEqual([flagged.id]);
    expect(onlyFlagged.rows[0]).toMatchObject({ healthClaimWords: ["Curou", "diabetes"], userId: author.id, authorName: author.fullName });
    expect((await listReviews({ approved: true })).rows.map((r) => r.id)).not.toContain(plain.id);

    await approveReview(plain.id, admin.id);
    expect((await listReviews({ approved: true })).rows.map((r) => r.id)).toContain(plain.id);
    expect((await listReviews({ approved: true, flagged: true })).rows.map((r) => r.id)).not.toContain(plain.id);
    const counts = await reviewCounts();
    expect(counts.published).toBeGreaterThanOrEqual(1);
    expect(counts.pending).toBeGreaterThanOrEqual(1);
  });

  it("approving e-mails the author that the review is published (queued with the approval); a refused approval sends nothing", async () => {
    const author = await makeAccount("publicada");
    const row = await review(author, "maca-peruana");
    await approveReview(row.id, admin.id);
    const mail = await waitForLocalMail(author.email, /foi publicada/);
    expect(mail.subject).toBe("Sua avaliação de Maca Peruana foi publicada – Raiz Vital");
    expect(mail.text).toContain("/produto/maca-peruana?aba=avaliacoes#avaliacoes");
    await expect(approveReview(row.id, admin.id)).rejects.toBeInstanceOf(AdminError);
    await settleMail();
    expect(await countLocalMail(author.email, /foi publicada/)).toBe(1);
  });

  it("approves several at once, each with its own e-mail, and counts those already moderated", async () => {
    const ana = await makeAccount("lote-ana");
    const bia = await makeAccount("lote-bia");
    const first = await review(ana, "psyllium-husk");
    const second = await review(bia, "psyllium-husk");
    const done = await review(bia, "glucomanan");
    await approveReview(done.id, admin.id);
    expect(await approveReviews([first.id, second.id, done.id, first.id], admin.id)).toEqual({ approved: 2, skipped: 1 });
    const rows = await t.db
      .select({ id: s.productReviews.id, approved: s.productReviews.approved })
      .from(s.productReviews)
      .where(eq(s.productReviews.productId, first.productId));
    expect(rows.filter((r) => [first.id, second.id].includes(r.id)).every((r) => r.approved)).toBe(true);
    expect(await countLocalMail(ana.email, /foi publicada/)).toBe(1);
    expect(await countLocalMail(bia.email, /foi publicada/)).toBe(2);
    const shown = await listApprovedReviews(first.productId);
    expect(shown.reviews.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    await expect(approveReviews([], admin.id)).rejects.toThrow("Selecione ao menos uma avaliação.");
  });

  it("the store's reply shows under the review on the product page; removing it takes it away", async () => {
    const author = await makeAccount("respondida");
    const row = await review(author, "omega-3-ultra");
    await approveReview(row.id, admin.id);
    await expect(replyToReview(row.id, "   ", admin.id)).rejects.toThrow("Escreva a resposta da loja.");
    await replyToReview(row.id, "  Obrigado, Ana! Que bom que gostou.  ", admin.id);
    let shown = (await listApprovedReviews(row.productId)).reviews.find((r) => r.id === row.id)!;
    expect(shown.reply).toMatchObject({ text: "Obrigado, Ana! Que bom que gostou." });
    expect((await listReviews({ approved: true })).rows.find((r) => r.id === row.id)?.reply).toBe("Obrigado, Ana! Que bom que gostou.");
    await replyToReview(row.id, "Obrigado!", admin.id);
    shown = (await listApprovedReviews(row.productId)).reviews.find((r) => r.id === row.id)!;
    expect(shown.reply?.text).toBe("Obrigado!");
    await deleteReviewReply(row.id, admin.id);
    shown = (await listApprovedReviews(row.productId)).reviews.find((r) => r.id === row.id)!;
    expect(shown.reply).toBeNull();
    await expect(deleteReviewReply(row.id, admin.id)).rejects.toThrow("Esta avaliação não tem resposta da loja.");
  });

  it("unpublishing takes the review off the product page and back to the queue; deleting removes it and its points", async () => {
    const author = await makeAccount("despublicada");
    const productId = await productIdBySlug(t.db, "colageno-verisol");
    // Written by the customer through the site's own path, which awards its points, then published.
    await adjustPoints(author.id, 1, "base", admin.id);
    const submitted = await submitReview(author.id, productId, { rating: "4", title: "", content: "Pele melhor depois de um mês de uso." });
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));
    expect(submitted.points).toBe(10);
    const row = { id: submitted.reviewId };
    const [awarded] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, author.id));
    expect(awarded.points).toBe(11);
    await approveReview(row.id, admin.id);
    await expect(unpublishReview(crypto.randomUUID(), admin.id)).rejects.toBeInstanceOf(AdminError);

    await unpublishReview(row.id, admin.id);
    expect((await listApprovedReviews(productId)).reviews.map((r) => r.id)).not.toContain(row.id);
    expect((await listReviews({ approved: false })).rows.map((r) => r.id)).toContain(row.id);
    // A pending review is rejected, not deleted; a published one is deleted, not rejected.
    await expect(deleteReview(row.id, admin.id)).rejects.toThrow("Avaliação não encontrada ou não publicada.");
    await approveReview(row.id, admin.id);
    await expect(rejectReview(row.id, admin.id)).rejects.toBeInstanceOf(AdminError);

    await deleteReview(row.id, admin.id);
    expect((await listApprovedReviews(productId)).reviews.map((r) => r.id)).not.toContain(row.id);
    expect(await t.db.select().from(s.productReviews).where(eq(s.productReviews.id, row.id))).toHaveLength(0);
    const [profile] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, author.id));
    expect(profile.points).toBe(1);
    const [reversal] = await t.db
      .select()
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, author.id), eq(s.pointsLedger.kind, "reversal")));
    expect(reversal).toMatchObject({ userId: author.id, amount: -10, reason: "Avaliação removida: Colágeno Verisol" });
  });

  it("the page: tabs and the flag filter from the address; actions for admins only, each answered with its toast", async () => {
    const author = await makeAccount("rota");
    const flagged = await review(author, "vitamina-d3-k2", { content: "Trata minha ansiedade", healthClaim: true });
    const adminUser = await sessionUser(admin.id);
    const page = await call(reviewsLoader, "/admin-panel/avaliacoes?sinalizadas=1", { user: adminUser });
    expect(page.status).toBe(200);
    const body = page.body as { tab: string; flagged: boolean; list: { rows: { id: string; healthClaim: boolean }[] } };
    expect(body).toMatchObject({ tab: "pendentes", flagged: true });
    expect(body.list.rows.every((r) => r.healthClaim)).toBe(true);
    expect(body.list.rows.map((r) => r.id)).toContain(flagged.id);

    const customer = await sessionUser(author.id);
    expect((await call(reviewsLoader, "/admin-panel/avaliacoes?aba=publicadas", { user: customer })).status).toBe(302);
    const refused = await call(reviewsAction, "/admin-panel/avaliacoes", {
      user: customer,
      fields: { intent: "approve-many", ids: flagged.id },
    });
    expect(refused.status).toBe(302);
    expect((await t.db.select().from(s.productReviews).where(eq(s.productReviews.id, flagged.id)))[0].approved).toBe(false);

    const approved = await call(reviewsAction, "/admin-panel/avaliacoes", {
      user: adminUser,
      fields: { intent: "approve-many", ids: flagged.id },
    });
    expect(approved.toast).toMatchObject({
      title: "Avaliação aprovada com sucesso.",
      description: "1 avaliação aprovada. O autor foi avisado por e-mail.",
    });
    const empty = await call(reviewsAction, "/admin-panel/avaliacoes", {
      user: adminUser,
      fields: { intent: "reply", id: flagged.id, reply: "" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { reply: "Escreva a resposta da loja." } });
    const replied = await call(reviewsAction, "/admin-panel/avaliacoes", {
      user: adminUser,
      fields: { intent: "reply", id: flagged.id, reply: "Obrigado pela avaliação." },
    });
    expect(replied.toast?.title).toBe("Resposta da loja publicada.");
    const published = await call(reviewsLoader, "/admin-panel/avaliacoes?aba=publicadas&sinalizadas=1", { user: adminUser });
    expect((published.body as typeof body).list.rows.find((r) => r.id === flagged.id)).toMatchObject({ reply: "Obrigado pela avaliação." });
  });
});

describe("redemptions: filtered by status, and the customer e-mailed when one is completed or cancelled", () => {
  it("mails in the change's transaction; a refused move sends nothing; the filter reads the new status", async () => {
    const customer = await makeAccount("resgatadora");
    const [reward] = await t.db.insert(s.rewards).values({ name: "Garrafa Térmica", pointsRequired: 30, stock: 5 }).returning();
    await adjustPoints(customer.id, 100, "Bônus", admin.id);
    const first = await redeemReward(customer.id, reward.id);
    const second = await redeemReward(customer.id, reward.id);

    await moveRedemption(first.redemptionId!, "completed", admin.id);
    const completed = await waitForLocalMail(customer.email, /foi concluído/);
    expect(completed.subject).toBe("Seu resgate de Garrafa Térmica foi concluído – Raiz Vital");
    expect(completed.text).toContain("/dashboard?aba=premios");

    await moveRedemption(second.redemptionId!, "cancelled", admin.id);
    const cancelled = await waitForLocalMail(customer.email, /foi cancelado/);
    expect(cancelled.text).toContain("os 30 pontos voltaram para o seu saldo");

    await expect(moveRedemption(second.redemptionId!, "completed", admin.id)).rejects.toThrow(
      "Só resgates pendentes ou enviados podem ser concluídos.",
    );
    await settleMail();
    expect(await countLocalMail(customer.email, /Seu resgate/)).toBe(2);

    const mine = (rows: { id: string }[]) => rows.map((r) => r.id).filter((id) => [first.redemptionId, second.redemptionId].includes(id));
    expect(mine((await listRedemptions(1, 50, "completed")).rows)).toEqual([first.redemptionId]);
    expect(mine((await listRedemptions(1, 50, "cancelled")).rows)).toEqual([second.redemptionId]);
    expect(mine((await listRedemptions(1, 50, "pending")).rows)).toEqual([]);
    const page = await call(rewardsLoader, "/admin-panel/premios?status=cancelled", { user: await sessionUser(admin.id) });
    const body = page.body as { status: string; redemptions: { rows: { id: string; status: string }[] } };
    expect(body.status).toBe("cancelled");
    expect(body.redemptions.rows.every((r) => r.status === "cancelled")).toBe(true);
    expect((await call(rewardsLoader, "/admin-panel/premios?status=qualquer", { user: await sessionUser(admin.id) })).body).toMatchObject({
      status: "all",
    });
  });

  it("the e-mail without points to give back says only that it was cancelled; the text part names the reward as typed", () => {
    const mail = redemptionMail(
      { rewardName: "Brinde <b> & cia", pointsSpent: 0 },
      { fullName: "Ana", email: "ana@x.com" },
      "cancelled",
      "https://raiz.example",
    );
    expect(mail.html).toContain("Brinde &lt;b&gt; &amp; cia");
    expect(mail.text).toContain("Seu resgate de Brinde <b> & cia foi cancelado. Se tiver dúvidas");
    expect(mail.text).not.toContain("voltaram");
  });
});

describe("a customer's page", () => {
  it("shows the profile, points history, samples, reviews, redemptions and privacy requests; the adjustment there shows on the next read", async () => {
    const customer = await makeAccount("pagina-cliente");
    const productId = await productIdBySlug(t.db, "maca-peruana");
    await adjustPoints(customer.id, 80, "Bônus de boas-vindas", admin.id);
    const [sample] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: customer.id,
        productId,
        status: "shipped",
        trackingCode: "QB123456789BR",
        fullName: customer.fullName,
        email: customer.email,
        address: "Rua A, 1",
        phone: "(81) 99876-5432",
        city: "Recife",
        state: "PE",
        zipCode: "50000-000",
      })
      .returning();
    const written = await review(customer, "maca-peruana", { content: "Curou meu cansaço", healthClaim: true });
    const [reward] = await t.db.insert(s.rewards).values({ name: "Ecobag", pointsRequired: 20 }).returning();
    const redeemed = await redeemReward(customer.id, reward.id);
    // One request sent signed in, one from the privacy page with the same address (another case).
    await t.db.insert(s.dataRemovalRequests).values([
      { protocol: "LGPD-2026-900001", userId: customer.id, email: customer.email, fullName: customer.fullName, reason: "Não uso mais" },
      { protocol: "LGPD-2026-900002", email: customer.email.toUpperCase(), fullName: customer.fullName },
      { protocol: "LGPD-2026-900003", email: "outra.pessoa@exemplo.com.br", fullName: "Outra" },
    ]);

    const detail = (await customerDetail(customer.id))!;
    expect(detail.profile).toMatchObject({ id: customer.id, email: customer.email, points: 60, role: "user", status: "active" });
    expect(detail.ledger.rows.map((e) => e.reason)).toEqual(["Resgate: Ecobag", "Bônus de boas-vindas"]);
    expect(detail.samples.rows).toEqual([
      expect.objectContaining({
        id: sample.id,
        productName: "Maca Peruana",
        status: "shipped",
        orderNumber: expect.stringMatching(/^AM-\d{4}-\d{6}$/),
        // The page shows the newest request's phone beside the profile's.
        phone: "(81) 99876-5432",
      }),
    ]);
    expect(detail.reviews.rows).toEqual([
      expect.objectContaining({ id: written.id, approved: false, healthClaim: true, productSlug: "maca-peruana" }),
    ]);
    expect(detail.redemptions.rows).toEqual([
      expect.objectContaining({ id: redeemed.redemptionId, rewardName: "Ecobag", status: "pending", pointsSpent: 20 }),
    ]);
    expect(detail.privacy.rows.map((r) => r.protocol).sort()).toEqual(["LGPD-2026-900001", "LGPD-2026-900002"]);
    expect(await customerDetail(crypto.randomUUID())).toBeNull();

    const adminUser = await sessionUser(admin.id);
    const path = `/admin-panel/usuarios/${customer.id}`;
    expect((await call(customerLoader, path, { user: adminUser, params: { id: customer.id } })).status).toBe(200);
    expect((await call(customerLoader, "/admin-panel/usuarios/nao-existe", { user: adminUser, params: { id: "nao-existe" } })).status).toBe(
      404,
    );
    expect(
      (await call(customerLoader, `/admin-panel/usuarios/${crypto.randomUUID()}`, { user: adminUser, params: { id: crypto.randomUUID() } }))
        .status,
    ).toBe(404);
    const other = await sessionUser(customer.id);
    expect((await call(customerLoader, path, { user: other, params: { id: customer.id } })).status).toBe(302);
    expect((await call(customerLoader, path, { user: null, params: { id: customer.id } })).status).toBe(302);

    // The manual adjustment, through the page's own action (the same model as Usuários).
    const refused = await call(customerAction, path, {
      user: other,
      params: { id: customer.id },
      fields: { intent: "points", amount: "500", reason: "eu mesmo" },
    });
    expect(refused.status).toBe(302);
    const invalid = await call(customerAction, path, {
      user: adminUser,
      params: { id: customer.id },
      fields: { intent: "points", amount: "", reason: "x" },
    });
    expect(invalid.body).toMatchObject({ ok: false, errors: { amount: "Informe a quantidade de pontos." } });
    const adjusted = await call(customerAction, path, {
      user: adminUser,
      params: { id: customer.id },
      fields: { intent: "points", amount: "-15", reason: "Correção de lançamento" },
    });
    expect(adjusted.toast).toMatchObject({ title: "Pontos ajustados com sucesso!", description: "Novo saldo: 45 pontos." });
    const after = (await customerDetail(customer.id))!;
    expect(after.profile.points).toBe(45);
    expect(after.ledger.rows[0]).toMatchObject({ amount: -15, reason: "Correção de lançamento", balanceAfter: 45 });
    const [audit] = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, "user.points"), eq(s.auditLog.entityId, customer.id)));
    expect(audit).toMatchObject({ actorId: admin.id, after: { points: 45, reason: "Correção de lançamento" } });
  });
});

describe("sample e-mails: the status agrees with 'amostra', and no e-mail names a missing product", () => {
  const base = { fullName: "Ana", email: "ana@x.com", trackingCode: null, productSlug: null, orderNumber: "AM-2026-000009" };
  const options = { inviteReview: false, reviewPoints: 0, baseUrl: "https://raiz.example" };

  it("subjects and sentences read Aprovada, Enviada, Entregue, Concluída, Rejeitada", () => {
    const expected = {
      approved: "Aprovada",
      shipped: "Enviada",
      delivered: "Entregue",
      completed: "Concluída",
      rejected: "Rejeitada",
    } as const;
    for (const [status, word] of Object.entries(expected)) {
      const mail = sampleStatusMail({ ...base, status: status as keyof typeof expected, productName: "Maca" }, options);
      expect(mail.subject).toBe(`Pedido AM-2026-000009 – sua amostra de Maca: ${word} – Raiz Vital`);
      expect(mail.text).toContain(`Status atual: ${word}`);
      expect(mail.html).toContain(`Amostra ${word.toLowerCase()}`);
    }
  });

  it("a request whose product is gone is told without naming it", () => {
    const mail = sampleStatusMail({ ...base, status: "rejected", productName: null }, options);
    expect(mail.subject).toBe("Pedido AM-2026-000009 – sua amostra: Rejeitada – Raiz Vital");
    expect(mail.text).toContain("Não foi possível atender sua solicitação de amostra desta vez.");
    const payment = samplePaymentMail(
      { fullName: "Ana", email: "ana@x.com", orderNumber: "AM-2026-000009", productName: null, shippingFeeCents: 1290 },
      "paid",
    );
    expect(payment.text).toContain(`Recebemos o pagamento do frete (${formatBRL(1290)}) da sua amostra. Agora`);
    expect(
      samplePaymentMail(
        { fullName: "Ana", email: "ana@x.com", orderNumber: "AM-2026-000009", productName: "Maca & Cia", shippingFeeCents: 0 },
        "waived",
      ).text,
    ).toContain("O frete da sua amostra de Maca & Cia ficou");
    for (const m of [mail, payment]) {
      expect(`${m.subject}${m.html}${m.text}`).not.toContain("Produto não encontrado");
      expect(`${m.subject}${m.html}${m.text}`).not.toContain("undefined");
      expect(`${m.subject}${m.html}${m.text}`).not.toContain("null");
    }
  });
});
