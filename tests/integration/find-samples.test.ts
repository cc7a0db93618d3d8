/**
 * Issue 37, "find any sample": the panel's Amostras finds a request by its tracking code, CPF (with or
 * without its mask), order number, name, e-mail or city; filters it by UF, the days it was made, payment,
 * status and overdue delivery; orders it by every column of the table, either way, the same on every
 * page; and its CSV has the date in ISO 8601, the fee as a number and the address in its own columns.
 * All through the route loaders, as the address carries them.
 */
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { userContext, type SessionUser } from "~/services/session.server";
import { loader as samplesLoader } from "~/routes/admin-panel/samples";
import { loader as samplesCsvLoader } from "~/routes/admin-panel/samples-csv";
import { cpfSearchTerm, csvAmount, isoLocalDateTime, listSamples, trackingSearchTerm } from "~/models/admin/samples.server";
import { sampleOrderNumber } from "~/i18n/samples";
import { SAMPLE_STATUSES } from "~/db/schema/enums";

const t = useTestDatabase();
let admin: SessionUser;
const DAY = 86_400_000;

interface Made {
  id: string;
  fullName: string;
  orderNumber: string;
}
const made: Record<string, Made> = {};

beforeAll(async () => {
  await seedContent(t.db);
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: "Gerente Busca", email: "gerente.busca@raizvital.com.br", emailVerified: true });
  const [profile] = await t.db
    .insert(s.profiles)
    .values({ id, email: "gerente.busca@raizvital.com.br", fullName: "Gerente Busca", role: "admin" })
    .returning();
  admin = { ...profile, sessionId: "s", emailVerified: true };
  const catalogue = await t.db.select({ id: s.products.id }).from(s.products).limit(5);
  const now = Date.now();
  // Closed or distinct statuses (one open request per product and customer): all the admin's own, for the test.
  const rows: (Omit<typeof s.sampleRequests.$inferInsert, "userId" | "productId"> & { key: string })[] = [
    {
      key: "rita",
      fullName: "Rita Buscada",
      email: "rita.buscada@exemplo.com.br",
      city: "Florianópolis",
      state: "SC",
      zipCode: "88010-000",
      address: "Rua Felipe Schmidt, 100, Sala 2 – Centro",
      street: "Rua Felipe Schmidt",
      addressNumber: "100",
      complement: "Sala 2",
      district: "Centro",
      cpf: "123.456.789-09",
      status: "shipped",
      trackingCode: "QB987654321BR",
      paymentStatus: "paid",
      shippingFeeCents: 1290,
      createdAt: new Date("2026-03-10T15:00:00Z"),
      updatedAt: new Date(now - 30 * DAY),
    },
    {
      key: "bento",
      fullName: "Bento Buscado",
      email: "bento.buscado@exemplo.com.br",
      city: "Manaus",
      state: "AM",
      zipCode: "69000-000",
      address: "Av. Eduardo Ribeiro, 5",
      status: "delivered",
      paymentStatus: "waived",
      shippingFeeCents: 0,
      createdAt: new Date("2026-03-20T15:00:00Z"),
    },
    {
      key: "alice",
      fullName: "Álice Buscada",
      email: "alice.buscada@exemplo.com.br",
      city: "São Paulo",
      state: "SP",
      zipCode: "01310-100",
      address: "Av. Paulista, 1000",
      status: "shipped",
      trackingCode: "QB111222333BR",
      paymentStatus: "paid",
      shippingFeeCents: 1290,
      createdAt: new Date("2026-04-02T02:30:00Z"), // 1 April, 23:30 in São Paulo
      updatedAt: new Date(now - 1 * DAY),
    },
    {
      key: "caio",
      fullName: "Caio Buscado",
      email: "caio.buscado@exemplo.com.br",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
      address: "Rua da Aurora, 9",
      cpf: "529.982.247-25",
      status: "pending",
      paymentStatus: "awaiting",
      shippingFeeCents: 1690,
      createdAt: new Date("2026-04-15T15:00:00Z"),
    },
    {
      key: "caio2",
      fullName: "Caio Buscado",
      email: "caio.buscado@exemplo.com.br",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
      address: "Rua da Aurora, 9",
      status: "completed",
      paymentStatus: "paid",
      shippingFeeCents: 1690,
      createdAt: new Date("2026-04-15T15:00:00Z"), // the same instant: the id decides, the same way each time
    },
  ];
  for (const [i, { key, ...row }] of rows.entries()) {
    const [inserted] = await t.db
      .insert(s.sampleRequests)
      .values({ ...row, userId: admin.id, productId: catalogue[i].id })
      .returning();
    made[key] = { id: inserted.id, fullName: inserted.fullName, orderNumber: sampleOrderNumber(inserted.orderSeq, inserted.createdAt) };
  }
}, 120_000);

