import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/db";
import { drainMailQueue } from "../../tests/helpers/mail";
import * as s from "~/db/schema";
import type { MailMessage } from "~/lib/server/mail.server";
import { contactSchema } from "~/validation/contact";
import { contactMail, submitContactMessage } from "./help.server";

const t = useTestDatabase();

const hostile = contactSchema.parse({
  name: `Ana <script>alert("x")</script>`,
  email: "Ana.Souza@Exemplo.com.br",
  subject: `Dúvida <b>html</b> & "aspas"`,
  message: `Linha 1 <img src=x onerror=alert(1)>\nLinha 2 & 'fim'`,
});

function sentMails(): string[] {
  const dir = path.join(process.env.DATA_DIR!, "mail");
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), "utf8")) : [];
}

describe("contact e-mail", () => {
  it("goes to support with 'Contato - {assunto}' and every field escaped", () => {
    const mail = contactMail(hostile, { to: "suporte@raizvital.com.br", receivedAt: new Date("2026-03-10T15:04:00Z"), id: "abc" });
    expect(mail.to).toBe("suporte@raizvital.com.br");
    expect(mail.subject).toBe(`Contato - Dúvida <b>html</b> & "aspas"`);
    expect(mail.html).toContain("Ana &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Dúvida &lt;b&gt;html&lt;/b&gt; &amp; &quot;aspas&quot;");
    expect(mail.html).toContain("Linha 1 &lt;img src=x onerror=alert(1)&gt;<br>Linha 2 &amp; &#39;fim&#39;");
    expect(mail.html).toContain("ana.souza@exemplo.com.br");
    expect(mail.html).not.toMatch(/<script|<img|<b>html/);
    // The date is shown in São Paulo time.
    expect(mail.html).toContain("10/03/2026 às 12:04");
    expect(mail.text).toContain("Mensagem:\nLinha 1 <img src=x onerror=alert(1)>\nLinha 2 & 'fim'");
  });
});

describe("submitContactMessage", () => {
  it("stores the message and e-mails SUPPORT_EMAIL", async () => {
    const before = sentMails().length;
    const result = await submitContactMessage(hostile);
    const [row] = await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.id, result.id));
    expect(row).toMatchObject({
      name: hostile.name,
      email: "ana.souza@exemplo.com.br",
      subject: hostile.subject,
      message: hostile.message,
      status: "pending",
    });
    expect(sentMails().length).toBe(before); // queued, not yet delivered
    expect(await drainMailQueue()).toBe(1);
    const mails = sentMails();
    expect(mails.length).toBe(before + 1);
    const eml = mails.find((m) => m.includes(result.id))!;
    expect(eml).toMatch(/^To: suporte@raizvital\.com\.br$/m);
  });

  it("queues the e-mail in the message's transaction: when it cannot be queued, no message is stored", async () => {
    const attempts: MailMessage[] = [];
    const count = async () => (await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.subject, "Sem fila"))).length;
    await expect(
      submitContactMessage(
        { ...hostile, subject: "Sem fila" },
        {
          send: async (m) => {
            attempts.push(m);
            throw new Error("fila fora do ar");
          },
        },
      ),
    ).rejects.toThrow("fila fora do ar");
    expect(attempts).toHaveLength(1);
    expect(await count()).toBe(0);
  });
});

describe("contact form validation", () => {
  it("requires every field, with Portuguese messages, and changes nothing in the data", () => {
    const result = contactSchema.safeParse({ name: " ", email: "nao-e-email", subject: "", message: "   " });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      name: "Informe seu nome.",
      email: "Digite um e-mail válido",
      subject: "Informe o assunto.",
      message: "Escreva sua mensagem.",
    });
  });

  it("keeps the subject on one line so it cannot add mail headers", () => {
    const parsed = contactSchema.parse({ name: "Ana", email: "a@b.co", subject: "Oi\r\nBcc: x@y.z", message: "ok" });
    expect(parsed.subject).toBe("Oi Bcc: x@y.z");
  });
});
