import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/db";
import * as s from "~/db/schema";
import type { MailMessage } from "~/lib/server/mail.server";
import { dataRemovalSchema } from "~/validation/privacy";
import {
  confirmDataRemovalRequest,
  createDataRemovalRequest,
  formatProtocol,
  listPrivacyRequests,
  markPrivacyRequestHandled,
  pendingConfirmation,
  protocolYear,
} from "./privacy.server";

const t = useTestDatabase();

function collector() {
  const mails: MailMessage[] = [];
  return { mails, send: async (m: MailMessage) => void mails.push(m) };
}

async function makeUser(email: string, emailVerified = false) {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: "Teste", email, emailVerified });
  await t.db.insert(s.profiles).values({ id, email, fullName: "Teste" });
  return id;
}

const input = (email: string, extra: Partial<{ fullName: string; reason: string }> = {}) =>
  dataRemovalSchema.parse({ fullName: "Maria da Silva", email, reason: "", ...extra });

describe("protocol numbers", () => {
  it("read LGPD-YYYY-NNNNNN in the São Paulo calendar year", () => {
    expect(formatProtocol(2026, 123)).toBe("LGPD-2026-000123");
    // 02:00 UTC on 1 January is still 31 December in São Paulo.
    expect(protocolYear(new Date("2027-01-01T02:00:00Z"))).toBe(2026);
    expect(protocolYear(new Date("2027-01-01T03:00:00Z"))).toBe(2027);
  });

  it("follow one sequence per year, restarting each year", async () => {
    const { send } = collector();
    const a = await createDataRemovalRequest(input("seq1@x.com"), { send, now: new Date("2030-05-01T12:00:00Z") });
    const b = await createDataRemovalRequest(input("seq2@x.com"), { send, now: new Date("2030-06-01T12:00:00Z") });
    const c = await createDataRemovalRequest(input("seq3@x.com"), { send, now: new Date("2031-01-02T12:00:00Z") });
    expect([a.protocol, b.protocol, c.protocol]).toEqual(["LGPD-2030-000001", "LGPD-2030-000002", "LGPD-2031-000001"]);
  });

  it("stay unique under concurrent requests", async () => {
    const { send } = collector();
    const now = new Date("2032-03-03T12:00:00Z");
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createDataRemovalRequest(input(`conc${i}@x.com`), { send, now })),
    );
    const protocols = created.map((r) => r.protocol).sort();
    expect(new Set(protocols).size).toBe(20);
    expect(protocols[0]).toBe("LGPD-2032-000001");
    expect(protocols[19]).toBe("LGPD-2032-000020");
  });
});

/** The token of the confirmation link in a collected mail. */
function tokenIn(mail: MailMessage): string {
  const token = mail.text.match(/\/lgpd\/confirmar\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`sem link de confirmação em "${mail.subject}"`);
  return token;
}

