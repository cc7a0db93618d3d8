/**
 * Scale of data: the server time of the heaviest pages on a database holding
 * 10,000 products, 100,000 reviews, 100,000 sample requests, 20,000 users and 1,000,000 ledger rows.
 *
 * benchScale({ workDir }) seeds (once; later runs reuse it) a PGlite database in workDir/scale
 * (or, with DATABASE_URL, the scratch database rv_bench_scale on that server), then calls each page's
 * loaders directly (a Request and a context carrying the user: what the page costs the server, minus
 * HTML rendering) `runs` times after a warm-up, and reports the p95 of each page against its target:
 * catalogue search and admin lists ≤ 50 ms, reports ≤ 300 ms.
 *
 * Alone: node --import tsx scripts/bench/scale.ts <workDir> [--runs=40]
 * Plans: node --import tsx scripts/bench/scale.ts <workDir> --explain=<part of a page label> (each statement timed, with its plan)
 */
import fs from "node:fs";
import { registerHooks } from "node:module";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { setDatabase } from "../../app/lib/server/db/client.server.ts";
import { initDatabase } from "../../app/lib/server/db/migrate.server.ts";
import { DEMO_ACCOUNTS } from "../../app/seed/index.ts";
import { HEAVY_USER_ID, HOT_PRODUCT_SLUG, seedScale } from "../seed-scale.ts";
import { countQueries } from "../../app/lib/server/db/client.server.ts";
import { loadPage, pageQueries, sessionUserFor, type PageSpec } from "./pages.ts";
import type { BenchRow } from "./types.ts";
import { rawRows } from "~/lib/server/db/raw-rows.server";

const LIST_TARGET = 50;
const REPORT_TARGET = 300;

interface Group {
  metric: string;
  target: number;
  pages: PageSpec[];
}

/**
 * Route modules reach the root module, which imports its stylesheet and its fonts the Vite way:
 * outside Vite such an asset is a module whose default export is its name (the bench needs the
 * loaders, not the assets).
 */
let hooked = false;
function ignoreStylesheets() {
  if (hooked) return;
  hooked = true;
  registerHooks({
    load(url, context, nextLoad) {
      if (/\.(css|woff2?|png|jpe?g|webp|avif|svg)($|\?)/.test(url)) {
        return { format: "module", source: `export default ${JSON.stringify(url)};`, shortCircuit: true };
      }
      return nextLoad(url, context);
    },
  });
}

async function routeModules() {
  ignoreStylesheets();
  const [
    catalog,
    category,
    product,
    dashboard,
    panelIndex,
    panelLayout,
    panelProducts,
    panelReports,
    panelReviews,
    panelSamples,
    panelUsers,
  ] = await Promise.all([
    import("../../app/routes/site/catalog.tsx"),
    import("../../app/routes/site/category.tsx"),
    import("../../app/routes/site/product.tsx"),
    import("../../app/routes/dashboard/index.tsx"),
    import("../../app/routes/admin-panel/index.tsx"),
    import("../../app/routes/admin-panel/layout.tsx"),
    import("../../app/routes/admin-panel/products.tsx"),
    import("../../app/routes/admin-panel/reports.tsx"),
    import("../../app/routes/admin-panel/reviews.tsx"),
    import("../../app/routes/admin-panel/samples.tsx"),
    import("../../app/routes/admin-panel/users.tsx"),
  ]);
  return {
    catalog,
    category,
    product,
    dashboard,
    panelIndex,
    panelLayout,
    panelProducts,
    panelReports,
    panelReviews,
    panelSamples,
    panelUsers,
  };
}

