/**
 * Generates the illustrations shipped with the seed data (flat SVG templates
 * rasterised to WebP with sharp):
 *
 *   public/images/products/<slug>.webp      800×800 (+ <slug>-400.webp)
 *   public/images/blog/<slug>.webp          1200×675 (+ <slug>-600.webp, 600×338, and <slug>-800.webp, 800×450)
 *   public/images/rewards/<slug>.webp       600×600
 *   public/images/placeholder-product.webp  800×800
 *
 * Output file names follow the imageUrl of each seed record.
 * Run: node --import tsx scripts/generate-images.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { PRODUCT_CATEGORIES, categoryBySlug } from "../app/lib/common/categories";
import { SEED_PRODUCTS } from "../app/seed/content/products";
import { SEED_BLOG_CATEGORIES, SEED_POSTS } from "../app/seed/content/blog";
import { SEED_REWARDS } from "../app/seed/content/rewards";
import type { SeedProduct, SeedPost, SeedReward } from "../app/seed/types";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(ROOT, "public");
const FONT = "DejaVu Sans, Arial, sans-serif";
const QUALITY = 78;

const PALETTE = {
  deep: "#1f5130",
  leaf: "#7cb342",
  cream: "#f7f3ea",
  amber: "#d97706",
  amberSoft: "#fdf0d8",
  ink: "#1d2b22",
};

// ─── Helpers ─────────────────────────────────────────────────────────────────

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Mixes a #rrggbb colour with black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const ch = (v: number) => Math.round(v + (target - v) * t);
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Rough advance width of bold DejaVu Sans text, in pixels (errs on the wide side). */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (ch === " ") em += 0.36;
    else if ("iljI'.,:;!|".includes(ch)) em += 0.4;
    else if ("tfr()[]-+".includes(ch)) em += 0.52;
    else if ("mwMW".includes(ch)) em += 1.04;
    else if (/[A-ZÀ-ÖØ-Þ0-9]/.test(ch)) em += 0.8;
    else em += 0.71;
  }
  return em * size;
}

/** Greedy word wrap against a pixel width. */
function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  // Keep a lone "+" or "&" together with the word that follows it.
  const words = text.split(/\s+/).reduce<string[]>((acc, w) => {
    const prev = acc[acc.length - 1];
    if (prev === "+" || prev === "&") acc[acc.length - 1] = `${prev} ${w}`;
    else acc.push(w);
    return acc;
  }, []);
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, size) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (from max down to min) whose wrapped lines fit the box. */
function fitText(text: string, opts: { maxWidth: number; maxLines: number; max: number; min: number }) {
  for (let size = opts.max; size >= opts.min; size -= 1) {
    const lines = wrap(text, size, opts.maxWidth);
    if (lines.length <= opts.maxLines && lines.every((l) => textWidth(l, size) <= opts.maxWidth)) {
      return { size, lines };
    }
  }
  return { size: opts.min, lines: wrap(text, opts.min, opts.maxWidth) };
}

/** Centred multi-line text block; cy is the vertical centre of the block. */
function textBlock(
  lines: string[],
  opts: { cx: number; cy: number; size: number; fill: string; weight?: string; lineHeight?: number },
): string {
  const lh = opts.size * (opts.lineHeight ?? 1.18);
  const first = opts.cy - ((lines.length - 1) * lh) / 2 + opts.size * 0.36;
  return lines
    .map(
      (l, i) =>
        `<text x="${opts.cx}" y="${(first + i * lh).toFixed(1)}" font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight ?? "bold"}" fill="${opts.fill}" text-anchor="middle">${esc(l)}</text>`,
    )
    .join("");
}

/** A leaf lying along the x axis from (0,0) to (len,0), then rotated and moved. */
function leaf(x: number, y: number, len: number, angle: number, fill: string, opts: { opacity?: number; vein?: string } = {}) {
  const w = len * 0.36;
  const d = `M0 0 C${len * 0.28} ${-w} ${len * 0.72} ${-w} ${len} 0 C${len * 0.72} ${w} ${len * 0.28} ${w} 0 0Z`;
  const vein = opts.vein
    ? `<path d="M${len * 0.06} 0 L${len * 0.86} 0" stroke="${opts.vein}" stroke-width="${Math.max(1.5, len * 0.035)}" stroke-linecap="round" fill="none"/>`
    : "";
  return `<g transform="translate(${x} ${y}) rotate(${angle})" opacity="${opts.opacity ?? 1}"><path d="${d}" fill="${fill}"/>${vein}</g>`;
}