function load<T>(loader: (args: never) => Promise<T>, url: string): Promise<T> {
  const context = new RouterContextProvider();
  context.set(userContext, admin);
  return loader({ request: new Request(`http://localhost:3000${url}`), params: {}, context } as never);
}

/** The keys of the rows the list shows for this address (only this test's requests: all named "Busca…"). */
async function found(query: string): Promise<string[]> {
  const data = await load(samplesLoader, `/admin-panel/amostras?${query}`);
  const byId = new Map(Object.entries(made).map(([key, m]) => [m.id, key]));
  return data.list.rows.map((r) => byId.get(r.id)).filter((k): k is string => Boolean(k));
}

describe("the search box", () => {
  it("reads a tracking code, a CPF and an order number as such", () => {
    expect(trackingSearchTerm(" qb987654321br ")).toBe("QB987654321BR");
    expect(trackingSearchTerm("QB 987654321 BR")).toBe("QB987654321BR");
    expect(trackingSearchTerm("rita")).toBeNull();
    expect(cpfSearchTerm("12345678909")).toBe("123.456.789-09");
    expect(cpfSearchTerm("123.456.789-09")).toBe("123.456.789-09");
    expect(cpfSearchTerm("123 456 789 09")).toBe("123.456.789-09");
    expect(cpfSearchTerm("123456")).toBeNull();
    expect(cpfSearchTerm("AM-2026-000123")).toBeNull();
  });

  it("finds a request by tracking code (any case), CPF with or without mask, order number, name, e-mail or city", async () => {
    expect(await found("q=qb987654321br")).toEqual(["rita"]);
    expect(await found("q=123.456.789-09")).toEqual(["rita"]);
    expect(await found("q=12345678909")).toEqual(["rita"]);
    expect(await found("q=52998224725")).toEqual(["caio"]);
    expect(await found(`q=${made.bento.orderNumber}`)).toEqual(["bento"]);
    expect(await found(`q=${made.bento.orderNumber.toLowerCase().replace(/-/g, "")}`)).toEqual(["bento"]);
    expect(await found("q=alice")).toEqual(["alice"]); // "Álice": accents ignored
    expect(await found("q=BENTO.BUSCADO@")).toEqual(["bento"]);
    expect(await found("q=florianopolis")).toEqual(["rita"]);
    expect(await found("q=QB000000000BR")).toEqual([]);
  });
});

describe("the filters", () => {
  it("by UF, status and payment, together with the search", async () => {
    expect(await found("q=busca&uf=PE").then((k) => k.sort())).toEqual(["caio", "caio2"]);
    expect(await found("q=busca&uf=PE&status=pending")).toEqual(["caio"]);
    expect(await found("q=busca&pagamento=waived")).toEqual(["bento"]);
    expect(await found("q=busca&status=shipped&pagamento=paid").then((k) => k.sort())).toEqual(["alice", "rita"]);
    // An unknown UF reads as all.
    expect((await found("q=busca&uf=XX")).length).toBe(5);
    expect((await load(samplesLoader, "/admin-panel/amostras?uf=XX")).state).toBe("all");
  });

  it("by the days the request was made, in São Paulo time, inclusive; refused days are said and not applied", async () => {
    expect(await found("q=busca&de=2026-03-01&ate=2026-03-31").then((k) => k.sort())).toEqual(["bento", "rita"]);
    // 23:30 of 1 April in São Paulo is 2 April in UTC: it belongs to 1 April.
    expect(await found("q=busca&de=2026-04-01&ate=2026-04-01")).toEqual(["alice"]);
    expect(await found("q=busca&de=2026-04-02&ate=2026-04-14")).toEqual([]);
    expect(await found("q=busca&de=2026-04-15").then((k) => k.sort())).toEqual(["caio", "caio2"]);
    expect(await found("q=busca&ate=2026-03-15")).toEqual(["rita"]);
    const refused = await load(samplesLoader, "/admin-panel/amostras?q=busca&de=2026-04-10&ate=2026-04-01");
    expect(refused.rangeError).toBe("A data inicial deve ser anterior ou igual à data final.");
    expect(refused.list.rows).toHaveLength(5);
    expect(refused.filtered).toBe(true);
  });

  it("overdue deliveries: shipped and past the region's estimate, counted in calendar days", async () => {
    // Rita (SC, Sul/Sudeste: up to 5 business days = 7 calendar days) shipped 30 days ago; Álice yesterday.
    expect(await found("q=busca&prazo=vencido")).toEqual(["rita"]);
    expect(await found("prazo=vencido")).toEqual(["rita"]);
    expect((await listSamples({ q: "busca", overdue: false })).rows).toHaveLength(5);
  });
});

