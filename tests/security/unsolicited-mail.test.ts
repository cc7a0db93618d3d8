/**
 * The store's mail is never a way to send a stranger's text to any address, nor to learn whether an
 * address is subscribed, through the real Express stack (server/app.ts createApp, the built app):
 * - /lgpd: the typed address gets only a fixed text and a confirmation link; the request counts (the
 *   panel may carry it out) only once the address's owner confirms it, and an unconfirmed one expires.
 * - Sample requests: the receipt and every later notice go to the account's confirmed address, never to
 *   the address typed in the form.
 * - Account mails to an address nobody has confirmed yet (sign-up, reset of an unconfirmed account, a
 *   change's new address) do not greet the typed name.
 * - The newsletter box answers the same for a new, a pending and a subscribed address; the e-mail tells
 *   the rest.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { linkIn, localMails, settleMail, type LocalMail } from "../helpers/mail";
import { hasBuild, SITE, useSecurityHarness, type Answer, type Role } from "./support/harness";
import * as s from "~/db/schema";
import { sendNewAddressMail, sendResetPasswordMail } from "~/lib/server/auth-mails.server";
import { applyRetention } from "~/models/retention.server";

/** What a phisher would type: a link and a pressing story, in the name and in the free text. */
const BAIT = "Conta bloqueada, regularize em https://evil.example/pix";
const BAIT_MARKERS = ["evil.example", "regularize", "bloqueada"];

function everything(mail: LocalMail): string {
  return `${mail.subject}\n${mail.html}\n${mail.text}`;
}

async function mailsTo(address: string): Promise<LocalMail[]> {
  await settleMail();
  return (await localMails()).filter((m) => m.to.includes(address.toLowerCase()));
}

function expectNoBait(mails: LocalMail[]) {
  for (const mail of mails)
    for (const marker of BAIT_MARKERS) expect(everything(mail), `"${mail.subject}" holds "${marker}"`).not.toContain(marker);
}

/** The path and search of a link of a mail (the harness sends to its own origin). */
function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