describe("createDataRemovalRequest", () => {
  it("a signed-in user's own confirmed address: confirmed at once, a receipt without the typed text, and the privacy team told", async () => {
    const userId = await makeUser("dona@x.com", true);
    const { mails, send } = collector();
    const created = await createDataRemovalRequest(
      { ...input("Dona@X.com", { fullName: "Dona <b>Maria</b>", reason: "Não uso mais & quero sair" }), userId },
      { send },
    );
    expect(created.protocol).toMatch(/^LGPD-\d{4}-\d{6}$/);
    expect(created.confirmed).toBe(true);
    const [row] = await t.db.select().from(s.dataRemovalRequests).where(eq(s.dataRemovalRequests.id, created.id));
    expect(row).toMatchObject({
      protocol: created.protocol,
      userId,
      email: "dona@x.com",
      fullName: "Dona <b>Maria</b>",
      reason: "Não uso mais & quero sair",
      status: "pending",
      confirmationTokenHash: null,
    });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    const [receipt, team] = mails;
    expect(receipt.to).toBe("dona@x.com");
    expect(receipt.subject).toContain(created.protocol);
    expect(receipt.html).toContain(`Protocolo: ${created.protocol}`);
    expect(receipt.html + receipt.text).not.toContain("Maria");
    expect(receipt.text).toContain("em até 30 dias");
    expect(team.to).toBe("privacidade@raizvital.com.br");
    expect(team.html).toContain("Dona &lt;b&gt;Maria&lt;/b&gt;");
    expect(team.html).toContain("Não uso mais &amp; quero sair");
  });

  it("any other address: only a fixed text and a single-use link that expires; the team hears of it once confirmed", async () => {
    const userId = await makeUser("nao-confirmada@x.com");
    const { mails, send } = collector();
    const now = new Date("2031-04-01T12:00:00Z");
    const created = await createDataRemovalRequest(
      { ...input("nao-confirmada@x.com", { fullName: "Veja https://golpe.example", reason: "Ligue 0800 golpe" }), userId },
      { send, now },
    );
    expect(created.confirmed).toBe(false);
    expect(mails).toHaveLength(1);
    const [link] = mails;
    expect(link.to).toBe("nao-confirmada@x.com");
    expect(link.subject).toBe(`Confirme sua solicitação de privacidade – protocolo ${created.protocol}`);
    expect(link.html + link.text).not.toMatch(/golpe/);
    const token = tokenIn(link);
    const [row] = await t.db.select().from(s.dataRemovalRequests).where(eq(s.dataRemovalRequests.id, created.id));
    expect(row.confirmedAt).toBeNull();
    expect(row.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmationTokenHash).not.toBe(token);
    expect(row.confirmationExpiresAt).toEqual(new Date("2031-04-08T12:00:00Z"));

    expect(await pendingConfirmation(token, now)).toEqual({ protocol: created.protocol });
    expect(await confirmDataRemovalRequest("outro-token", { send, now })).toBeNull();
    expect(await confirmDataRemovalRequest(token, { send, now: new Date("2031-04-08T12:00:01Z") })).toBeNull();
    expect(await confirmDataRemovalRequest(token, { send, now })).toEqual({ protocol: created.protocol });
    expect(await confirmDataRemovalRequest(token, { send, now })).toBeNull();
    expect(await pendingConfirmation(token, now)).toBeNull();
    expect(mails.map((m) => m.to)).toEqual(["nao-confirmada@x.com", "privacidade@raizvital.com.br"]);
    const [after] = await t.db.select().from(s.dataRemovalRequests).where(eq(s.dataRemovalRequests.id, created.id));
    expect(after.confirmedAt).toEqual(now);
    expect(after.confirmationTokenHash).toBeNull();
  });

  it("stores an anonymous request without a reason; when its mail cannot be queued, nothing is stored", async () => {
    await expect(
      createDataRemovalRequest(input("sem-fila@x.com"), {
        send: async () => {
          throw new Error("fila fora do ar");
        },
      }),
    ).rejects.toThrow("fila fora do ar");
    expect(await t.db.select().from(s.dataRemovalRequests).where(eq(s.dataRemovalRequests.email, "sem-fila@x.com"))).toHaveLength(0);
    const created = await createDataRemovalRequest(input("anon@x.com"), { send: async () => {} });
    expect(created.confirmed).toBe(false);
    const [row] = await t.db.select().from(s.dataRemovalRequests).where(eq(s.dataRemovalRequests.id, created.id));
    expect(row.userId).toBeNull();
    expect(row.reason).toBeNull();
  });
});

describe("listPrivacyRequests", () => {
  it("lists the user's own requests and those made with the account's e-mail, newest first, and nobody else's", async () => {
    const userId = await makeUser("lista@x.com");
    const otherId = await makeUser("outra@x.com");
    const { send } = collector();
    const first = await createDataRemovalRequest({ ...input("lista@x.com"), userId }, { send, now: new Date("2026-01-10T12:00:00Z") });
    const anonymous = await createDataRemovalRequest(input("lista@x.com"), { send, now: new Date("2026-02-10T12:00:00Z") });
    // Signed in, asking about another address: still the user's own request.
    const otherAddress = await createDataRemovalRequest(
      { ...input("antigo@x.com"), userId },
      { send, now: new Date("2026-03-10T12:00:00Z") },
    );
    await createDataRemovalRequest({ ...input("outra@x.com"), userId: otherId }, { send });

    const list = await listPrivacyRequests(userId);
    expect(list.map((r) => r.protocol)).toEqual([otherAddress.protocol, anonymous.protocol, first.protocol]);
    expect(list[0]).toMatchObject({ status: "pending", handledAt: null, awaitingConfirmation: true });
    expect(list[0].createdAt).toBeInstanceOf(Date);
    expect(await listPrivacyRequests("ninguem")).toEqual([]);
  });

  it("shows a request as handled once an admin marks it, telling the requester once", async () => {
    const userId = await makeUser("atendida@x.com");
    const adminId = await makeUser("admin-privacidade@x.com");
    const { mails, send } = collector();
    const created = await createDataRemovalRequest({ ...input("atendida@x.com"), userId }, { send });
    mails.length = 0;
    expect(await markPrivacyRequestHandled(created.id, adminId, { send })).toBe(true);
    expect(await markPrivacyRequestHandled(created.id, adminId, { send })).toBe(false);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("atendida@x.com");
    expect(mails[0].subject).toContain(created.protocol);
    const [summary] = await listPrivacyRequests(userId);
    expect(summary.status).toBe("handled");
    expect(summary.handledAt).toBeInstanceOf(Date);
  });
});

describe("data-removal validation", () => {
  it("requires full name and e-mail; the reason is optional", () => {
    const bad = dataRemovalSchema.safeParse({ fullName: "  ", email: "x", reason: "" });
    expect(bad.success).toBe(false);
    expect(Object.fromEntries(bad.error!.issues.map((i) => [String(i.path[0]), i.message]))).toEqual({
      fullName: "Informe seu nome completo.",
      email: "Digite um e-mail válido",
    });
    expect(dataRemovalSchema.parse({ fullName: "Ana", email: "A@B.CO" })).toEqual({ fullName: "Ana", email: "a@b.co", reason: null });
  });
});
