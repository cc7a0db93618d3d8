/**
 * GET /uploads/<name>: an admin's upload or one of its smaller copies (lib/uploads.server.ts), from
 * DATA_DIR/uploads (express.static) or, with S3_URL, from the bucket (streamed through the process,
 * so the bucket stays private). A missing smaller copy of an existing upload is made on its first
 * request. Names are random and never reused: a year's cache lifetime, immutable (nginx keeps them too).
 */
import path from "node:path";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import express from "express";
import { services } from "./services.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export function uploadsRouter(): express.Router {
  const { ensureUploadVariant, isUploadName, uploadStore, uploadsDir, log } = services();
  const router = express.Router();
  // An upload stored before its smaller copies existed gets each one on its first request.
  router.use((req, _res, next) => {
    ensureUploadVariant(req.path.slice(1)).then(
      () => next(),
      (error: unknown) => {
        log().error({ err: error }, "[uploads] cópia reduzida não gerada");
        next();
      },
    );
  });
  if (uploadStore().kind === "local") {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    router.use(express.static(uploadsDir(), { immutable: true, maxAge: "1y", index: false }));
    return router;
  }
  router.get("/:name", async (req, res, next) => {
    const name = path.basename(req.params.name);
    if (!isUploadName(name)) return next();
    try {
      const file = await uploadStore().open(name);
      if (!file) return next();
      res.setHeader("Cache-Control", IMMUTABLE);
      res.setHeader("Content-Type", "image/webp");
      if (file.etag) res.setHeader("ETag", file.etag);
      if (file.etag && req.headers["if-none-match"] === file.etag) {
        file.body.destroy();
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Length", String(file.length));
      await pipeline(file.body, res);
    } catch (error) {
      if (res.headersSent) return res.destroy(error as Error);
      next(error);
    }
  });
  return router;
}
