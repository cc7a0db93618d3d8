/**
 * Every request body has a size limit, enforced before anything buffers it: the
 * actions read their forms whole (request.formData()), so without this a 64 MB form was read into
 * memory before the action could answer.
 *
 * - A body that declares a larger Content-Length is answered 413 at once, unread; Node discards what
 *   the client still sends (so a client that reads the answer only after sending gets it), and the
 *   connection is closed if the client is still sending a moment later.
 * - A body without a length (chunked) is counted as it arrives, by a listener placed before React
 *   Router's adapter reads the request; past the limit the answer is 413 and the request (and its
 *   connection) is destroyed, so the action's formData() fails instead of receiving a cut body.
 * Forms and every other body: FORM_BODY_BYTES. The admin forms that carry an image (/admin,
 * /admin-panel/…): the upload limit, a 5 MB image and the other fields (MAX_FORM_BYTES).
 */
import type { RequestHandler, Request, Response } from "express";
import { services } from "./services.ts";

/** About 1 MB: a form of the site is a few kilobytes; better-auth's JSON bodies too. */
export const FORM_BODY_BYTES = 1024 * 1024;
/** The largest body an admin form with an image may send. */
const uploadBodyBytes = () => services().MAX_FORM_BYTES;
export const TOO_LARGE_MESSAGE = "O envio é grande demais.";
/** How long a refused client may go on sending (discarded) before its connection is closed. */
const LINGER_MS = 1_000;
/** The pages whose forms may carry an image upload, and their data requests. */
const UPLOAD_PATH = /^\/admin(?:-panel)?(?:[/.]|$)/;

export class BodyTooLargeError extends Error {
  status = 413;
}

function hasBody(req: Request): boolean {
  return (
    req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0")
  );
}

function answerTooLarge(res: Response) {
  if (res.headersSent) return;
  res.status(413).set("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(TOO_LARGE_MESSAGE);
}

export function bodyLimit({ limit = FORM_BODY_BYTES, uploadLimit = uploadBodyBytes() } = {}): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const max = UPLOAD_PATH.test(req.path) ? uploadLimit : limit;
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      // Node's parser never delivers more than the declared length (and refuses a length beside chunked).
      if (Number(declared) <= max) return next();
      answerTooLarge(res);
      // Node reads and discards the rest, so that a client that reads the answer only once it has
      // sent everything (most do) gets it; one still sending after LINGER_MS is cut off.
      res.once("finish", () => setTimeout(() => req.complete || req.socket.destroy(), LINGER_MS).unref());
      return;
    }
    // Explicitly paused, the stream does not start flowing when this listener is added: the first
    // bytes wait for the adapter's reader, which resumes it.
    req.pause();
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= max) return;
      req.off("data", count);
      // Written before the request is destroyed: the answer is in the socket when it closes.
      answerTooLarge(res);
      req.destroy(new BodyTooLargeError(TOO_LARGE_MESSAGE));
    };
    req.on("data", count);
    next();
  };
}
