import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";

export interface CapturedMail {
  to: string[];
  subject: string;
  messageId: string;
  html: string;
  text: string;
  receivedAt: string;
}

/** A local SMTP server that stores every message as JSON in `dir` for the tests to read (on `port`, or a free one). */
export async function startMailSink(dir: string, port = 0): Promise<{ port: number; close: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const mail: CapturedMail = {
            to: (parsed.to ?? []).map((a) => (a.address ?? "").toLowerCase()),
            subject: parsed.subject ?? "",
            messageId: parsed.messageId ?? "",
            html: parsed.html ?? "",
            text: parsed.text ?? "",
            receivedAt: new Date().toISOString(),
          };
          counter += 1;
          fs.writeFileSync(path.join(dir, `${Date.now()}-${String(counter).padStart(5, "0")}.json`), JSON.stringify(mail));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
