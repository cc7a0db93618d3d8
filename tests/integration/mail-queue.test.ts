// E-mail that is never lost. Every e-mail is queued in the transaction of the change
// that causes it and delivered by the queue's worker with retries and back-off: with the SMTP server
// down the actions succeed, and once it is back every e-mail arrives exactly once. On PGlite and on
// PostgreSQL (DATABASE_URL).
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, useTestDatabase } from "../helpers/db";
import { bringRetriesForward, drainMailQueue } from "../helpers/mail";
import { startMailSink, type CapturedMail } from "../e2e/support/mail-sink";
import * as s from "~/db/schema";
import { sendResetPasswordMail } from "~/lib/server/auth-mails.server";
import { jobs, queueHealth } from "~/lib/server/jobs.server";
import { MAIL_QUEUE, MAIL_QUEUE_OPTIONS } from "~/lib/server/mail.server";
import { updateSampleStatus } from "~/models/admin/samples.server";
import { createUserWithInvitation } from "~/models/admin/users.server";
import { submitContactMessage } from "~/models/help.server";
import { requestEbook } from "~/models/newsletter.server";
import { createDataRemovalRequest } from "~/models/privacy.server";

/** A port nothing listens on (yet): the SMTP server is down until the sink opens it. */
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;

const t = useTestDatabase();
const sinkDir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-sink-"));
let sink: { close: () => Promise<void> } | undefined;
afterAll(async () => sink?.close());

function received(): CapturedMail[] {
  return fs.readdirSync(sinkDir).map((f) => JSON.parse(fs.readFileSync(path.join(sinkDir, f), "utf8")) as CapturedMail);
}

interface QueuedJob {
  id: string;
  state: string;
  retry_count: number;
  wait: number;
}

async function mailJobs(): Promise<QueuedJob[]> {
  const { rows } = await jobs()
    .getDb()
    .executeSql(
      `select id, state, retry_count, extract(epoch from start_after - now())::float8 as wait from pgboss.job where name = $1 order by created_on, id`,
      [MAIL_QUEUE],
    );
  return rows as QueuedJob[];
}

