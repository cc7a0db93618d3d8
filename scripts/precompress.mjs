/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz) copy beside every compressible file of the client
 * build (build/client), so the server sends static files compressed as small as they get without
 * compressing them on each request (server/index.ts serves them with express-static-gzip: Brotli to
 * browsers that take it, the gzip copy to the others). The gzip copy is made with Zopfli
 * (@gfx/zopfli, 5 iterations): any gzip reader takes it, and it is 3–4 % smaller than zlib's level 9
 * (the framework chunk: 114.8 → 110.9 KB). Zopfli is slow (about 20 s of CPU for the whole build), so
 * the files are shared among worker threads, one per CPU, and each file's two copies are kept in the
 * user's cache directory (PRECOMPRESS_CACHE, or $XDG_CACHE_HOME/raiz-vital/precompress, by default
 * ~/.cache/raiz-vital/precompress) under the hash of its content: a rebuild compresses only what
 * changed. Not under node_modules: `npm ci` deletes node_modules, and CI runs it before every build.
 * A cached copy's date is renewed each time a build uses it, and copies no build has used for 30 days
 * are deleted at the end of the run (the cache serves every branch, worktree and checkout of the
 * user, so what this build did not use may still be another's). Run by `npm run build` after
 * react-router build. A copy that would not be smaller is not written.
 */
import { gzipAsync } from "@gfx/zopfli";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import zlib from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".html", ".webmanifest", ".ico"]);
const ZOPFLI_ITERATIONS = 5;
const CACHE = path.resolve(
  process.env.PRECOMPRESS_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "raiz-vital", "precompress"),
);
/** Cached copies no build has used for this long are deleted. */
const CACHE_DAYS = 30;

/** The file's two compressed copies, written beside it; returns the raw and the Brotli size. */
async function compress(file) {
  const raw = fs.readFileSync(file);
  const hash = crypto.createHash("sha256").update(raw).digest("hex");
  const br = await cachedCopy(hash, "br", async () =>
    zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  const gz = await cachedCopy(hash, `zopfli${ZOPFLI_ITERATIONS}.gz`, async () =>
    Buffer.from(await gzipAsync(raw, { numiterations: ZOPFLI_ITERATIONS })),
  );
  if (br.length < raw.length) fs.writeFileSync(file + ".br", br);
  if (gz.length < raw.length) fs.writeFileSync(file + ".gz", gz);
  return { raw: raw.length, br: Math.min(br.length, raw.length) };
}

/** `make()`, from the cache when the content of this hash was compressed this way before. */
async function cachedCopy(hash, kind, make) {
  const cached = path.join(CACHE, `${hash}.${kind}`);
  if (fs.existsSync(cached)) {
    const now = new Date();
    fs.utimesSync(cached, now, now); // still in use: kept by pruneCache
    return fs.readFileSync(cached);
  }
  const copy = await make();
  fs.mkdirSync(CACHE, { recursive: true });
  // Written under a temporary name and renamed, so a build stopped halfway leaves no partial copy.
  const partial = `${cached}.${process.pid}.${crypto.randomUUID()}`;
  fs.writeFileSync(partial, copy);
  fs.renameSync(partial, cached);
  return copy;
}

/** Deletes the cached copies (and partial files of stopped builds) no build has used for CACHE_DAYS. */
function pruneCache() {
  if (!fs.existsSync(CACHE)) return 0;
  const oldest = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  let removed = 0;
  for (const name of fs.readdirSync(CACHE)) {
    const file = path.join(CACHE, name);
    if (fs.statSync(file).mtimeMs < oldest) {
      fs.rmSync(file, { force: true });
      removed++;
    }
  }
  return removed;
}

if (isMainThread) {
  const root = path.resolve(import.meta.dirname, "../build/client");
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Biggest first, so no worker is left with the framework chunk at the end.
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  let next = 0;
  let before = 0;
  let after = 0;
  const workers = Math.max(1, Math.min(os.availableParallelism(), files.length));
  await Promise.all(
    Array.from({ length: workers }, () => {
      const worker = new Worker(fileURLToPath(import.meta.url), { workerData: {} });
      return new Promise((resolve, reject) => {
        const give = () => (next < files.length ? worker.postMessage(files[next++]) : void worker.terminate().then(resolve));
        worker.on("message", ({ raw, br }) => {
          before += raw;
          after += br;
          give();
        });
        worker.on("error", reject);
        give();
      });
    }),
  );
  const pruned = pruneCache();
  console.log(
    `precompress: ${files.length} files, ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (Brotli)` +
      (pruned ? `; ${pruned} cached copies unused for ${CACHE_DAYS} days deleted` : ""),
  );
} else if (workerData) {
  parentPort.on("message", async (file) => parentPort.postMessage(await compress(file)));
}
