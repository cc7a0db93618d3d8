/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible file of
 * the client build (build/client), so the server sends static files compressed as small as they get
 * without compressing them on each request (server/index.ts serves them with express-static-gzip).
 * Run by `npm run build` after react-router build. A copy that would not be smaller is not written.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "../build/client");
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".html", ".webmanifest", ".ico"]);

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const raw = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = zlib.gzipSync(raw, { level: 9 });
  if (br.length < raw.length) fs.writeFileSync(file + ".br", br);
  if (gz.length < raw.length) fs.writeFileSync(file + ".gz", gz);
  files++;
  before += raw.length;
  after += Math.min(br.length, raw.length);
}
console.log(`precompress: ${files} files, ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (Brotli)`);