async function groups(): Promise<Group[]> {
  const {
    catalog,
    category,
    product,
    dashboard,
    panelIndex,
    panelLayout,
    panelProducts,
    panelReports,
    panelReviews,
    panelSamples,
    panelUsers,
  } = await routeModules();
  const handle = (await import("../../app/lib/server/db/client.server.ts")).db();
  const [adminRow] = {
    rows: await rawRows<{ id: string }>(handle, sql`select id from profiles where email = ${DEMO_ACCOUNTS.admin.email}`),
  }.rows;
  if (!adminRow) throw new Error("Conta admin de demonstração ausente no banco de escala");
  const admin = await sessionUserFor(adminRow.id);
  const heavy = await sessionUserFor(HEAVY_USER_ID);
  const site = (label: string, url: string, module: PageSpec["modules"][number], params?: Record<string, string>): PageSpec => ({
    label,
    url,
    modules: [module],
    params,
  });
  const panel = (label: string, url: string, module: PageSpec["modules"][number]): PageSpec => ({
    label,
    url,
    modules: [panelLayout, module],
    as: admin,
  });
  return [
    {
      metric: "catalogue search p95",
      target: LIST_TARGET,
      pages: [
        site("catálogo, página 1", "/produtos", catalog),
        site("busca 'magnesio'", "/produtos?q=magnesio", catalog),
        site("busca 'ÔMEGA'", "/produtos?q=%C3%94MEGA", catalog),
        site("busca 'cerebro ativo capsulas'", "/produtos?q=cerebro+ativo+capsulas", catalog),
        site("busca sem resultado", "/produtos?q=xyzzy", catalog),
        // Search by need: synonyms, word forms, category names, benefits and how-to-use text.
        site("busca 'dormir'", "/produtos?q=dormir", catalog),
        site("busca 'emagrecimento'", "/produtos?q=emagrecimento", catalog),
        site("busca 'cápsula'", "/produtos?q=c%C3%A1psula", catalog),
        site("categoria", "/produtos/sono-relaxamento", category, { slug: "sono-relaxamento" }),
        site("categoria + busca", "/produtos?categoria=cerebro-foco&q=memoria", catalog),
        site("'Carregar mais' até a página 5", "/produtos?pagina=5", catalog),
        site("categoria, página 5", "/produtos/energia-metabolismo?pagina=5", category, { slug: "energia-metabolismo" }),
      ],
    },
    {
      metric: "product page, 3,000 reviews p95",
      target: LIST_TARGET,
      pages: [
        site("produto com muitas avaliações", `/produto/${HOT_PRODUCT_SLUG}`, product, { slug: HOT_PRODUCT_SLUG }),
        site("avaliações, página 10", `/produto/${HOT_PRODUCT_SLUG}?avaliacoes=10`, product, { slug: HOT_PRODUCT_SLUG }),
        { ...site("produto, cliente conectado", `/produto/${HOT_PRODUCT_SLUG}`, product, { slug: HOT_PRODUCT_SLUG }), as: heavy },
      ],
    },
    {
      metric: "admin samples list p95",
      target: LIST_TARGET,
      pages: [
        panel("amostras", "/admin-panel/amostras", panelSamples),
        panel("amostras pendentes", "/admin-panel/amostras?status=pending", panelSamples),
        panel("amostras, página 200", "/admin-panel/amostras?pagina=200", panelSamples),
        panel("amostras, busca por nome", "/admin-panel/amostras?q=gabriela", panelSamples),
        panel("amostras, busca por e-mail", "/admin-panel/amostras?q=pessoa1234%40", panelSamples),
        panel("amostras, entregues + cidade", "/admin-panel/amostras?status=delivered&q=curitiba", panelSamples),
      ],
    },
    {
      metric: "admin users list p95",
      target: LIST_TARGET,
      pages: [
        panel("usuários", "/admin-panel/usuarios", panelUsers),
        panel("usuários, página 100", "/admin-panel/usuarios?pagina=100", panelUsers),
        panel("usuários, busca por nome", "/admin-panel/usuarios?q=camila", panelUsers),
        panel("usuários, busca por e-mail", "/admin-panel/usuarios?q=pessoa777%40", panelUsers),
      ],
    },
    {
      metric: "other admin lists p95",
      target: LIST_TARGET,
      pages: [
        panel("produtos", "/admin-panel/produtos", panelProducts),
        panel("produtos, busca", "/admin-panel/produtos?q=colageno", panelProducts),
        panel("avaliações", "/admin-panel/avaliacoes", panelReviews),
      ],
    },
    { metric: "admin dashboard p95", target: LIST_TARGET, pages: [panel("painel", "/admin-panel", panelIndex)] },
    { metric: "reports p95", target: REPORT_TARGET, pages: [panel("relatórios", "/admin-panel/relatorios", panelReports)] },
    {
      metric: "customer dashboard p95",
      target: LIST_TARGET,
      pages: [{ label: "minha conta (50.000 lançamentos, 500 amostras)", url: "/dashboard", modules: [dashboard], as: heavy }],
    },
  ];
}

