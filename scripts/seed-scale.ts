/**
 * Scale seed: fills a database with 10,000 products, 100,000 reviews, 100,000 sample
 * requests, 20,000 users and 1,000,000 points-ledger rows, on top of the demo seed, so the server time
 * of the pages can be measured at the size the shop should hold. Not the demo seed: never run it on
 * the production database.
 *
 * Usage:
 *   npm run seed:scale -- <data-dir>          PGlite in <data-dir>/pglite (default: $DATA_DIR or ./data-scale)
 *   DATABASE_URL=postgres://… npm run seed:scale
 *
 * Everything is generated in SQL (`insert … select … from generate_series`), so the rows never travel
 * through JavaScript: a few minutes on PGlite. The rows respect every check of the schema: the ledger's
 * balance_after is the running sum of each user's entries (never below zero) and profiles.points equals
 * the sum; the once-only awards are not used (entries are adjustments), so their unique index holds.
 * Idempotent: a database that already holds the scale rows is left as it is.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../app/lib/server/db/client.server.ts";
import { initDatabase } from "../app/lib/server/db/migrate.server.ts";
import { seedContent, seedDemoAccounts } from "../app/seed/index.ts";
import { rawRows } from "~/lib/server/db/raw-rows.server";

export const SCALE = {
  products: 10_000,
  reviews: 100_000,
  samples: 100_000,
  users: 20_000,
  ledger: 1_000_000,
} as const;

/** The account with many ledger rows and sample requests, whose dashboard the bench loads. */
export const HEAVY_USER_ID = "scale-user-00000";
/** Ledger rows of the heavy user (the rest spread evenly over the other users). */
export const HEAVY_LEDGER_ROWS = 50_000;
/** Sample requests of the heavy user (each for a different product). */
export const HEAVY_SAMPLES = 500;
/** Reviews of the product with many reviews (one per user among the first ones). */
export const HOT_REVIEWS = 3_000;

/** Slug of the product with many reviews (the first scale product). */
export const HOT_PRODUCT_SLUG = "escala-produto-00000";

const MARKER = "scale-user-%";

async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await rawRows<{ n: number | string }>(db, query);
  return Number(result[0]?.n ?? 0);
}

