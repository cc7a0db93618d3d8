/**
 * Each admin list's loader orders by a whitelisted key from ?ordem= (on the server,
 * so every page of the list agrees), and anything else falls back to the default order without an error.
 */
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { userContext, type SessionUser } from "~/services/session.server";
import { loader as productsLoader } from "~/routes/admin-panel/products";
import { loader as usersLoader } from "~/routes/admin-panel/users";
import { loader as blogLoader } from "~/routes/admin-panel/blog";
import { loader as rewardsLoader } from "~/routes/admin-panel/rewards";
import { loader as samplesLoader } from "~/routes/admin-panel/samples";
import { loader as samplesCsvLoader } from "~/routes/admin-panel/samples-csv";
import { foldText } from "~/db/schema/sql-helpers";

const t = useTestDatabase();
let admin: SessionUser;

async function person(email: string, fullName: string, points: number, role: "user" | "admin" = "user", createdAt = new Date()) {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: fullName, email, emailVerified: true });
  const [profile] = await t.db.insert(s.profiles).values({ id, email, fullName, role, points, createdAt }).returning();
  return { ...profile, sessionId: "s", emailVerified: true } as SessionUser;
}

beforeAll(async () => {
  await seedContent(t.db);
  admin = await person("gerente.ordem@raizvital.com.br", "Gerente Ordem", 0, "admin", new Date("2026-01-01T12:00:00Z"));
  await person("bia.ordem@exemplo.com.br", "Bia Ordem", 300, "user", new Date("2026-02-01T12:00:00Z"));
  await person("caio.ordem@exemplo.com.br", "caio Ordem", 20, "user", new Date("2026-03-01T12:00:00Z"));
  await person("ana.ordem@exemplo.com.br", "Ana Ordem", 150, "user", new Date("2026-04-01T12:00:00Z"));
}, 120_000);

function load<T>(loader: (args: never) => Promise<T>, url: string): Promise<T> {
  const context = new RouterContextProvider();
  context.set(userContext, admin);
  return loader({ request: new Request(`http://localhost:3000${url}`), params: {}, context } as never);
}

/** Alphabetical as a reader sees it: accents do not send "Ômega" after "Vitamina" (first letters, which every collation agrees on). */
function expectAlphabetical(names: string[]) {
  const initials = names.map((n) => foldText(n)[0]);
  expect(initials).toEqual([...initials].sort());
}

const BAD = ["senha", "-", "nome;drop table profiles", "-created_at", "x".repeat(300)];

describe("Usuários", () => {
  const names = async (query: string) =>
    (await load(usersLoader, `/admin-panel/usuarios?q=Ordem&${query}`)).list.rows.map((r) => r.fullName);

  it("newest accounts first by default, and for any value off the whitelist", async () => {
    const newest = ["Ana Ordem", "caio Ordem", "Bia Ordem", "Gerente Ordem"];
    expect(await names("")).toEqual(newest);
    for (const bad of BAD) expect(await names(`ordem=${encodeURIComponent(bad)}`), bad).toEqual(newest);
    const data = await load(usersLoader, "/admin-panel/usuarios?ordem=senha");
    expect(data.sort).toMatchObject({ key: "cadastro", dir: "desc" });
  });

  it("by name ignoring case, by points either way, by date oldest first", async () => {
    expect(await names("ordem=nome")).toEqual(["Ana Ordem", "Bia Ordem", "caio Ordem", "Gerente Ordem"]);
    expect(await names("ordem=-pontos")).toEqual(["Bia Ordem", "Ana Ordem", "caio Ordem", "Gerente Ordem"]);
    expect(await names("ordem=pontos")).toEqual(["Gerente Ordem", "caio Ordem", "Ana Ordem", "Bia Ordem"]);
    expect(await names("ordem=cadastro")).toEqual(["Gerente Ordem", "Bia Ordem", "caio Ordem", "Ana Ordem"]);
    expect((await load(usersLoader, "/admin-panel/usuarios?ordem=-pontos")).sort).toMatchObject({ key: "pontos", dir: "desc" });
  });
});