function percentile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The database the bench uses: a PGlite dir in workDir, or a scratch database on DATABASE_URL's server. */
async function openScaleDatabase(workDir: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const u = new URL(serverUrl);
    u.pathname = "/rv_bench_scale";
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const exists = await client.query("select 1 from pg_database where datname = 'rv_bench_scale'");
    if (!exists.rowCount) await client.query("create database rv_bench_scale");
    await client.end();
    return initDatabase({ databaseUrl: u.toString() });
  }
  const dir = path.join(path.resolve(workDir), "scale");
  fs.mkdirSync(dir, { recursive: true });
  return initDatabase({ dataDir: path.join(dir, "pglite") });
}

/** Each statement of a page, timed alone (median of 5) with its plan (row counts; per-node timing is very costly on PGlite). */
async function explainPage(handle: { db: import("../../app/lib/server/db/client.server.ts").Db }, page: PageSpec) {
  const { queries, params } = await countQueries(() => loadPage(page));
  const client = (handle.db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } })
    .$client;
  console.log(`\n##### ${page.label} (${page.url})`);
  for (const [i, query] of queries.entries()) {
    const values = params[i] ?? [];
    const times: number[] = [];
    for (let r = 0; r < 5; r++) {
      const start = performance.now();
      await client.query(query, values);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const plan = await client.query(`explain (analyze, timing off, buffers off) ${query}`, values);
    console.log(`\n-- ${times[2].toFixed(1)} ms (min ${times[0].toFixed(1)}): ${query}\n   ${JSON.stringify(values).slice(0, 200)}`);
    for (const row of plan.rows) console.log(`   ${String(Object.values(row)[0])}`);
  }
}

export async function benchScale(opts: { workDir: string; runs?: number; log?: boolean; explain?: string }): Promise<BenchRow[]> {
  const runs = opts.runs ?? 30;
  const log = opts.log ?? true;
  const say = log ? console.log : () => {};
  const handle = await openScaleDatabase(opts.workDir);
  try {
    const t0 = performance.now();
    await seedScale(handle.db, log);
    say(`Banco de escala pronto (${handle.kind}) em ${((performance.now() - t0) / 1000).toFixed(0)} s.`);
    say(`Carga da máquina (1 min): ${os.loadavg()[0].toFixed(1)} em ${os.cpus().length} núcleos; ${runs} execuções por página.\n`);
    say(`${"página".padEnd(50)} ${"consultas".padStart(9)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
    const rows: BenchRow[] = [];
    if (opts.explain) {
      for (const group of await groups())
        for (const page of group.pages) if (page.label.includes(opts.explain)) await explainPage(handle, page);
      return [];
    }
    for (const group of await groups()) {
      let worst = 0;
      let worstLabel = "";
      for (const page of group.pages) {
        const queries = (await pageQueries(page)).length; // also the warm-up
        for (let i = 0; i < 2; i++) await loadPage(page);
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          await loadPage(page);
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 0.95);
        say(
          `${page.label.padEnd(50)} ${String(queries).padStart(9)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`,
        );
        if (p95 >= worst) {
          worst = p95;
          worstLabel = page.label;
        }
      }
      rows.push({
        section: "scale",
        metric: group.metric,
        value: Math.round(worst * 10) / 10,
        unit: "ms",
        target: `≤ ${group.target} ms`,
        ok: worst <= group.target,
        note: `${handle.kind}; worst of ${group.pages.length} (${worstLabel}); ${runs} runs each`,
      });
    }
    return rows;
  } finally {
    await handle.close();
    setDatabase(undefined);
  }
}

async function main() {
  const workDir = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? path.join(os.tmpdir(), "raiz-bench");
  const runsArg = process.argv.find((a) => a.startsWith("--runs="));
  const explainArg = process.argv.find((a) => a.startsWith("--explain="));
  const rows = await benchScale({
    workDir,
    runs: runsArg ? Number(runsArg.split("=")[1]) : undefined,
    explain: explainArg?.slice("--explain=".length),
  });
  if (explainArg) return;
  console.log("");
  console.table(
    rows.map((r) => ({ metric: r.metric, value: `${r.value} ${r.unit}`, target: r.target, ok: r.ok ? "OK" : "ACIMA", note: r.note })),
  );
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1]?.endsWith("scale.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