describe("mail queue", () => {
  let adminId: string;
  const expected: { to: string; subject: RegExp }[] = [];

  beforeAll(async () => {
    adminId = await makeConfirmedUser(t.db, "admin-fila");
  });

  it("with the SMTP server down, every action that sends an e-mail succeeds and its e-mail waits in the queue", async () => {
    await submitContactMessage({ name: "Visitante", email: "visitante.fila@exemplo.com.br", subject: "Fila", message: "Olá" });
    expected.push({ to: "suporte@raizvital.com.br", subject: /^Contato - Fila$/ });

    const removal = await createDataRemovalRequest({ fullName: "Rita Fila", email: "rita.fila@exemplo.com.br", reason: null });
    expected.push({ to: "rita.fila@exemplo.com.br", subject: new RegExp(removal.protocol) });

    const customer = await makeConfirmedUser(t.db, "cliente-fila");
    const [sample] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: customer,
        productId: null,
        fullName: "Cliente Fila",
        email: "cliente.fila@exemplo.com.br",
        address: "Rua A, 1",
        city: "Recife",
        state: "PE",
        zipCode: "50000-000",
      })
      .returning();
    expect(await updateSampleStatus({ id: sample.id, status: "approved", trackingCode: null }, adminId)).toEqual({
      changed: true,
      mailed: true,
    });
    // To the account's confirmed address, not the request's contact e-mail.
    const [account] = await t.db.select({ email: s.user.email }).from(s.user).where(eq(s.user.id, customer));
    expected.push({ to: account.email, subject: /aprovad/i });

    await requestEbook("leitor.fila@exemplo.com.br");
    expected.push({ to: "leitor.fila@exemplo.com.br", subject: /./ });

    await createUserWithInvitation({ fullName: "Convidada Fila", email: "convidada.fila@exemplo.com.br", role: "user" }, adminId);
    expected.push({ to: "convidada.fila@exemplo.com.br", subject: /convidad/i });

    await sendResetPasswordMail({ email: "dono.fila@exemplo.com.br", name: "Dono" }, "http://localhost:3000/auth/nova-senha?token=x");
    expected.push({ to: "dono.fila@exemplo.com.br", subject: /senha/i });

    const queued = await mailJobs();
    expect(queued).toHaveLength(expected.length);
    expect(queued.every((j) => j.state === "created")).toBe(true);
    expect(await queueHealth()).toMatchObject({ queued: expected.length, failed: 0 });
    expect((await queueHealth()).oldestQueuedSeconds).not.toBeNull();
  });

  it("a failed attempt is retried later, each time after a longer wait (exponential back-off)", async () => {
    // First attempt of each: connection refused.
    expect(await drainMailQueue()).toBe(expected.length);
    let queued = await mailJobs();
    // pg-boss counts the retries made so far: none yet, one waiting.
    expect(queued.every((j) => j.state === "retry" && j.retry_count === 0)).toBe(true);
    // retryDelay 30 s with back-off and jitter: the first retry waits 30–60 s (not now, not an hour).
    for (const j of queued) expect(j.wait).toBeGreaterThan(10);
    const firstWaits = queued.map((j) => j.wait);
    expect(received()).toHaveLength(0);
    // Nothing is due now: draining again makes no attempt.
    expect(await drainMailQueue()).toBe(0);

    // Second and third attempts, still refused: the wait grows.
    for (let attempt = 2; attempt <= 3; attempt++) {
      await bringRetriesForward();
      expect(await drainMailQueue()).toBe(expected.length);
    }
    queued = await mailJobs();
    expect(queued.every((j) => j.state === "retry" && j.retry_count === 2)).toBe(true);
    // After the third failure the wait is 120–240 s: longer than any first wait.
    for (const j of queued) expect(j.wait).toBeGreaterThan(Math.max(...firstWaits, 100));
    expect(MAIL_QUEUE_OPTIONS.retryLimit).toBeGreaterThanOrEqual(10);
    expect(await queueHealth()).toMatchObject({ queued: expected.length, failed: 0 });
    expect(received()).toHaveLength(0);
  });

  it("once the SMTP server is back, every e-mail arrives exactly once, with the same Message-ID on every attempt", async () => {
    sink = await startMailSink(sinkDir, port);
    await drainMailQueue({ retries: true });
    const mails = received();
    expect(mails).toHaveLength(expected.length);
    for (const { to, subject } of expected) {
      expect(
        mails.filter((m) => m.to.includes(to) && subject.test(m.subject)),
        `${to} ${subject}`,
      ).toHaveLength(1);
    }
    const ids = (await mailJobs()).map((j) => `<${j.id}@raizvital.com.br>`).sort();
    expect(mails.map((m) => m.messageId).sort()).toEqual(ids);
    expect((await mailJobs()).every((j) => j.state === "completed")).toBe(true);

    // Nothing is sent twice: draining again, with retries brought forward, sends nothing.
    await drainMailQueue({ retries: true });
    expect(received()).toHaveLength(expected.length);
    expect(await queueHealth()).toEqual({ queued: 0, failed: 0, oldestQueuedSeconds: null });
  });

  it("an action whose transaction fails queues no e-mail", async () => {
    const before = (await mailJobs()).length;
    await expect(
      createUserWithInvitation({ fullName: "Outra", email: "convidada.fila@exemplo.com.br", role: "user" }, adminId),
    ).rejects.toThrow("Já existe uma conta com este e-mail.");
    // A failure inside the transaction, after the mail was queued in it, takes the mail back too.
    await expect(
      t.db.transaction(async (tx) => {
        await submitContactMessage({ name: "X", email: "x.fila@exemplo.com.br", subject: "Desfeita", message: "Olá" }, { database: tx });
        throw new Error("desfeita");
      }),
    ).rejects.toThrow("desfeita");
    expect(await mailJobs()).toHaveLength(before);
  });
});