/** Deterministic PRNG seeded from a string. */
function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h += 0x6d2b79f5;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function svgDoc(w: number, h: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

async function writeWebp(svg: string, url: string, variants: { suffix: string; width: number; height: number }[] = []) {
  const file = path.join(PUBLIC_DIR, url);
  await mkdir(path.dirname(file), { recursive: true });
  const base = sharp(Buffer.from(svg));
  const main = await base.clone().webp({ quality: QUALITY, effort: 6 }).toBuffer();
  await writeFile(file, main);
  const sizes = [main.length];
  for (const v of variants) {
    const out = file.replace(/\.webp$/, `${v.suffix}.webp`);
    const buf = await base.clone().resize(v.width, v.height, { fit: "cover" }).webp({ quality: QUALITY, effort: 6 }).toBuffer();
    await writeFile(out, buf);
    sizes.push(buf.length);
  }
  return sizes;
}

// ─── Products ────────────────────────────────────────────────────────────────

type Shape = "capsule" | "jar" | "dropper";

/** Powders come in jars, liquids in dropper bottles, the rest in capsule bottles. */
const SHAPES: Record<string, Shape> = {
  "maca-peruana": "jar",
  "colageno-verisol": "jar",
  "psyllium-husk": "jar",
  "vitamina-d3-k2": "dropper",
  "melatonina-camomila": "dropper",
};

interface Label {
  x: number;
  y: number;
  w: number;
  h: number;
}

function productLabel(l: Label, name: string, categoryName: string, color: string, compact: boolean) {
  const pad = compact ? 26 : 36;
  const brandY = l.y + (compact ? 34 : 40);
  const brandSize = compact ? 15 : 17;
  const catSize = compact ? 14 : 16;
  const fit = fitText(name, {
    maxWidth: l.w - pad * 2,
    maxLines: 3,
    max: compact ? 32 : 40,
    min: 20,
  });
  const top = brandY + 20;
  const bottom = l.y + l.h - (compact ? 36 : 42);
  const cx = l.x + l.w / 2;
  const brand = "RAIZ VITAL";
  const brandW = textWidth(brand, brandSize) * 0.92 + 9 * 2.5;
  const leafX = cx - brandW / 2 - 8;
  return [
    `<rect x="${l.x}" y="${l.y}" width="${l.w}" height="${l.h}" fill="${color}"/>`,
    `<rect x="${l.x}" y="${l.y + 8}" width="${l.w}" height="2" fill="#ffffff" opacity="0.35"/>`,
    `<rect x="${l.x}" y="${l.y + l.h - 10}" width="${l.w}" height="2" fill="#ffffff" opacity="0.35"/>`,
    leaf(leafX - 22, brandY - 6, 24, -35, "#ffffff", { opacity: 0.95 }),
    `<text x="${cx + 4}" y="${brandY}" font-family="${FONT}" font-size="${brandSize}" font-weight="bold" letter-spacing="2.5" fill="#ffffff" opacity="0.92" text-anchor="middle">${brand}</text>`,
    `<line x1="${cx - 40}" y1="${brandY + 12}" x2="${cx + 40}" y2="${brandY + 12}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" stroke-linecap="round"/>`,
    textBlock(fit.lines, { cx, cy: (top + bottom) / 2, size: fit.size, fill: "#ffffff" }),
    `<text x="${cx}" y="${l.y + l.h - (compact ? 22 : 24)}" font-family="${FONT}" font-size="${catSize}" fill="#ffffff" opacity="0.88" text-anchor="middle">${esc(categoryName)}</text>`,
  ].join("");
}

function capsuleBottle(color: string) {
  const cap = shade(color, -0.35);
  const ridges = Array.from({ length: 11 }, (_, i) => 300 + i * 20)
    .map((x) => `<rect x="${x}" y="166" width="6" height="68" rx="3" fill="#ffffff" opacity="0.12"/>`)
    .join("");
  return {
    body: [
      `<rect x="305" y="222" width="190" height="50" fill="#ece6d9"/>`,
      `<rect x="240" y="250" width="320" height="450" rx="54" fill="#fffdf8" stroke="#000000" stroke-opacity="0.06" stroke-width="2"/>`,
      `<rect x="284" y="152" width="232" height="92" rx="16" fill="${cap}"/>`,
      ridges,
      `<rect x="284" y="152" width="232" height="14" rx="7" fill="#ffffff" opacity="0.18"/>`,
    ].join(""),
    label: { x: 240, y: 352, w: 320, h: 268 },
    gloss: `<rect x="262" y="290" width="16" height="48" rx="8" fill="#ffffff" opacity="0.7"/><rect x="262" y="634" width="16" height="36" rx="8" fill="#ffffff" opacity="0.7"/>`,
    compact: false,
  };
}

function powderJar(color: string) {
  const lid = shade(color, -0.35);
  return {
    body: [
      `<rect x="196" y="300" width="408" height="400" rx="46" fill="#fffdf8" stroke="#000000" stroke-opacity="0.06" stroke-width="2"/>`,
      `<rect x="182" y="228" width="436" height="92" rx="18" fill="${lid}"/>`,
      `<rect x="182" y="228" width="436" height="14" rx="7" fill="#ffffff" opacity="0.18"/>`,
      `<rect x="182" y="300" width="436" height="8" fill="#000000" opacity="0.12"/>`,
    ].join(""),
    label: { x: 196, y: 372, w: 408, h: 262 },
    gloss: `<rect x="218" y="330" width="16" height="30" rx="8" fill="#ffffff" opacity="0.7"/><rect x="218" y="648" width="16" height="24" rx="8" fill="#ffffff" opacity="0.7"/>`,
    compact: false,
  };
}

function dropperBottle(color: string) {
  const glass = "#8a5a2e";
  const dark = shade(color, -0.45);
  return {
    body: [
      // bulb + collar
      `<path d="M362 250 L362 150 C362 104 438 104 438 150 L438 250Z" fill="${dark}"/>`,
      `<rect x="370" y="118" width="14" height="110" rx="7" fill="#ffffff" opacity="0.16"/>`,
      `<rect x="326" y="238" width="148" height="72" rx="12" fill="${shade(color, -0.3)}"/>`,
      ...Array.from(
        { length: 6 },
        (_, i) => `<rect x="${340 + i * 22}" y="246" width="6" height="56" rx="3" fill="#ffffff" opacity="0.12"/>`,
      ),
      // glass
      `<rect x="346" y="302" width="108" height="36" fill="${shade(glass, -0.15)}"/>`,
      `<path d="M346 330 C346 352 268 356 268 400 L268 656 C268 684 286 700 314 700 L486 700 C514 700 532 684 532 656 L532 400 C532 356 454 352 454 330Z" fill="${glass}"/>`,
    ].join(""),
    label: { x: 268, y: 416, w: 264, h: 236 },
    gloss: `<rect x="284" y="384" width="14" height="24" rx="7" fill="#ffffff" opacity="0.28"/><rect x="284" y="662" width="14" height="20" rx="7" fill="#ffffff" opacity="0.28"/>`,
    compact: true,
  };
}

function sprig(x: number, y: number, scale: number, flip = false) {
  const s = flip ? -scale : scale;
  return `<g transform="translate(${x} ${y}) scale(${s} ${scale})">
    <path d="M0 0 C 6 -60 -4 -120 18 -190" stroke="${PALETTE.deep}" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${leaf(2, -40, 70, -150, PALETTE.leaf, { vein: "#ffffff" })}
    ${leaf(4, -70, 74, -30, PALETTE.deep, { vein: "#ffffff" })}
    ${leaf(8, -115, 64, -155, PALETTE.leaf, { vein: "#ffffff" })}
    ${leaf(12, -145, 60, -40, PALETTE.leaf, { vein: "#ffffff" })}
    ${leaf(18, -188, 50, -80, PALETTE.deep, { vein: "#ffffff" })}
  </g>`;
}

function productSvg(p: SeedProduct) {
  const cat = categoryBySlug(p.category);
  if (!cat) throw new Error(`Categoria desconhecida: ${p.category}`);
  const shape = SHAPES[p.slug] ?? "capsule";
  const bottle = shape === "jar" ? powderJar(cat.color) : shape === "dropper" ? dropperBottle(cat.color) : capsuleBottle(cat.color);
  const r = rng(p.slug);
  const flip = r() > 0.5;
  const sprigX = flip ? 168 : 632;
  const body = [
    `<rect width="800" height="800" fill="${cat.tint}"/>`,
    `<circle cx="400" cy="420" r="300" fill="#ffffff" opacity="0.55"/>`,
    leaf(-30, 120, 230, -20 + r() * 20, cat.color, { opacity: 0.1 }),
    leaf(830, 690, 250, 190 + r() * 20, cat.color, { opacity: 0.1 }),
    `<circle cx="${flip ? 660 : 140}" cy="150" r="10" fill="${cat.color}" opacity="0.25"/>`,
    `<circle cx="${flip ? 700 : 100}" cy="190" r="6" fill="${cat.color}" opacity="0.25"/>`,
    `<ellipse cx="400" cy="708" rx="250" ry="22" fill="#000000" opacity="0.08"/>`,
    sprig(sprigX, 706, 1.05, !flip),
    bottle.body,
    productLabel(bottle.label, p.name, cat.name, cat.color, bottle.compact),
    bottle.gloss,
  ].join("");
  return svgDoc(800, 800, body);
}

function placeholderSvg() {
  const stroke = "#c9c1ae";
  return svgDoc(
    800,
    800,
    [
      `<rect width="800" height="800" fill="#f4f1ea"/>`,
      `<circle cx="400" cy="420" r="300" fill="#ffffff" opacity="0.6"/>`,
      `<ellipse cx="400" cy="708" rx="230" ry="20" fill="#000000" opacity="0.05"/>`,
      `<rect x="305" y="222" width="190" height="50" fill="#e6e0d3"/>`,
      `<rect x="240" y="250" width="320" height="450" rx="54" fill="#fbfaf6" stroke="${stroke}" stroke-width="4"/>`,
      `<rect x="284" y="152" width="232" height="92" rx="16" fill="${stroke}"/>`,
      `<rect x="240" y="352" width="320" height="268" fill="#e9e4d8"/>`,
      leaf(352, 500, 110, -35, stroke, { vein: "#f4f1ea" }),
    ].join(""),
  );
}

// ─── Blog ────────────────────────────────────────────────────────────────────

type MotifKind = "sun" | "moon" | "molecule" | "rings" | "citrus" | "fish" | "helix" | "drop" | "seeds";

/** Main motif of each post (by slug), else one per blog category. */
const POST_MOTIFS: Record<string, MotifKind> = {
  "5-pilares-vitalidade-natural": "sun",
  "nootropicos-naturais-ciencia-beneficios": "rings",
  "colageno-mitos-verdades-cientificas": "helix",
  "beneficios-omega-3-cerebro": "fish",
  "micronutrientes-energia-fadiga": "citrus",
  "higiene-do-sono-habitos-noites-tranquilas": "moon",
  "adaptogenos-o-que-sao-como-funcionam": "molecule",
  "saude-intestinal-fibras-microbiota": "seeds",
  "hidratacao-energia-foco": "drop",
};
const CATEGORY_MOTIFS: Record<string, MotifKind> = {
  sono: "moon",
  ciencia: "molecule",
  nootropicos: "rings",
  nutricao: "citrus",
  "bem-estar": "sun",
};

function motif(kind: MotifKind, r: () => number) {
  const sx = 820 + r() * 160;
  const sy = 170 + r() * 70;
  switch (kind) {
    case "helix": {
      const strand = (phase: number, color: string, width: number) => {
        let d = "";
        for (let i = 0; i <= 60; i++) {
          const x = sx - 175 + i * (350 / 60);
          const y = sy + Math.sin((i / 60) * Math.PI * 2.5 + phase) * 62;
          d += `${i ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`;
        }
        return `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
      };
      return `<circle cx="${sx}" cy="${sy}" r="190" fill="${PALETTE.amber}" opacity="0.12"/>
        ${strand(0, PALETTE.deep, 12)}${strand((Math.PI * 2) / 3, PALETTE.amber, 12)}${strand((Math.PI * 4) / 3, PALETTE.leaf, 12)}`;
    }
    case "fish": {
      const bubbles = [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${sx - 150 - i * 28}" cy="${sy - 40 - i * 38}" r="${12 - i * 3}" fill="none" stroke="${PALETTE.deep}" stroke-width="4"/>`,
        )
        .join("");
      return `<circle cx="${sx}" cy="${sy}" r="195" fill="${PALETTE.amber}" opacity="0.12"/>
        <path d="M${sx - 130} ${sy} C ${sx - 70} ${sy - 90} ${sx + 60} ${sy - 90} ${sx + 100} ${sy} C ${sx + 60} ${sy + 90} ${sx - 70} ${sy + 90} ${sx - 130} ${sy}Z" fill="${PALETTE.amber}"/>
        <path d="M${sx + 90} ${sy} L${sx + 170} ${sy - 60} L${sx + 160} ${sy} L${sx + 170} ${sy + 60}Z" fill="${PALETTE.deep}"/>
        <path d="M${sx - 40} ${sy - 62} C ${sx - 20} ${sy - 20} ${sx - 20} ${sy + 20} ${sx - 40} ${sy + 62}" stroke="${PALETTE.cream}" stroke-width="7" fill="none" opacity="0.8"/>
        <circle cx="${sx - 85}" cy="${sy - 14}" r="11" fill="${PALETTE.deep}"/>${bubbles}
        ${leaf(sx - 10, sy + 6, 80, -8, PALETTE.leaf, { vein: PALETTE.deep })}`;
    }
    case "drop": {
      const ripples = [150, 200]
        .map(
          (rx, i) =>
            `<ellipse cx="${sx}" cy="${sy + 120}" rx="${rx}" ry="${rx * 0.2}" fill="none" stroke="${PALETTE.amber}" stroke-width="${6 - i * 2}" opacity="${0.7 - i * 0.3}"/>`,
        )
        .join("");
      return `${ripples}<path d="M${sx} ${sy - 150} C ${sx + 40} ${sy - 80} ${sx + 100} ${sy - 20} ${sx + 100} ${sy + 30} C ${sx + 100} ${sy + 90} ${sx + 55} ${sy + 125} ${sx} ${sy + 125} C ${sx - 55} ${sy + 125} ${sx - 100} ${sy + 90} ${sx - 100} ${sy + 30} C ${sx - 100} ${sy - 20} ${sx - 40} ${sy - 80} ${sx} ${sy - 150}Z" fill="${PALETTE.deep}"/>
        <path d="M${sx - 55} ${sy + 20} C ${sx - 55} ${sy + 60} ${sx - 30} ${sy + 85} ${sx} ${sy + 90}" stroke="${PALETTE.cream}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.8"/>
        ${leaf(sx + 10, sy - 20, 70, -40, PALETTE.leaf)}`;
    }
    case "seeds": {
      const seeds = Array.from({ length: 14 }, (_, i) => {
        const a = i * 2.4;
        const d = 34 * Math.sqrt(i + 1);
        const c = i % 3 === 0 ? PALETTE.deep : i % 3 === 1 ? PALETTE.amber : PALETTE.leaf;
        return `<ellipse cx="${(sx + Math.cos(a) * d).toFixed(1)}" cy="${(sy + Math.sin(a) * d).toFixed(1)}" rx="${20 - i * 0.6}" ry="${13 - i * 0.4}" transform="rotate(${((a * 180) / Math.PI).toFixed(0)} ${(sx + Math.cos(a) * d).toFixed(1)} ${(sy + Math.sin(a) * d).toFixed(1)})" fill="${c}"/>`;
      }).join("");
      return `<circle cx="${sx}" cy="${sy}" r="180" fill="${PALETTE.amber}" opacity="0.12"/>${seeds}`;
    }
    case "moon": {
      const stars = Array.from({ length: 7 }, () => {
        const x = 560 + r() * 580;
        const y = 50 + r() * 230;
        const s = 5 + r() * 7;
        return `<path d="M${x} ${y - s} L${x + s * 0.3} ${y - s * 0.3} L${x + s} ${y} L${x + s * 0.3} ${y + s * 0.3} L${x} ${y + s} L${x - s * 0.3} ${y + s * 0.3} L${x - s} ${y} L${x - s * 0.3} ${y - s * 0.3}Z" fill="${PALETTE.amber}" opacity="0.8"/>`;
      }).join("");
      return `<rect width="1200" height="675" fill="${PALETTE.deep}" opacity="0.92"/>
        <circle cx="${sx}" cy="${sy}" r="170" fill="${PALETTE.cream}" opacity="0.06"/>
        <circle cx="${sx}" cy="${sy}" r="110" fill="${PALETTE.cream}"/>
        <circle cx="${sx + 52}" cy="${sy - 34}" r="100" fill="${PALETTE.deep}"/>${stars}`;
    }
    case "molecule": {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return [sx + Math.cos(a) * 110, sy + Math.sin(a) * 110] as const;
      });
      const lines = pts
        .map((p, i) => {
          const q = pts[(i + 1) % 6];
          return `<line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}" stroke="${PALETTE.deep}" stroke-width="8"/>`;
        })
        .join("");
      const out = `<line x1="${pts[0][0]}" y1="${pts[0][1]}" x2="${pts[0][0] + 90}" y2="${pts[0][1] + 50}" stroke="${PALETTE.deep}" stroke-width="8"/>
        <line x1="${pts[3][0]}" y1="${pts[3][1]}" x2="${pts[3][0] - 90}" y2="${pts[3][1] - 50}" stroke="${PALETTE.deep}" stroke-width="8"/>`;
      const nodes = pts
        .map((p, i) => `<circle cx="${p[0]}" cy="${p[1]}" r="${i % 2 ? 20 : 26}" fill="${i % 2 ? PALETTE.leaf : PALETTE.amber}"/>`)
        .join("");
      return `<circle cx="${sx}" cy="${sy}" r="200" fill="${PALETTE.amber}" opacity="0.12"/>${lines}${out}
        <circle cx="${pts[0][0] + 90}" cy="${pts[0][1] + 50}" r="18" fill="${PALETTE.deep}"/>
        <circle cx="${pts[3][0] - 90}" cy="${pts[3][1] - 50}" r="18" fill="${PALETTE.deep}"/>${nodes}`;
    }
    case "rings": {
      const rings = [200, 160, 120, 80]
        .map(
          (rad, i) =>
            `<circle cx="${sx}" cy="${sy}" r="${rad}" fill="none" stroke="${i % 2 ? PALETTE.leaf : PALETTE.deep}" stroke-width="${10 - i}" opacity="${0.25 + i * 0.18}"/>`,
        )
        .join("");
      return `${rings}<circle cx="${sx}" cy="${sy}" r="46" fill="${PALETTE.amber}"/>
        <circle cx="${sx + 150}" cy="${sy - 90}" r="14" fill="${PALETTE.amber}"/><circle cx="${sx - 170}" cy="${sy + 70}" r="10" fill="${PALETTE.leaf}"/>`;
    }
    case "citrus": {
      const segs = Array.from({ length: 8 }, (_, i) => {
        const a = (Math.PI / 4) * i;
        return `<line x1="${sx}" y1="${sy}" x2="${sx + Math.cos(a) * 96}" y2="${sy + Math.sin(a) * 96}" stroke="${PALETTE.cream}" stroke-width="6" opacity="0.85"/>`;
      }).join("");
      return `<circle cx="${sx}" cy="${sy}" r="190" fill="${PALETTE.amber}" opacity="0.14"/>
        <circle cx="${sx}" cy="${sy}" r="124" fill="${PALETTE.amber}"/>
        <circle cx="${sx}" cy="${sy}" r="104" fill="#f59e0b"/>${segs}
        <circle cx="${sx}" cy="${sy}" r="16" fill="${PALETTE.cream}"/>
        ${leaf(sx + 20, sy - 118, 90, -60, PALETTE.leaf, { vein: PALETTE.deep })}`;
    }
    default: {
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = (Math.PI / 6) * i;
        return `<line x1="${sx + Math.cos(a) * 150}" y1="${sy + Math.sin(a) * 150}" x2="${sx + Math.cos(a) * 190}" y2="${sy + Math.sin(a) * 190}" stroke="${PALETTE.amber}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`;
      }).join("");
      return `<circle cx="${sx}" cy="${sy}" r="128" fill="${PALETTE.amber}"/>${rays}`;
    }
  }
}