describe("Produtos", () => {
  it("orders by name either way; a bad value gives the newest first", async () => {
    const byName = (await load(productsLoader, "/admin-panel/produtos?ordem=nome")).list.rows.map((r) => r.name);
    expect(byName.length).toBeGreaterThan(2);
    expectAlphabetical(byName);
    expect(byName.some((n) => n.startsWith("Ô"))).toBe(true);
    const reversed = (await load(productsLoader, "/admin-panel/produtos?ordem=-nome")).list.rows.map((r) => r.name);
    expect(reversed).toEqual([...byName].reverse());
    const fallback = (await load(productsLoader, "/admin-panel/produtos")).list.rows.map((r) => r.id);
    for (const bad of BAD)
      expect((await load(productsLoader, `/admin-panel/produtos?ordem=${encodeURIComponent(bad)}`)).list.rows.map((r) => r.id)).toEqual(
        fallback,
      );
    const dates = (await load(productsLoader, "/admin-panel/produtos")).list.rows.map((r) => r.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe("Blog", () => {
  it("orders posts by title or publication; a bad value gives the newest first", async () => {
    const titles = (await load(blogLoader, "/admin-panel/blog?ordem=titulo")).posts.rows.map((r) => r.title);
    expect(titles.length).toBeGreaterThan(2);
    expectAlphabetical(titles);
    const published = (await load(blogLoader, "/admin-panel/blog?ordem=-publicacao")).posts.rows.map(
      (r) => r.publishedAt?.getTime() ?? -Infinity,
    );
    expect(published).toEqual([...published].sort((a, b) => b - a));
    const fallback = (await load(blogLoader, "/admin-panel/blog")).posts.rows.map((r) => r.id);
    for (const bad of BAD)
      expect((await load(blogLoader, `/admin-panel/blog?ordem=${encodeURIComponent(bad)}`)).posts.rows.map((r) => r.id)).toEqual(fallback);
  });
});

describe("Prêmios and Resgates", () => {
  it("orders rewards by points or stock (unlimited counts as the most), each list with its own parameter", async () => {
    const points = (await load(rewardsLoader, "/admin-panel/premios?ordem=pontos")).rewards.map((r) => r.pointsRequired);
    expect(points.length).toBeGreaterThan(2);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    const stock = (await load(rewardsLoader, "/admin-panel/premios?ordem=-estoque")).rewards.map((r) => r.stock ?? Infinity);
    expect(stock).toEqual([...stock].sort((a, b) => b - a));
    const data = await load(rewardsLoader, "/admin-panel/premios?ordem=-estoque&ordem-resgates=pontos");
    expect(data.rewardSort).toMatchObject({ key: "estoque", dir: "desc" });
    expect(data.redemptionSort).toMatchObject({ key: "pontos", dir: "asc" });
  });

  it("a bad value on either list falls back to its default", async () => {
    const fallback = (await load(rewardsLoader, "/admin-panel/premios")).rewards.map((r) => r.id);
    for (const bad of BAD) {
      const data = await load(
        rewardsLoader,
        `/admin-panel/premios?ordem=${encodeURIComponent(bad)}&ordem-resgates=${encodeURIComponent(bad)}`,
      );
      expect(data.rewards.map((r) => r.id)).toEqual(fallback);
      expect(data.rewardSort).toMatchObject({ key: "criado", dir: "desc" });
      expect(data.redemptionSort).toMatchObject({ key: "data", dir: "desc" });
    }
  });
});

describe("Amostras", () => {
  const who = ["Olga Primeira", "Olga Segunda", "Olga Terceira"];

  beforeAll(async () => {
    const [product] = await t.db.select({ id: s.products.id }).from(s.products).limit(1);
    // Closed requests (delivered), so one customer may have several of the same product.
    for (const [i, fullName] of who.entries()) {
      await t.db.insert(s.sampleRequests).values({
        userId: admin.id,
        productId: product.id,
        status: "delivered",
        fullName,
        email: `olga${i}@exemplo.com.br`,
        address: "Rua das Ordens, 10",
        city: "Olinda",
        state: "PE",
        zipCode: "53000-000",
        createdAt: new Date(Date.UTC(2026, 4, 1 + i)),
      });
    }
  });

  const names = async (query: string) =>
    (await load(samplesLoader, `/admin-panel/amostras?q=olga&${query}`)).list.rows.map((r) => r.fullName);

  it("newest requests first by default and for any value off the whitelist; oldest first on asking, with the filters kept", async () => {
    expect(await names("")).toEqual([...who].reverse());
    for (const bad of BAD) expect(await names(`ordem=${encodeURIComponent(bad)}`), bad).toEqual([...who].reverse());
    expect(await names("ordem=pedido")).toEqual(who);
    expect(await names("ordem=pedido&status=delivered")).toEqual(who);
    expect(await names("ordem=pedido&status=pending")).toEqual([]);
    expect((await load(samplesLoader, "/admin-panel/amostras?ordem=pedido")).sort).toMatchObject({ key: "pedido", dir: "asc" });
    expect((await load(samplesLoader, "/admin-panel/amostras?ordem=nome")).sort).toMatchObject({ key: "pedido", dir: "desc" });
  });

  it("the spreadsheet follows the order of the list", async () => {
    const rows = async (query: string) => {
      const csv = await (await load(samplesCsvLoader, `/admin-panel/amostras.csv?q=olga&${query}`)).text();
      return who.map((name) => csv.indexOf(name));
    };
    const oldest = await rows("ordem=pedido");
    expect(oldest.every((at) => at > 0)).toBe(true);
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const newest = await rows("");
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });
});