describe.skipIf(!hasBuild)("unsolicited mail (through the real Express stack)", () => {
  const h = useSecurityHarness();
  beforeEach(() => h.resetRateLimits());

  async function removalRow(email: string) {
    const result = await h.t.db.execute(
      sql`select id, protocol, status, confirmed_at, confirmation_token_hash, confirmation_expires_at from data_removal_requests where email = ${email}`,
    );
    return (result as { rows: Record<string, unknown>[] }).rows[0] as
      | {
          id: string;
          protocol: string;
          status: string;
          confirmed_at: Date | null;
          confirmation_token_hash: string | null;
          confirmation_expires_at: Date | null;
        }
      | undefined;
  }

  async function requestRemoval(role: Role, email: string) {
    return h.send(role, "/lgpd", { form: { intent: "data-removal", fullName: BAIT, email, reason: `${BAIT}. Ligue já!` } });
  }

  describe("/lgpd data-removal requests", () => {
    it("the typed address receives no typed text: one mail, with a fixed text and a confirmation link", async () => {
      const stranger = "vitima.lgpd@exemplo.net";
      const answer = await requestRemoval("anonymous", stranger);
      expect(answer.status).toBe(200);
      const mails = await mailsTo(stranger);
      expect(mails).toHaveLength(1);
      expectNoBait(mails);
      expect(linkIn(mails[0], "/lgpd/confirmar")).toMatch(/\/lgpd\/confirmar\?token=[\w-]{32,}$/);
      // The privacy team hears of it only once it is confirmed.
      expect((await mailsTo("privacidade@raizvital.com.br")).filter((m) => everything(m).includes(stranger))).toHaveLength(0);
    });

    it("a request counts only once the address's owner follows the link and presses the button; the link works once", async () => {
      const stranger = "confirma.lgpd@exemplo.net";
      await requestRemoval("anonymous", stranger);
      const [mail] = await mailsTo(stranger);
      const link = pathOf(linkIn(mail, "/lgpd/confirmar"));
      const token = new URL(link, h.origin).searchParams.get("token")!;

      // Recorded as awaiting confirmation, with a hash of the token (the token itself is nowhere in the database).
      const row = (await removalRow(stranger))!;
      expect(row.status).toBe("pending");
      expect(row.confirmed_at).toBeNull();
      expect(row.confirmation_token_hash).toBeTruthy();
      expect(row.confirmation_token_hash).not.toContain(token);
      expect(new Date(row.confirmation_expires_at!).getTime()).toBeGreaterThan(Date.now());
      const dump = await h.t.db.execute(sql`select x::text as t from data_removal_requests x`);
      expect(JSON.stringify(dump)).not.toContain(token);

      // The admin cannot carry out an unconfirmed request: a clear refusal, nothing changes.
      const before = await h.snapshot();
      const refused = await h.send("admin", "/admin-panel/privacidade", { form: { intent: "removal-carry-out", id: row.id } });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("ainda não foi confirmado");
      expect(await h.snapshot()).toEqual(before);

      // Opening the link (a mail scanner's prefetch) changes nothing; it shows the button.
      const opened = await h.send("anonymous", link);
      expect(opened.status).toBe(200);
      expect(opened.body).toContain("Confirmar solicitação");
      expect(opened.body).toContain(row.protocol);
      expect(await h.snapshot()).toEqual(before);

      // The button confirms: recorded, audited, the privacy team is told.
      const confirmed = await h.send("anonymous", link, { form: { token } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toContain("Solicitação confirmada!");
      const after = (await removalRow(stranger))!;
      expect(after.confirmed_at).not.toBeNull();
      expect(after.confirmation_token_hash).toBeNull();
      const audit = await h.t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, row.id));
      expect(audit.map((a) => a.action)).toContain("data_removal_request.confirm");
      const team = (await mailsTo("privacidade@raizvital.com.br")).filter((m) => m.subject.includes(row.protocol));
      expect(team).toHaveLength(1);

      // Single use.
      const again = await h.send("anonymous", link, { form: { token } });
      expect(again.status).toBe(404);
      expect(again.body).toContain("não é válido");
      expect((await h.send("anonymous", link)).body).not.toContain(">Confirmar solicitação<");

      // Now the admin may carry it out; the notice to the address still holds nothing typed.
      const done = await h.send("admin", "/admin-panel/privacidade", { form: { intent: "removal-carry-out", id: row.id } });
      expect(done.status).toBe(200);
      expect((await removalRow(stranger))!.status).toBe("handled");
      const toStranger = await mailsTo(stranger);
      expect(toStranger.map((m) => m.subject)).toEqual([expect.stringContaining(row.protocol), expect.stringContaining("foi atendida")]);
      expectNoBait(toStranger);
    });

    it("the panel's list says which requests are confirmed", async () => {
      const waiting = "aguarda.painel@exemplo.net";
      await requestRemoval("anonymous", waiting);
      const page = await h.send("admin", "/admin-panel/privacidade");
      expect(page.status).toBe(200);
      expect(page.body).toContain("Aguardando confirmação do titular");
    });

    it("an unconfirmed request expires: its link stops working and the retention clean-up deletes it", async () => {
      const stranger = "expira.lgpd@exemplo.net";
      await requestRemoval("anonymous", stranger);
      const [mail] = await mailsTo(stranger);
      const link = pathOf(linkIn(mail, "/lgpd/confirmar"));
      const token = new URL(link, h.origin).searchParams.get("token")!;
      const row = (await removalRow(stranger))!;
      await h.t.db.execute(
        sql`update data_removal_requests set confirmation_expires_at = now() - interval '1 minute' where id = ${row.id}`,
      );

      const late = await h.send("anonymous", link, { form: { token } });
      expect(late.status).toBe(404);
      expect((await removalRow(stranger))!.confirmed_at).toBeNull();

      const result = await applyRetention(new Date());
      expect(result.unconfirmedRemovalRequests).toBeGreaterThanOrEqual(1);
      expect(await removalRow(stranger)).toBeUndefined();
    });

    it("a signed-in customer asking for the account's own confirmed address needs no link: confirmed at once, a receipt with no typed text", async () => {
      const own = h.fx.people.other.email;
      const answer = await requestRemoval("other", own);
      expect(answer.status).toBe(200);
      const row = (await removalRow(own))!;
      expect(row.confirmed_at).not.toBeNull();
      expect(row.confirmation_token_hash).toBeNull();
      const mails = await mailsTo(own);
      expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(row.protocol)]);
      expect(mails[0].text).not.toContain("/lgpd/confirmar");
      expectNoBait(mails);
    });

    it("a signed-in customer asking for another address goes through the link like anyone", async () => {
      const stranger = "outra.conta@exemplo.net";
      await requestRemoval("customer", stranger);
      expect((await removalRow(stranger))!.confirmed_at).toBeNull();
      const mails = await mailsTo(stranger);
      expect(mails).toHaveLength(1);
      expect(linkIn(mails[0], "/lgpd/confirmar")).toBeTruthy();
      expectNoBait(mails);
    });
  });

  describe("sample requests", () => {
    it("the receipt and the later notices go to the account's confirmed address, never to the form's e-mail", async () => {
      const stranger = "vitima.amostra@exemplo.net";
      const customer = h.fx.people.customer;
      const [product] = await h.t.db
        .execute(sql`select slug from products where status = 'active' and slug <> ${h.fx.productSlug} order by slug limit 1`)
        .then((r) => (r as { rows: { slug: string }[] }).rows);
      const answer = await h.send("customer", `/produto/${product.slug}`, {
        form: {
          intent: "sample",
          fullName: "Ivone Quaresma",
          email: stranger,
          phone: "(81) 97777-1234",
          address: "Rua das Acácias Roxas 4417",
          city: "Recife",
          state: "PE",
          zipCode: "50123-987",
          notes: BAIT,
        },
      });
      expect(answer.status).toBe(200);
      expect(await mailsTo(stranger)).toEqual([]);
      const receipts = (await mailsTo(customer.email)).filter((m) => m.subject.startsWith("Recebemos sua solicitação"));
      expect(receipts).toHaveLength(1);

      // The form's address stays on the request as contact data.
      const [request] = await h.t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.email, stranger));
      expect(request).toBeTruthy();

      // The panel's status change: its notice goes to the account too.
      const rejected = await h.send("admin", "/admin-panel/amostras", {
        form: { intent: "sample-status", id: request.id, status: "rejected", trackingCode: "" },
      });
      expect(rejected.status).toBe(200);
      expect(await mailsTo(stranger)).toEqual([]);
      expect((await mailsTo(customer.email)).filter((m) => m.subject.includes("Rejeitad"))).toHaveLength(1);
    });
  });

  describe("account mails to an address not yet confirmed", () => {
    it("the sign-up confirmation and a reset link of an unconfirmed account carry no typed name; the new address of a change neither", async () => {
      const stranger = "vitima.cadastro@exemplo.net";
      const signUp = await h.send("anonymous", "/api/auth/sign-up/email", {
        form: { email: stranger, password: "Cliente@2026x", name: "https://evil.example/pix regularize" },
        json: true,
      });
      expect(signUp.status).toBe(200);
      const forgot = await h.send("anonymous", "/auth", { form: { intent: "forgot", email: stranger } });
      expect(forgot.status).toBeLessThan(400);
      const mails = await mailsTo(stranger);
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringMatching(/Confirme seu e-mail/),
        expect.stringMatching(/Redefina sua senha/),
      ]);
      expectNoBait(mails);

      const newAddress = "vitima.troca@exemplo.net";
      // It takes no name at all: only the address and the link.
      await sendNewAddressMail(newAddress, `${SITE}/api/auth/verify-email?token=x`);
      expectNoBait(await mailsTo(newAddress));
    });

    it("an account's own address, once confirmed, is still greeted by its name", async () => {
      await sendResetPasswordMail(
        { email: "confirmada@exemplo.net", name: "Ivone Quaresma", emailVerified: true },
        `${SITE}/auth/nova-senha?token=x`,
      );
      const [mail] = await mailsTo("confirmada@exemplo.net");
      expect(mail.text).toContain("Olá, Ivone!");
    });
  });

  describe("the newsletter", () => {
    const fresh = "nova.assinante@exemplo.net";
    const pending = "pendente.assinante@exemplo.net";
    const subscribed = "ja.assinante@exemplo.net";

    /** The answer with the typed address taken out, and the toast without its random id. */
    function shape(answer: Answer, email: string) {
      const cookies = answer.headers.getSetCookie().map((c) => c.split(";")[0]);
      const toastCookie = cookies.find((c) => c.startsWith("rv_toast="));
      let toast: unknown = null;
      if (toastCookie) {
        const value = decodeURIComponent(toastCookie.slice("rv_toast=".length));
        toast = { ...JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")), id: "<id>" };
      }
      return {
        status: answer.status,
        location: answer.location,
        body: answer.body.replaceAll(email, "<e-mail>"),
        cookies: cookies.map((c) => c.split("=")[0]),
        toast,
      };
    }

    it("answers the same for a new, a pending and a subscribed address, with and without JavaScript; the e-mail tells the rest", async () => {
      await h.t.db.insert(s.newsletterSubscriptions).values([
        { email: pending, source: "footer", consentText: "x" },
        { email: subscribed, source: "footer", consentText: "x", confirmedAt: new Date() },
      ]);
      await settleMail();
      const count = async (email: string) => (await mailsTo(email)).length;
      const sentBefore = { fresh: await count(fresh), pending: await count(pending), subscribed: await count(subscribed) };

      for (const source of ["footer", "ebook"]) {
        for (const kind of ["document", "fetcher"] as const) {
          const send = (email: string) =>
            kind === "document"
              ? h.send("anonymous", "/newsletter", { form: { email, source } })
              : h.send("anonymous", "/newsletter.data", { form: { email, source }, headers: { "sec-fetch-mode": "cors", accept: "*/*" } });
          const [a, b, c] = [await send(fresh), await send(pending), await send(subscribed)];
          const label = `${source}, ${kind}`;
          expect(a.status, label).toBeLessThan(400);
          expect(shape(b, pending), label).toEqual(shape(a, fresh));
          expect(shape(c, subscribed), label).toEqual(shape(a, fresh));
          expect(JSON.stringify(shape(a, fresh))).not.toContain("já está inscrito");
        }
      }

      // Each answer queued exactly one mail to its address, whatever the address's state.
      expect(await count(fresh)).toBe(sentBefore.fresh + 4);
      expect(await count(pending)).toBe(sentBefore.pending + 4);
      expect(await count(subscribed)).toBe(sentBefore.subscribed + 4);
      const toSubscribed = (await mailsTo(subscribed)).filter((m) => /já está inscrit/i.test(m.subject));
      expect(toSubscribed).toHaveLength(2);
      expect(linkIn(toSubscribed[0], "/newsletter/cancelar")).toMatch(/token=/);
      expect((await mailsTo(fresh)).filter((m) => /Confirme sua inscrição/.test(m.subject))).toHaveLength(2);
      expect((await mailsTo(pending)).filter((m) => /Confirme sua inscrição/.test(m.subject))).toHaveLength(2);
    });
  });
});