async function step(label: string, work: () => Promise<unknown>) {
  const t0 = performance.now();
  await work();
  console.log(`  ${label.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
}

/** Whether the scale rows are already there. */
export async function isScaleSeeded(db: Db): Promise<boolean> {
  return (await scalar(db, sql`select count(*)::int as n from profiles where id like ${MARKER}`)) >= SCALE.users;
}

export async function seedScale(db: Db, log = true): Promise<void> {
  const say = log ? console.log : () => {};
  if (await isScaleSeeded(db)) {
    say("O banco já tem os dados de escala; nada a fazer.");
    return;
  }
  if ((await scalar(db, sql`select count(*)::int as n from products`)) === 0) {
    await seedContent(db);
    await seedDemoAccounts(db);
  }
  const existingProducts = await scalar(db, sql`select count(*)::int as n from products`);
  const newProducts = Math.max(0, SCALE.products - existingProducts);
  const U = SCALE.users;
  const run = log ? step : async (_: string, work: () => Promise<unknown>) => work();

  say(
    `Semeando escala: ${SCALE.products} produtos, ${U} usuários, ${SCALE.reviews} avaliações, ${SCALE.samples} amostras, ${SCALE.ledger} lançamentos…`,
  );

  await run("usuários e perfis", async () => {
    // Users joined over the last two years; every tenth has a phone; a few inactive.
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select 'scale-user-' || lpad(i::text, 5, '0'),
             (array['Ana','Bruno','Camila','Diego','Elisa','Fábio','Gabriela','Heitor','Íris','João','Lúcia','Márcio'])[1 + i % 12]
               || ' ' || (array['Silva','Souza','Oliveira','Pereira','Lima','Gonçalves','Araújo','Ribeiro','Conceição','Almeida'])[1 + (i / 12) % 10]
               || ' ' || i,
             'pessoa' || i || '@escala.raizvital.test', true,
             now() - make_interval(mins => (i * 52)), now() - make_interval(mins => (i * 52))
      from generate_series(0, ${U - 1}) as i`);
    await db.execute(sql`
      insert into profiles (id, email, full_name, phone, role, status, points, created_at, updated_at)
      select u.id, u.email, u.name,
             case when right(u.id, 1) = '0' then '(11) 9' || lpad((right(u.id, 4))::text, 4, '0') || '-0000' end,
             'user', case when right(u.id, 2) = '99' then 'inactive' else 'active' end, 0, u.created_at, u.created_at
      from "user" u where u.id like ${MARKER}`);
  });

  await run(`produtos (${newProducts})`, async () => {
    if (newProducts === 0) return;
    await db.execute(sql`
      insert into products (name, slug, status, description, short_description, benefits, category_id, featured, created_at, updated_at)
      select n.name, 'escala-produto-' || lpad(i::text, 5, '0'),
             case when i % 10 = 9 then 'inactive' else 'active' end,
             n.name || ': ' || n.claim || '. Descrição longa do produto, com a composição, o modo de usar e as advertências, '
               || 'como nos produtos reais do catálogo. ' || repeat('Ingredientes naturais selecionados com cuidado. ', 12),
             n.name || ' ' || n.claim || '.',
             array['Benefício um','Benefício dois','Benefício três','Benefício quatro'],
             (select id from product_categories order by sort_order, id offset (i % (select count(*) from product_categories)) limit 1),
             false,
             now() - make_interval(mins => (i * 60)), now() - make_interval(mins => (i * 60))
      from generate_series(0, ${newProducts - 1}) as i,
      lateral (select
        (array['Cérebro Ativo','Ômega 3','Magnésio','Colágeno','Vitamina D3','Ashwagandha','Chá Verde','Própolis','Cúrcuma','Melatonina','Spirulina','Guaraná','Maca Peruana','Zinco Quelato','Coenzima Q10','Psyllium'])[1 + i % 16]
          || ' ' || (array['Cápsulas','Pó','Gotas','Comprimidos','Sachês','Gomas'])[1 + (i / 16) % 6] || ' ' || i as name,
        (array['apoia a memória e o foco','auxilia no metabolismo energético','contribui para um sono tranquilo','fortalece a imunidade do dia a dia','apoia a digestão e a leveza','ajuda na saciedade entre as refeições'])[1 + (i * 7) % 6] as claim
      ) n`);
  });

  // Products in a fixed order (the scale product 0 first: it gets the many reviews), numbered from 0.
  await db.execute(sql`drop table if exists scale_products`);
  await db.execute(sql`
    create temp table scale_products as
    select (row_number() over (order by (slug = ${HOT_PRODUCT_SLUG}) desc, slug) - 1)::int as k, id, name
    from products`);
  await db.execute(sql`create unique index on scale_products (k)`);
  const P = await scalar(db, sql`select count(*)::int as n from scale_products`);

  // Both reviews and samples pick, for user u and slot j (0..4), product 1 + (5u + j) mod (P - 1): five
  // different products per user, so the unique (product, user) pairs of reviews and open samples hold.
  await run("avaliações", async () => {
    const perUser = SCALE.reviews / U;
    await db.execute(sql`
      insert into product_reviews (product_id, user_id, rating, title, content, approved, health_claim, created_at)
      select p.id, 'scale-user-' || lpad(u::text, 5, '0'),
             1 + ((u * 7 + j * 3) % 5 + (u + j) % 2) % 5,
             case when (u + j) % 3 = 0 then 'Recomendo' end,
             (array['Gostei bastante do produto, chegou bem embalado.','Uso há um mês e sinto diferença no dia a dia.',
                    'Sabor agradável e fácil de tomar.','Esperava mais, mas a amostra ajudou a decidir.',
                    'Ótimo custo-benefício, vou continuar usando.'])[1 + (u + j) % 5],
             (u + j) % 10 <> 0, false,
             now() - make_interval(mins => ((u * ${perUser} + j) * 9))
      from generate_series(0, ${U - 1}) as u
      cross join generate_series(0, ${perUser - 1}) as j
      join lateral (select case when j = 0 and u < ${HOT_REVIEWS} then 0 else 1 + (u * ${perUser} + j) % (${P} - 1) end as k) pick on true
      join scale_products p on p.k = pick.k`);
  });

  await run("solicitações de amostra", async () => {
    // The heavy user asks for HEAVY_SAMPLES different products; everybody else for five.
    const others = SCALE.samples - HEAVY_SAMPLES;
    const perUser = 5;
    await db.execute(sql`
      insert into sample_requests (user_id, product_id, status, full_name, email, phone, address, city, state, zip_code, notes, tracking_code, created_at, updated_at)
      select pr.id, p.id, st.status, pr.full_name, pr.email, pr.phone,
             'Rua das Palmeiras, ' || (10 + s.n % 900) || ', apto ' || (1 + s.n % 40),
             (array['São Paulo','Rio de Janeiro','Belo Horizonte','Curitiba','Porto Alegre','Salvador','Recife','Fortaleza','Goiânia','Florianópolis'])[1 + s.n % 10],
             (array['SP','RJ','MG','PR','RS','BA','PE','CE','GO','SC'])[1 + s.n % 10],
             lpad(((s.n * 7919) % 100000000)::text, 8, '0'),
             case when s.n % 7 = 0 then 'Entregar na portaria.' end,
             case when st.status in ('shipped','delivered','completed') then 'BR' || lpad(s.n::text, 9, '0') || 'BR' end,
             now() - make_interval(mins => (s.n * 5)), now() - make_interval(mins => (s.n * 5))
      from (
        select n, 0 as u, 1 + n as k from generate_series(0, ${HEAVY_SAMPLES - 1}) as n
        union all
        select ${HEAVY_SAMPLES} + n, 1 + n / ${perUser}, 1 + ((1 + n / ${perUser}) * ${perUser} + n % ${perUser}) % (${P} - 1)
        from generate_series(0, ${others - 1}) as n
      ) s
      join profiles pr on pr.id = 'scale-user-' || lpad(s.u::text, 5, '0')
      join scale_products p on p.k = s.k
      cross join lateral (select (array['pending','approved','shipped','delivered','completed','completed','delivered','rejected'])[1 + s.n % 8] as status) st`);
  });

  await run("lançamentos de pontos", async () => {
    // Adjustments only (no once-only award kinds), amounts mostly credits with some debits that never
    // take the running balance below zero: +a on odd steps, -(a - 1) on even steps after a credit.
    const others = SCALE.ledger - HEAVY_LEDGER_ROWS;
    const perUser = Math.floor(others / (U - 1));
    const rest = others - perUser * (U - 1);
    await db.execute(sql`
      insert into points_ledger (user_id, kind, amount, balance_after, reason, reference, created_at)
      select user_id, 'adjustment', amount,
             sum(amount) over (partition by user_id order by seq rows between unbounded preceding and current row),
             case when amount > 0 then 'Bônus de campanha' else 'Correção de lançamento' end,
             null, created_at
      from (
        select e.user_id, e.seq,
               case when e.seq % 2 = 1 then -(5 + e.seq % 20) else 10 + (e.seq + 1) % 20 + 10 end as amount,
               now() - make_interval(mins => ((e.total - e.seq) * 3)) as created_at
        from (
          select ${HEAVY_USER_ID}::text as user_id, g as seq, ${HEAVY_LEDGER_ROWS} as total from generate_series(0, ${HEAVY_LEDGER_ROWS - 1}) g
          union all
          select 'scale-user-' || lpad(u::text, 5, '0'), g, ${perUser} + case when u <= ${rest} then 1 else 0 end
          from generate_series(1, ${U - 1}) u, generate_series(0, ${perUser - 1} + case when u <= ${rest} then 1 else 0 end) g
        ) e
      ) x`);
    await db.execute(sql`
      update profiles p set points = l.total
      from (select user_id, sum(amount)::int as total from points_ledger where user_id like ${MARKER} group by user_id) l
      where p.id = l.user_id`);
  });

  await run("resgates de prêmios", async () => {
    // A few thousand past redemptions (history only: their points are not part of the scale ledger).
    await db.execute(sql`
      insert into reward_redemptions (user_id, reward_id, reward_name, status, points_spent, created_at, updated_at)
      select 'scale-user-' || lpad((1 + i * 3)::text, 5, '0'), r.id, r.name,
             (array['pending','completed','completed','cancelled'])[1 + i % 4], r.points_required,
             now() - make_interval(hours => i), now() - make_interval(hours => i)
      from generate_series(0, 4999) i
      cross join lateral (select id, name, points_required from rewards order by points_required, id offset (i % greatest(1, (select count(*) from rewards))) limit 1) r`);
  });

  await db.execute(sql`drop table if exists scale_products`);
  // Vacuum sets the visibility map (index-only scans for the counts); analyze gives the planner the sizes.
  await run("vacuum analyze", () => db.execute(sql`vacuum analyze`));
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const dir = path.resolve(process.argv[2] ?? process.env.DATA_DIR ?? "./data-scale");
  const handle = await initDatabase({ databaseUrl, dataDir: path.join(dir, "pglite") });
  const t0 = performance.now();
  try {
    await seedScale(handle.db);
    const counts = await rawRows<Record<string, number>>(
      handle.db,
      sql`
      select (select count(*) from products)::int as products, (select count(*) from product_reviews)::int as reviews,
             (select count(*) from sample_requests)::int as samples, (select count(*) from profiles)::int as users,
             (select count(*) from points_ledger)::int as ledger`,
    );
    console.log(`Pronto em ${((performance.now() - t0) / 1000).toFixed(0)} s (${handle.kind}${databaseUrl ? "" : `, ${dir}`}):`, counts[0]);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("seed-scale.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