function blogSvg(post: SeedPost, categoryName: string) {
  const r = rng(post.slug);
  const kind = POST_MOTIFS[post.slug] ?? CATEGORY_MOTIFS[post.category] ?? "sun";
  const dark = kind === "moon";
  const mirror = r() > 0.5;
  const h1 = 430 + r() * 60;
  const h2 = 500 + r() * 50;
  // Two rolling hills.
  const hills = `<path d="M0 ${h1} C 300 ${h1 - 90} 600 ${h1 + 70} 1200 ${h1 - 40} L1200 675 L0 675Z" fill="${PALETTE.leaf}" opacity="${dark ? 0.55 : 0.35}"/>
    <path d="M0 ${h2 + 30} C 350 ${h2 - 40} 800 ${h2 + 80} 1200 ${h2} L1200 675 L0 675Z" fill="${dark ? "#163d24" : PALETTE.deep}"/>`;
  // Branch with leaves, rising from the bottom left.
  const bx = 170 + r() * 130;
  const stemTop = 160 + r() * 40;
  const leaves: string[] = [];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / (n + 1);
    const y = 675 - t * (675 - stemTop);
    const x = bx + Math.sin(t * Math.PI) * 70;
    const right = i % 2 === 0;
    const len = 120 - t * 50 + r() * 20;
    const fill = i % 3 === 1 ? PALETTE.deep : PALETTE.leaf;
    leaves.push(leaf(x, y, len, right ? -25 - r() * 25 : -155 + r() * 25, fill, { vein: PALETTE.cream }));
  }
  leaves.push(leaf(bx + 6, stemTop, 70, -80, PALETTE.leaf, { vein: PALETTE.cream }));
  const branch = `<path d="M${bx - 20} 675 C ${bx + 90} ${(675 + stemTop) / 2 + 80} ${bx + 50} ${(675 + stemTop) / 2 - 60} ${bx + 6} ${stemTop}" stroke="${PALETTE.deep}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  // Small second sprig and dots.
  const sx2 = 560 + r() * 160;
  const sprig2 = [
    `<path d="M${sx2} 675 C ${sx2 + 10} 600 ${sx2 - 10} 560 ${sx2 + 14} 500" stroke="${PALETTE.cream}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.9"/>`,
    leaf(sx2 + 4, 610, 60, -30, PALETTE.cream, { opacity: 0.9 }),
    leaf(sx2 + 2, 570, 56, -150, PALETTE.cream, { opacity: 0.9 }),
    leaf(sx2 + 12, 520, 48, -50, PALETTE.cream, { opacity: 0.9 }),
  ].join("");
  const dots = Array.from({ length: 9 }, () => {
    const x = 380 + r() * 380;
    const y = 60 + r() * 300;
    const c = r() > 0.5 ? PALETTE.amber : PALETTE.leaf;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(4 + r() * 8).toFixed(1)}" fill="${c}" opacity="0.55"/>`;
  }).join("");
  // Category pill in the top corner on the branch's side (away from the motif).
  const label = categoryName.toUpperCase();
  const size = 22;
  const pillW = textWidth(label, size) * 0.95 + label.length * 1 + 56;
  const pillX = mirror ? 1200 - 40 - pillW : 40;
  const pill = `<rect x="${pillX.toFixed(0)}" y="36" width="${pillW.toFixed(0)}" height="46" rx="23" fill="${dark ? PALETTE.cream : PALETTE.deep}"/>
    <text x="${(pillX + pillW / 2).toFixed(0)}" y="67" font-family="${FONT}" font-size="${size}" font-weight="bold" letter-spacing="1" fill="${dark ? PALETTE.deep : PALETTE.cream}" text-anchor="middle">${esc(label)}</text>`;
  const art = [motif(kind, r), dots, hills, sprig2, branch, ...leaves].join("");
  return svgDoc(
    1200,
    675,
    [
      `<rect width="1200" height="675" fill="${PALETTE.cream}"/>`,
      mirror ? `<g transform="translate(1200 0) scale(-1 1)">${art}</g>` : art,
      pill,
    ].join(""),
  );
}