describe("the order", () => {
  const keys = async (query: string) => found(`q=busca&${query}`);

  it("by every column, either way, and the same on every page", async () => {
    expect(await keys("ordem=pedido")).toEqual(expect.arrayContaining(["rita", "bento", "alice"]));
    const byDate = await keys("ordem=pedido");
    expect(byDate.slice(0, 3)).toEqual(["rita", "bento", "alice"]);
    expect(await keys("")).toEqual([...byDate].reverse());

    const byName = await keys("ordem=cliente");
    expect(byName.slice(0, 2)).toEqual(["alice", "bento"]); // "Álice" sorts as "alice"
    expect(byName.slice(4)).toEqual(["rita"]);
    expect(await keys("ordem=-cliente")).toEqual([...byName].reverse());

    const byPlace = await keys("ordem=entrega");
    expect(byPlace[0]).toBe("bento"); // AM
    expect(byPlace.slice(1, 3).sort()).toEqual(["caio", "caio2"]); // PE
    expect(byPlace.slice(3)).toEqual(["rita", "alice"]); // SC, SP
    expect(await keys("ordem=-entrega")).toEqual([...byPlace].reverse());

    const byStatus = await keys("ordem=situacao");
    expect(byStatus[0]).toBe("caio"); // pending
    expect(byStatus.at(-1)).toBe("caio2"); // completed after delivered
    expect(await keys("ordem=-situacao")).toEqual([...byStatus].reverse());
    const loaded = await load(samplesLoader, "/admin-panel/amostras?ordem=-situacao");
    expect(loaded.sort).toMatchObject({ key: "situacao", dir: "desc" });
    expect(SAMPLE_STATUSES[0]).toBe("pending");
  });

  it("ties (the same name, the same instant) always come in the same order, and pages neither repeat nor skip", async () => {
    for (const sort of ["pedido", "cliente", "entrega", "situacao"] as const) {
      for (const dir of ["asc", "desc"] as const) {
        const all = (await listSamples({ q: "busca", sort: { key: sort, dir } }, 10)).rows.map((r) => r.id);
        const paged = [
          ...(await listSamples({ q: "busca", sort: { key: sort, dir }, page: 1 }, 2)).rows,
          ...(await listSamples({ q: "busca", sort: { key: sort, dir }, page: 2 }, 2)).rows,
          ...(await listSamples({ q: "busca", sort: { key: sort, dir }, page: 3 }, 2)).rows,
        ].map((r) => r.id);
        expect(paged, `${sort} ${dir}`).toEqual(all);
        expect(new Set(all).size).toBe(5);
      }
    }
  });
});

describe("the CSV", () => {
  it("has an ISO 8601 date and the fee as a number beside the formatted ones, and the address in its own columns", async () => {
    expect(isoLocalDateTime(new Date("2026-04-02T02:30:00Z"))).toBe("2026-04-01T23:30:00-03:00");
    expect(csvAmount(1290)).toBe("12,90");
    expect(csvAmount(0)).toBe("0,00");
    expect(csvAmount(123456)).toBe("1234,56");

    const text = await (await load(samplesCsvLoader, "/admin-panel/amostras.csv?q=QB987654321BR")).text();
    const [header, line] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const cols = header.split(";").map((c) => c.replace(/"/g, ""));
    const values = line.split(";").map((c) => c.replace(/^"|"$/g, ""));
    const at = (name: string) => values[cols.indexOf(name)];
    expect(cols).toEqual(
      expect.arrayContaining(["Data", "Data (ISO 8601)", "Frete", "Frete (R$)", "Logradouro", "Número", "Complemento", "Bairro"]),
    );
    expect(cols.indexOf("Data (ISO 8601)")).toBe(cols.indexOf("Data") + 1);
    expect(cols.indexOf("Frete (R$)")).toBe(cols.indexOf("Frete") + 1);
    expect(at("Data (ISO 8601)")).toBe("2026-03-10T12:00:00-03:00");
    expect(at("Frete")).toBe("R$\u00a012,90");
    expect(at("Frete (R$)")).toBe("12,90");
    expect(at("Endereço")).toBe("Rua Felipe Schmidt, 100, Sala 2 – Centro");
    expect([at("Logradouro"), at("Número"), at("Complemento"), at("Bairro"), at("Cidade"), at("UF"), at("CEP")]).toEqual([
      "Rua Felipe Schmidt",
      "100",
      "Sala 2",
      "Centro",
      "Florianópolis",
      "SC",
      "88010-000",
    ]);
    expect(at("CPF")).toBe("123.456.789-09");

    // The filters reach the CSV: UF and days.
    const pe = await (await load(samplesCsvLoader, "/admin-panel/amostras.csv?q=busca&uf=PE&de=2026-04-01")).text();
    expect(pe.trim().split("\r\n")).toHaveLength(3);
  });
});
