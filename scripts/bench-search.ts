/**
 * Catalogue search benchmark: seeds 10,000 products (and 30,000 reviews) into a fresh database and
 * times searchProducts(), the whole server-side work of a catalogue page, for typical queries.
 * Usage: node --import tsx scripts/bench-search.ts [--products=10000] [--runs=60]
 * (PGlite in memory by default; with DATABASE_URL, a scratch database on that server.)
 * Target: p95 under 50 ms for every query.
 */
import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { openDatabase, setDatabase } from "../app/lib/server/db/client.server.ts";
import { migrateDatabase } from "../app/lib/server/db/migrate.server.ts";
import * as s from "../app/db/schema/index.ts";
import { PRODUCT_CATEGORIES } from "../app/lib/common/categories.ts";
import { searchProducts, type CatalogQuery } from "../app/models/catalog.server.ts";

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split("=")[1]) : fallback;
};
const PRODUCTS = arg("products", 10_000);
const RUNS = arg("runs", 60);
const REVIEWS_PER_PRODUCT = 3;

const NAMES = [
  "Cérebro Ativo",
  "Ômega 3",
  "Magnésio",
  "Colágeno",
  "Vitamina D3",
  "Ashwagandha",
  "Chá Verde",
  "Própolis",
  "Cúrcuma",
  "Melatonina",
  "Spirulina",
  "Guaraná",
  "Maca Peruana",
  "Zinco Quelato",
  "Coenzima Q10",
  "Psyllium",
];
const FORMS = ["Cápsulas", "Pó", "Gotas", "Comprimidos", "Sachês", "Gomas"];
const CLAIMS = [
  "apoia a memória e o foco",
  "auxilia no metabolismo energético",
  "contribui para um sono tranquilo",
  "fortalece a imunidade do dia a dia",
  "apoia a digestão e a leveza",
  "ajuda na saciedade entre as refeições",
];

function rand<T>(items: readonly T[], i: number) {
  return items[i % items.length];
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  let scratch: string | undefined;
  let url: string | undefined;
  if (serverUrl) {
    scratch = `rv_bench_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${scratch}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${scratch}`;
    url = u.toString();
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  setDatabase(handle);
  try {
    await migrateDatabase();
    const db = handle.db;
    console.log(`Banco: ${handle.kind}. Semeando ${PRODUCTS} produtos e ${PRODUCTS * REVIEWS_PER_PRODUCT} avaliações…`);
    const started = performance.now();
    await db.insert(s.productCategories).values(PRODUCT_CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, sortOrder: i })));
    const categories = await db.select().from(s.productCategories);

    const userIds: string[] = [];
    for (let i = 0; i < 50; i++) {
      const id = crypto.randomUUID();
      userIds.push(id);
      await db.insert(s.user).values({ id, name: `Pessoa ${i}`, email: `pessoa${i}@bench.test` });
      await db.insert(s.profiles).values({ id, email: `pessoa${i}@bench.test`, fullName: `Pessoa ${i}` });
    }

    const base = Date.now() - PRODUCTS * 60_000;
    for (let start = 0; start < PRODUCTS; start += 1000) {
      const batch = [];
      for (let i = start; i < Math.min(PRODUCTS, start + 1000); i++) {
        const name = `${rand(NAMES, i)} ${rand(FORMS, Math.floor(i / NAMES.length))} ${i}`;
        batch.push({
          name,
          slug: `produto-${i}`,
          status: i % 10 === 9 ? ("inactive" as const) : ("active" as const),
          description: `${name}: ${rand(CLAIMS, i)}. Descrição longa do produto número ${i}, com três parágrafos como os reais. `.repeat(
            10,
          ),
          shortDescription: `${name} ${rand(CLAIMS, i * 7)}.`,
          benefits: ["Benefício um", "Benefício dois", "Benefício três", rand(CLAIMS, i * 3)],
          howToUse: `Tome ${1 + (i % 3)} ${rand(["cápsulas", "medidas", "gotas"], i)} ao dia, com água, junto a uma refeição. Não exceda a dose recomendada. Consulte um profissional de saúde antes de usar.`,
          imageUrl: null,
          categoryId: categories[i % categories.length].id,
          createdAt: new Date(base + i * 60_000),
        });
      }
      const inserted = await db.insert(s.products).values(batch).returning({ id: s.products.id });
      const reviews = inserted.flatMap((p, k) =>
        Array.from({ length: REVIEWS_PER_PRODUCT }, (_, r) => ({
          productId: p.id,
          userId: userIds[(k + r) % userIds.length],
          rating: ((k + r) % 5) + 1,
          content: "Gostei bastante do produto.",
          approved: r !== 2,
        })),
      );
      await db.insert(s.productReviews).values(reviews);
    }
    await db.execute("analyze");
    console.log(`Semeado em ${Math.round(performance.now() - started)} ms.\n`);

    // What the catalogue asks for: `window: 5` is how the page calls it ('Carregar mais' keeps up to 5 pages).
    const cases: [string, CatalogQuery][] = [
      ["lista inteira, página 1", {}],
      ["'Carregar mais' até a página 5", { page: 5, window: 5 }],
      ["categoria", { category: "sono-relaxamento" }],
      ["categoria, página 5", { category: "sono-relaxamento", page: 5, window: 5 }],
      ["'cerebro' (sem acento)", { q: "cerebro" }],
      ["'ÔMEGA' (maiúsculas)", { q: "ÔMEGA" }],
      ["'magnesio capsulas' (duas palavras)", { q: "magnesio capsulas" }],
      ["categoria + 'memoria'", { q: "memoria", category: "cerebro-foco" }],
      ["necessidade: 'sono' (categoria)", { q: "sono" }],
      ["necessidade: 'dormir' (sinônimo)", { q: "dormir" }],
      ["necessidade: 'emagrecer' (forma)", { q: "emagrecer" }],
      ["necessidade: 'ansiedade' (grupo)", { q: "ansiedade" }],
      ["modo de usar: 'cápsula'", { q: "cápsula" }],
      ["'sono profundo' (duas palavras)", { q: "sono profundo" }],
      ["termo raro (1 produto)", { q: "1234" }],
      ["termo sem resultado (lê tudo)", { q: "xyzzy inexistente" }],
      ["'Carregar mais' na última página (100)", { page: 100, window: 5 }],
    ];

    // Timings on a shared machine depend on what else runs: say so next to them.
    console.log(`Carga da máquina (load average, 1 min): ${os.loadavg()[0].toFixed(1)} em ${os.cpus().length} núcleos\n`);
    let worst = 0;
    console.log("consulta".padEnd(40), "itens".padStart(6), "p50 ms".padStart(8), "p95 ms".padStart(8), "máx".padStart(8));
    for (const [label, query] of cases) {
      for (let i = 0; i < 5; i++) await searchProducts(query); // warm-up
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const result = await searchProducts(query);
        times.push(performance.now() - t0);
        total = result.products.length;
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
      worst = Math.max(worst, p(0.95));
      console.log(
        label.padEnd(40),
        String(total).padStart(6),
        p(0.5).toFixed(1).padStart(8),
        p(0.95).toFixed(1).padStart(8),
        times.at(-1)!.toFixed(1).padStart(8),
      );
    }
    console.log(`\nPior p95: ${worst.toFixed(1)} ms (meta: < 50 ms) → ${worst < 50 ? "OK" : "ACIMA DA META"}`);
    process.exitCode = worst < 50 ? 0 : 1;
  } finally {
    await handle.close();
    setDatabase(undefined);
    if (serverUrl && scratch) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.end();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
