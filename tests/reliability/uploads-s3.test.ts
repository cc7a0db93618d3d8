/**
 * Uploads on shared storage (S3_URL): an admin's upload, its smaller copies, serving them and
 * deleting them all go to an S3-compatible server that this test starts on this machine (npm's
 * `s3rver`), through the official @aws-sdk/client-s3 — and nothing is written to DATA_DIR/uploads.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import express from "express";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadsRouter } from "../../server/uploads";
import { ConfigError, env, loadEnv } from "~/lib/server/env.server";
import { discardUpload, ensureUploadVariant, parseS3Url, saveImageUpload, uploadStore, uploadsDir } from "~/lib/server/uploads.server";

const BUCKET = "raizvital-uploads";
const KEY = "S3RVER";
const SECRET = "S3RVER";

const image = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 31, g: 81, b: 48 } } })
    .png()
    .toBuffer();

describe("uploads in an S3-compatible bucket (S3_URL)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-s3-"));
  let s3: S3rver;
  let client: S3Client;
  let server: http.Server;
  let base = "";
  const previous = { s3Url: env().s3Url, dataDir: env().dataDir };
  const localDir = fs.mkdtempSync(path.join(os.tmpdir(), "rv-s3-data-"));

  const keys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key!).sort();

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3.run();
    const endpoint = `127.0.0.1:${port}`;
    client = new S3Client({
      endpoint: `http://${endpoint}`,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: KEY, secretAccessKey: SECRET },
    });
    // The process's configuration, as S3_URL sets it (a prefix inside the bucket included).
    const config = env();
    config.s3Url = loadEnv({ S3_URL: `s3+http://${KEY}:${SECRET}@${endpoint}/${BUCKET}/imagens?region=us-east-1`, AUTH_SECRET: "x" }).s3Url;
    config.dataDir = localDir;
    const app = express();
    app.use("/uploads", uploadsRouter());
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    Object.assign(env(), previous);
    if (server) await new Promise((resolve) => server.close(resolve));
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(localDir, { recursive: true, force: true });
  });

  it("reads S3_URL: endpoint, bucket, prefix, region, keys; refuses a URL without a bucket, never repeating the secret", () => {
    expect(parseS3Url("s3://AK:se%2Fcret@s3.sa-east-1.amazonaws.com/fotos/site/a?region=sa-east-1")).toEqual({
      endpoint: "https://s3.sa-east-1.amazonaws.com",
      bucket: "fotos",
      prefix: "site/a/",
      region: "sa-east-1",
      accessKeyId: "AK",
      secretAccessKey: "se/cret",
      forcePathStyle: true,
    });
    expect(() => loadEnv({ S3_URL: "s3://AK:segredo123@minio.local", AUTH_SECRET: "x" })).toThrow(ConfigError);
    expect(() => loadEnv({ S3_URL: "https://AK:segredo123@minio.local/b", AUTH_SECRET: "x" })).toThrow(/S3_URL/);
    try {
      loadEnv({ S3_URL: "s3://AK:segredo123@minio.local", AUTH_SECRET: "x" });
    } catch (error) {
      expect((error as Error).message).not.toContain("segredo123");
    }
  });

  it("stores an upload and its two copies in the bucket, serves them, and deletes them all", async () => {
    expect(uploadStore().kind).toBe("s3");
    const url = await saveImageUpload(new File([new Uint8Array(await image())], "foto.png", { type: "image/png" }));
    const id = path.basename(url, ".webp");
    expect(await keys()).toEqual([`imagens/${id}-400.webp`, `imagens/${id}-800.webp`, `imagens/${id}.webp`]);
    // Nothing on this machine's disk.
    expect(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []).toEqual([]);

    // Served from the bucket, as stored, with a year's immutable lifetime.
    for (const [name, side] of [
      [`${id}.webp`, 1200],
      [`${id}-800.webp`, 800],
      [`${id}-400.webp`, 400],
    ] as const) {
      const response = await fetch(`${base}/uploads/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await response.arrayBuffer());
      const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `imagens/${name}` }));
      expect(body.equals(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(true);
      expect((await sharp(body).metadata()).width).toBe(side);
      // Revalidation by ETag.
      const etag = response.headers.get("etag");
      expect(etag).toBeTruthy();
      expect((await fetch(`${base}/uploads/${name}`, { headers: { "if-none-match": etag! } })).status).toBe(304);
    }

    // A copy missing from the bucket (an upload from before copies existed) is made on its first request.
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `imagens/${id}-400.webp` }));
    const remade = await fetch(`${base}/uploads/${id}-400.webp`);
    expect(remade.status).toBe(200);
    expect((await sharp(Buffer.from(await remade.arrayBuffer())).metadata()).width).toBe(400);
    expect(await keys()).toContain(`imagens/${id}-400.webp`);

    // Deleted (a form whose write failed after the image was saved): the upload and its copies.
    await discardUpload(url);
    expect(await keys()).toEqual([]);
    for (const name of [`${id}.webp`, `${id}-400.webp`, `${id}-800.webp`])
      expect((await fetch(`${base}/uploads/${name}`)).status).toBe(404);
  });

  it("never reads a key that is not an upload's name, and makes no copy of an upload that does not exist", async () => {
    expect((await fetch(`${base}/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/qualquer.txt`)).status).toBe(404);
    expect(await ensureUploadVariant(`${"a".repeat(32)}-400.webp`)).toBe(false);
    expect(await keys()).toEqual([]);
  });
});