// ─── Rewards ─────────────────────────────────────────────────────────────────

function rewardIcon(name: string): string {
  const n = name.toLowerCase();
  const A = PALETTE.amber;
  const D = PALETTE.deep;
  const L = PALETTE.leaf;
  const C = PALETTE.cream;
  if (n.includes("frete")) {
    return `<rect x="160" y="170" width="190" height="130" rx="14" fill="${A}"/>
      <path d="M350 206 L410 206 L448 250 L448 300 L350 300Z" fill="${D}"/>
      <path d="M362 218 L404 218 L430 250 L362 250Z" fill="${C}"/>
      <circle cx="220" cy="306" r="30" fill="${D}"/><circle cx="220" cy="306" r="12" fill="${C}"/>
      <circle cx="396" cy="306" r="30" fill="${D}"/><circle cx="396" cy="306" r="12" fill="${C}"/>
      ${leaf(214, 236, 70, -30, C)}
      <rect x="110" y="200" width="34" height="10" rx="5" fill="${L}"/><rect x="92" y="230" width="52" height="10" rx="5" fill="${L}"/><rect x="116" y="260" width="28" height="10" rx="5" fill="${L}"/>`;
  }
  if (n.includes("e-book") || n.includes("guia")) {
    return `<path d="M300 150 C 250 126 190 126 150 140 L150 330 C 190 316 250 316 300 340Z" fill="${A}"/>
      <path d="M300 150 C 350 126 410 126 450 140 L450 330 C 410 316 350 316 300 340Z" fill="${D}"/>
      <path d="M300 150 L300 340" stroke="${C}" stroke-width="6"/>
      <rect x="180" y="180" width="90" height="10" rx="5" fill="${C}" opacity="0.85"/>
      <rect x="180" y="206" width="76" height="10" rx="5" fill="${C}" opacity="0.85"/>
      <rect x="180" y="232" width="90" height="10" rx="5" fill="${C}" opacity="0.85"/>
      ${leaf(352, 270, 74, -55, L, { vein: C })}`;
  }
  if (n.includes("ecobag")) {
    return `<path d="M250 190 C 250 120 350 120 350 190" stroke="${D}" stroke-width="16" fill="none" stroke-linecap="round"/>
      <path d="M180 180 L420 180 L440 350 L160 350Z" fill="${A}"/>
      <path d="M180 180 L420 180 L423 206 L177 206Z" fill="${D}" opacity="0.25"/>
      ${leaf(252, 300, 86, -55, D, { vein: C })}${leaf(300, 300, 70, -110, L, { vein: C })}`;
  }
  if (n.includes("squeeze")) {
    return `<rect x="272" y="104" width="56" height="30" rx="8" fill="${D}"/>
      <path d="M318 110 L360 84" stroke="${D}" stroke-width="10" stroke-linecap="round"/>
      <rect x="250" y="128" width="100" height="40" rx="12" fill="${D}"/>
      <rect x="236" y="160" width="128" height="200" rx="34" fill="${A}"/>
      <rect x="236" y="222" width="128" height="70" fill="${D}"/>
      ${leaf(272, 266, 58, -30, C)}
      <rect x="252" y="176" width="12" height="36" rx="6" fill="#ffffff" opacity="0.5"/>`;
  }
  if (n.includes("sono")) {
    return `<rect x="170" y="210" width="260" height="150" rx="16" fill="${A}"/>
      <rect x="158" y="180" width="284" height="50" rx="12" fill="${D}"/>
      <rect x="286" y="180" width="28" height="180" fill="${D}" opacity="0.85"/>
      <circle cx="300" cy="118" r="56" fill="${A}"/><circle cx="326" cy="100" r="50" fill="${PALETTE.amberSoft}"/>
      <path d="M410 96 l8 18 l18 8 l-18 8 l-8 18 l-8 -18 l-18 -8 l18 -8Z" fill="${L}"/>`;
  }
  if (n.includes("consulta") || n.includes("nutricionista")) {
    return `<path d="M150 130 L390 130 Q420 130 420 160 L420 270 Q420 300 390 300 L230 300 L180 346 L186 300 L180 300 Q150 300 150 270 L150 160 Q150 130 180 130Z" fill="${D}"/>
      ${leaf(222, 222, 120, -30, L, { vein: D })}
      <circle cx="420" cy="320" r="54" fill="${A}"/>
      <path d="M396 320 l16 16 l30 -32" stroke="${C}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  // Default: a gift box.
  return `<rect x="176" y="210" width="248" height="150" rx="14" fill="${A}"/>
    <rect x="160" y="170" width="280" height="56" rx="12" fill="${D}"/>
    <rect x="284" y="170" width="32" height="190" fill="${D}" opacity="0.85"/>
    <rect x="284" y="170" width="32" height="56" fill="${L}"/>
    <path d="M300 170 C 250 100 200 140 240 170Z" fill="${L}"/>
    <path d="M300 170 C 350 100 400 140 360 170Z" fill="${L}"/>
    ${leaf(200, 320, 60, -40, PALETTE.amberSoft)}`;
}

function rewardSvg(reward: SeedReward) {
  const r = rng(reward.name);
  const fit = fitText(reward.name, { maxWidth: 500, maxLines: 2, max: 38, min: 24 });
  const confetti = Array.from({ length: 8 }, () => {
    const x = 60 + r() * 480;
    const y = 50 + r() * 330;
    const c = r() > 0.5 ? PALETTE.amber : PALETTE.leaf;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(4 + r() * 6).toFixed(1)}" fill="${c}" opacity="0.45"/>`;
  }).join("");
  return svgDoc(
    600,
    600,
    [
      `<rect width="600" height="600" fill="${PALETTE.amberSoft}"/>`,
      `<circle cx="300" cy="250" r="210" fill="#ffffff" opacity="0.7"/>`,
      leaf(-20, 560, 180, -30, PALETTE.leaf, { opacity: 0.18 }),
      leaf(620, 80, 160, 150, PALETTE.amber, { opacity: 0.16 }),
      confetti,
      `<ellipse cx="300" cy="372" rx="170" ry="14" fill="#000000" opacity="0.07"/>`,
      rewardIcon(reward.name),
      `<rect x="0" y="430" width="600" height="170" fill="${PALETTE.deep}"/>`,
      `<rect x="0" y="430" width="600" height="6" fill="${PALETTE.amber}"/>`,
      textBlock(fit.lines, { cx: 300, cy: 515, size: fit.size, fill: PALETTE.cream }),
    ].join(""),
  );
}

