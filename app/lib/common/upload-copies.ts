/** An admin's upload as stored (lib/uploads.server.ts): `/uploads/<id>.webp`, up to 1600 px on its longest side. */
const UPLOADED = /^(\/uploads\/[0-9a-f]{32})\.webp$/;

/**
 * The URL of the copy of an admin's upload that is at most `side` pixels on its longest side
 * (lib/uploads.server.ts keeps a 400 and an 800 px copy beside each upload); null when `url` is not
 * an upload.
 */
export function uploadCopy(url: string, side: 400 | 800): string | null {
  const match = UPLOADED.exec(url);
  return match ? `${match[1]}-${side}.webp` : null;
}
