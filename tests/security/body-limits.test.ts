/**
 * Every request body has a limit, enforced before it is buffered, chunked bodies
 * included (server/body-limit.ts): about 1 MB for forms and other bodies, the upload limit for the
 * admin forms that carry an image. Past it the answer is 413 in Portuguese, at once, and the server's
 * memory does not grow. Through the real stack (createApp, tests/security/support/harness.ts).
 */
import { randomBytes } from "node:crypto";
import net from "node:net";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hasBuild, SITE, useSecurityHarness } from "./support/harness";
import * as s from "~/db/schema";
import { MAX_IMAGE_BYTES } from "~/validation/admin/image";

const MB = 1024 * 1024;

interface Flood {
  status: number;
  body: string;
  /** Milliseconds until the answer's first bytes. */
  ms: number;
  /** Body bytes written before the answer came (or the connection closed). */
  sent: number;
  /** The largest growth of this process's resident memory while it ran, in bytes. */
  rssGrowth: number;
}

/**
 * Sends `total` bytes of a urlencoded form over a raw socket, with a Content-Length or chunked, and
 * stops writing when the answer arrives (or the server closes the connection).
 */
function flood(origin: string, path: string, total: number, { chunked }: { chunked: boolean }): Promise<Flood> {
  const { hostname, port } = new URL(origin);
  const piece = Buffer.alloc(256 * 1024, "a");
  piece.write("email=flood%40exemplo.com&x=");
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 10);
  return new Promise<Flood>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const started = performance.now();
    const received: Buffer[] = [];
    let answeredAt = 0;
    let sent = 0;
    let stopped = false;
    const finish = () => {
      if (stopped) return;
      stopped = true;
      clearInterval(sampler);
      socket.destroy();
      const text = Buffer.concat(received).toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status) return reject(new Error(`no answer after ${sent} bytes: ${JSON.stringify(text.slice(0, 200))}`));
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4), ms: answeredAt - started, sent, rssGrowth: rssPeak - rssBefore });
    };
    socket.on("data", (chunk: Buffer) => {
      if (!answeredAt) answeredAt = performance.now();
      received.push(chunk);
      // The whole (short) answer: headers and body.
      if (/\r\n\r\n[\s\S]+/.test(Buffer.concat(received).toString("utf8"))) setTimeout(finish, 20);
    });
    socket.on("error", () => setTimeout(finish, 20));
    socket.on("close", () => setTimeout(finish, 20));
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${new URL(SITE).host}`,
      `Origin: ${SITE}`,
      "Content-Type: application/x-www-form-urlencoded",
      "Accept: text/html",
      chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${total}`,
      "",
      "",
    ].join("\r\n");
    socket.write(head);
    const pump = () => {
      while (!answeredAt && !socket.destroyed && sent < total) {
        const ok = chunked
          ? socket.write(`${piece.length.toString(16)}\r\n`) && socket.write(piece) && socket.write("\r\n")
          : socket.write(piece);
        sent += piece.length;
        if (!ok) return void socket.once("drain", pump);
      }
      if (chunked && sent >= total && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    socket.once("connect", pump);
  });
}

describe.skipIf(!hasBuild)("request body limits (through createApp)", () => {
  const h = useSecurityHarness();

  it.each([
    ["with a Content-Length", false],
    ["chunked", true],
  ])("a 64 MB form to /newsletter %s is refused with 413 at once, and memory does not grow", async (_label, chunked) => {
    const answer = await flood(h.origin, "/newsletter", 64 * MB, { chunked });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("O envio é grande demais.");
    expect(answer.ms).toBeLessThan(3_000);
    // Answered long before the 64 MB went (at most the limit and what the sockets buffer on the way).
    expect(answer.sent).toBeLessThan(16 * MB);
    expect(answer.rssGrowth).toBeLessThan(20 * MB);
  });

  it("a body just over 1 MB is refused; a normal form, sent with a length or chunked, still works", async () => {
    expect((await flood(h.origin, "/newsletter", 1 * MB + 256 * 1024, { chunked: false })).status).toBe(413);
    expect((await flood(h.origin, "/newsletter", 1 * MB + 256 * 1024, { chunked: true })).status).toBe(413);

    const normal = await h.send("anonymous", "/newsletter", { form: { email: "limite@exemplo.com" } });
    expect(normal.status).toBeLessThan(400);
    expect(normal.headers.getSetCookie().join()).toContain("rv_toast");

    // The same form, chunked (no Content-Length): read through the counting listener.
    const chunked = await h.send("anonymous", "/newsletter", {
      form: { email: "limite.chunked@exemplo.com" },
      headers: { "content-length": "", "transfer-encoding": "chunked" },
    });
    expect(chunked.status).toBeLessThan(400);
    expect(chunked.headers.getSetCookie().join()).toContain("rv_toast");
  });

  it("an admin form with an image at the upload limit still works; past it, 413", async () => {
    // Noise does not compress: a PNG just under 5 MB.
    const width = 1280;
    const height = 1360;
    const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(MAX_IMAGE_BYTES - 256 * 1024);
    expect(png.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);

    const productCount = async () => (await h.t.db.select({ n: count() }).from(s.products))[0].n;
    const form = (image: Blob) => {
      const f = new FormData();
      f.set("intent", "product-create");
      f.set("name", `Produto no limite ${crypto.randomUUID().slice(0, 8)}`);
      f.set("description", "Descrição completa.");
      f.set("status", "active");
      f.set("imageFile", image, "foto.png");
      return f;
    };
    const post = (body: FormData) =>
      fetch(`${h.origin}/admin-panel/produtos`, {
        method: "POST",
        body,
        headers: { cookie: h.cookies.admin, origin: h.origin },
        redirect: "manual",
      });

    const before = await productCount();
    const atLimit = await post(form(new Blob([new Uint8Array(png)], { type: "image/png" })));
    await atLimit.arrayBuffer();
    expect(atLimit.status, "an image at the limit").toBeLessThan(400);
    expect(await productCount()).toBe(before + 1);

    const over = await post(form(new Blob([new Uint8Array(png), new Uint8Array(1 * MB)], { type: "image/png" })));
    expect(over.status).toBe(413);
    expect(await over.text()).toContain("O envio é grande demais.");
    expect(await productCount()).toBe(before + 1);
  }, 60_000);
});
