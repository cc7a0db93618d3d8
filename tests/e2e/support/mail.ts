import fs from "node:fs";
import path from "node:path";
import type { CapturedMail } from "./mail-sink";

function mailDir() {
  return path.join(process.env.E2E_DIR!, "mail");
}

/** Waits for a message to `to` (optionally whose subject matches) that arrived after `since`. */
export async function waitForMail(
  to: string,
  options: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const since = options.since ?? 0;
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir(), file), "utf8")) as CapturedMail;
      if (Date.parse(mail.receivedAt) < since) continue;
      if (!mail.to.includes(to.toLowerCase())) continue;
      if (options.subject && !options.subject.test(mail.subject)) continue;
      return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Nenhum e-mail para ${to} chegou a tempo.`);
}

/** The first link in a mail's text part that contains `fragment`. */
export function linkIn(mail: CapturedMail, fragment: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`Link com "${fragment}" não encontrado no e-mail "${mail.subject}".`);
  return link;
}
