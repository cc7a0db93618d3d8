// An answer to any e-mail reaches a person (Reply-To read from the written .eml).
import { beforeAll, describe, expect, it } from "vitest";
import { productIdBySlug, useTestDatabase } from "../helpers/db";
import { linkIn, waitForLocalMail } from "../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { BRAND } from "~/lib/common/brand";
import { sendResetPasswordMail } from "~/lib/server/auth-mails.server";
import { env } from "~/lib/server/env.server";
import { updateSampleStatus } from "~/models/admin/samples.server";
import { submitContactMessage } from "~/models/help.server";
import { confirmDataRemovalRequest, createDataRemovalRequest } from "~/models/privacy.server";
import { requestSample } from "~/models/samples.server";

const t = useTestDatabase();

let bacopa: string;

beforeAll(async () => {
  await seedContent(t.db);
  bacopa = await productIdBySlug(t.db, "bacopa-monnieri-500mg");
});

async function makeUser(email: string) {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: "Clara", email, emailVerified: true });
  await t.db.insert(s.profiles).values({ id, email, fullName: "Clara" });
  return id;
}

describe("Reply-To", () => {
  it("the contact message to support answers the visitor", async () => {
    const visitor = "visitante.contato@exemplo.com.br";
    await submitContactMessage({ name: "Visitante", email: visitor, subject: "Dúvida", message: "Vocês entregam em Manaus?" });
    const mail = await waitForLocalMail(env().supportEmail, /^Contato - Dúvida$/);
    expect(mail.replyTo).toEqual([visitor]);
  });

  it("a sample status e-mail answers the support mailbox", async () => {
    const email = "clara.amostra@exemplo.com.br";
    const userId = await makeUser(email);
    const sample = await requestSample(userId, bacopa, {
      fullName: "Clara Lima",
      email,
      phone: "",
      address: "Rua A, 1",
      city: "São Paulo",
      state: "SP",
      zipCode: "01310-100",
      notes: "",
    });
    if (!sample.ok) throw new Error(JSON.stringify(sample));
    const adminId = await makeUser("admin.amostra@exemplo.com.br");
    await updateSampleStatus({ id: sample.requestId, status: "rejected", trackingCode: null }, adminId);
    const mail = await waitForLocalMail(email, /Rejeitada/);
    expect(mail.replyTo).toEqual([env().supportEmail.toLowerCase()]);
  });

  it("account e-mails answer the support mailbox", async () => {
    const email = "clara.senha@exemplo.com.br";
    await sendResetPasswordMail({ email, name: "Clara" }, "http://localhost:3000/redefinir-senha?token=x");
    const mail = await waitForLocalMail(email, /Redefina sua senha/);
    expect(mail.replyTo).toEqual([env().supportEmail.toLowerCase()]);
  });

  it("privacy mails answer the privacy address they name; the team's copy (once confirmed) answers the requester", async () => {
    const email = "clara.lgpd@exemplo.com.br";
    await createDataRemovalRequest({ fullName: "Clara Lima", email, reason: "" });
    const link = await waitForLocalMail(email, /protocolo/);
    expect(link.replyTo).toEqual([BRAND.privacyEmail.toLowerCase()]);
    expect(await confirmDataRemovalRequest(new URL(linkIn(link, "/lgpd/confirmar")).searchParams.get("token")!)).toBeTruthy();
    const team = await waitForLocalMail(BRAND.privacyEmail, /Nova solicitação de remoção/);
    expect(team.replyTo).toEqual([email]);
  });
});