// ─── Main ────────────────────────────────────────────────────────────────────

async function main() {
  const report: string[] = [];
  for (const p of SEED_PRODUCTS) {
    const sizes = await writeWebp(productSvg(p), p.imageUrl, [{ suffix: "-400", width: 400, height: 400 }]);
    report.push(`${p.imageUrl}  ${sizes.map((s) => `${(s / 1024).toFixed(1)} KB`).join(" / ")}`);
  }
  const blogNames = new Map(SEED_BLOG_CATEGORIES.map((c) => [c.slug, c.name]));
  for (const post of SEED_POSTS) {
    const svg = blogSvg(post, blogNames.get(post.category) ?? "Blog");
    const sizes = await writeWebp(svg, post.imageUrl, [
      { suffix: "-600", width: 600, height: 338 },
      { suffix: "-800", width: 800, height: 450 },
    ]);
    report.push(`${post.imageUrl}  ${sizes.map((s) => `${(s / 1024).toFixed(1)} KB`).join(" / ")}`);
  }
  for (const reward of SEED_REWARDS) {
    const sizes = await writeWebp(rewardSvg(reward), reward.imageUrl);
    report.push(`${reward.imageUrl}  ${sizes.map((s) => `${(s / 1024).toFixed(1)} KB`).join(" / ")}`);
  }
  const ph = await writeWebp(placeholderSvg(), "/images/placeholder-product.webp");
  report.push(`/images/placeholder-product.webp  ${(ph[0] / 1024).toFixed(1)} KB`);
  console.log(report.join("\n"));
  console.log(`\n${report.length} imagens principais geradas (${PRODUCT_CATEGORIES.length} categorias de produto).`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
