// Issue 37, point 3: only what may ship is packed (approved, fee paid or waived, full address), the rest
// listed apart with the reason; the label's sender (a setting) and its Code 128 barcode of the order
// number; the CSV and Correios pre-posting exports.
process.env.PIX_KEY = "contato@raizvital.com.br";
process.env.PIX_MERCHANT_NAME = "Raiz Vital";
process.env.PIX_CITY = "São Paulo";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { configureCaches } from "~/lib/server/cache.server";
import { requestSample } from "~/models/samples.server";
import { setSamplePayment, updateSampleStatus } from "~/models/admin/samples.server";
import {
  CORREIOS_COLUMNS,
  correiosPrePostingText,
  DEFAULT_SENDER,
  HOLD_REASONS,
  latin1,
  packingCsv,
  packingHolds,
  packingSelection,
  readSenderSettings,
  updateSenderSettings,
} from "~/models/admin/packing.server";
import { code128Svg } from "~/lib/server/barcode.server";
import { senderSettingsSchema } from "~/validation/admin/sender";
import { maskCnpj, normalizeCnpj } from "~/validation/cnpj";
import { loader as packingLoader } from "~/routes/admin-panel/packing-list";
import { loader as packingCsvLoader } from "~/routes/admin-panel/packing-csv";
import { userContext, type SessionUser } from "~/services/session.server";
import { RouterContextProvider } from "react-router";

const t = useTestDatabase();
let adminId: string;
let products: string[];
let next = 0;

const FORM = {
  fullName: "Rita Remessa",
  email: "rita@exemplo.com.br",
  phone: "(11) 98765-4321",
  cpf: "123.456.789-09",
  zipCode: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  complement: "Apto 5",
  district: "Bela Vista",
  city: "São Paulo",
  state: "SP",
};

beforeAll(async () => {
  configureCaches({ enabled: false });
  await seedContent(t.db);
  adminId = await makeConfirmedUser(t.db, "admin");
  await t.db.update(s.profiles).set({ role: "admin" }).where(eq(s.profiles.id, adminId));
  products = await Promise.all(
    ["bacopa-monnieri-500mg", "magnesio-dimalato", "melatonina-camomila", "ashwagandha-ksm-66"].map((slug) => productIdBySlug(t.db, slug)),
  );
});

async function request(fields: Partial<typeof FORM> = {}) {
  const userId = await makeConfirmedUser(t.db, "cliente");
  const result = await requestSample(userId, products[next++ % products.length], { ...FORM, ...fields });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return { id: result.requestId, orderNumber: result.orderNumber };
}

/** A request the team may pack: paid, then approved. */
async function packable(fields: Partial<typeof FORM> = {}) {
  const r = await request(fields);
  await setSamplePayment(r.id, "paid", adminId);
  await updateSampleStatus({ id: r.id, status: "approved", trackingCode: null }, adminId);
  return r;
}

// ── A Code 128 reader: the bars of the SVG, measured in modules, read with the standard's table ──────────

/** ISO/IEC 15417's widths (bar, space, bar, space, bar, space) of the values 0–105, and the stop. */
const PATTERNS = `212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231
113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 232121
111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131
213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 121124 121421 141122 141221
112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 111242 121142 121241 114212 124112 124211 411212
421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 211214
211232`.split(/\s+/);
const STOP = "2331112";

/** Reads the text of a Code 128 symbol drawn as SVG strokes (bwip-js: one vertical line per bar, its width the stroke's). */
function readCode128(svg: string, moduleWidth = 2): string {
  const bars: [number, number][] = [];
  for (const [, width, d] of svg.matchAll(/<path stroke="#000000" stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    for (const [, x] of d.matchAll(/M([\d.]+) /g)) bars.push([Number(x) - Number(width) / 2, Number(x) + Number(width) / 2]);
  }
  bars.sort((a, b) => a[0] - b[0]);
  const widths: number[] = [];
  bars.forEach(([left, right], i) => {
    if (i > 0) widths.push(Math.round((left - bars[i - 1][1]) / moduleWidth));
    widths.push(Math.round((right - left) / moduleWidth));
  });
  const runs = widths.join("");
  if (!runs.endsWith(STOP)) throw new Error("no stop pattern");
  const body = runs.slice(0, -STOP.length);
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 6) {
    const value = PATTERNS.indexOf(body.slice(i, i + 6));
    if (value < 0) throw new Error(`unknown pattern ${body.slice(i, i + 6)}`);
    values.push(value);
  }
  const [start, ...rest] = values;
  const check = rest.pop()!;
  const sum = values.slice(0, -1).reduce((acc, v, i) => acc + v * Math.max(i, 1), 0);
  if (sum % 103 !== check) throw new Error("bad check character");
  let set = { 103: "A", 104: "B", 105: "C" }[start];
  if (!set) throw new Error("no start code");
  let text = "";
  for (const v of rest) {
    if (set === "C" && v < 100) text += String(v).padStart(2, "0");
    else if (v === 99) set = "C";
    else if (v === 100) set = "B";
    else if (v === 101) set = "A";
    else if (set === "B") text += String.fromCharCode(v + 32);
    else if (set === "A") text += String.fromCharCode(v < 64 ? v + 32 : v - 64);
  }
  return text;
}

describe("the barcode", () => {
  it("reads back as the order number (Code 128, check character verified)", () => {
    for (const order of ["AM-2026-000123", "AM-2027-004560", "AM-2026-1234567"]) expect(readCode128(code128Svg(order))).toBe(order);
  });
});

describe("who may be packed", () => {
  const ok = {
    status: "approved",
    paymentStatus: "paid",
    shippingFeeCents: 1290,
    productName: "Bacopa",
    fullName: "Rita",
    email: "r@x.com",
    phone: null,
    cpf: null,
    address: "Avenida Paulista, 1000 – Bela Vista",
    street: "Avenida Paulista",
    number: "1000",
    complement: null,
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    zipCode: "01310-100",
    erased: false,
    cancelled: false,
  };

  it("only approved requests whose fee is paid or waived and whose address is whole", () => {
    expect(packingHolds(ok)).toEqual([]);
    expect(packingHolds({ ...ok, paymentStatus: "waived" })).toEqual([]);
    expect(packingHolds({ ...ok, number: "S/N" })).toEqual([]);
    expect(packingHolds({ ...ok, paymentStatus: "awaiting" })).toEqual([HOLD_REASONS.unpaid]);
    for (const status of ["pending", "shipped", "delivered", "completed", "rejected"]) {
      expect(packingHolds({ ...ok, status })).toEqual([HOLD_REASONS.status(status)]);
    }
    expect(packingHolds({ ...ok, status: "rejected", cancelled: true })).toEqual([HOLD_REASONS.cancelled]);
    expect(packingHolds({ ...ok, erased: true, status: "pending", paymentStatus: "awaiting" })).toEqual([HOLD_REASONS.erased]);
    // An older request with the one line only, a missing number or district, a broken CEP.
    for (const gap of [{ street: null, number: null, district: null }, { number: "" }, { district: " " }, { zipCode: "0131" }]) {
      expect(packingHolds({ ...ok, ...gap })).toEqual([HOLD_REASONS.address]);
    }
    expect(packingHolds({ ...ok, status: "pending", paymentStatus: "awaiting", number: null })).toEqual([
      HOLD_REASONS.status("pending"),
      HOLD_REASONS.unpaid,
      HOLD_REASONS.address,
    ]);
  });

  it("splits a selection: an unpaid one, a rejected one and one without address go apart with the reason", async () => {
    const good = await packable();
    const unpaid = await request();
    const rejected = await packable();
    await updateSampleStatus({ id: rejected.id, status: "rejected", trackingCode: null }, adminId);
    const noAddress = await packable();
    await t.db
      .update(s.sampleRequests)
      .set({ street: null, addressNumber: null, district: null })
      .where(eq(s.sampleRequests.id, noAddress.id));

    const selection = await packingSelection([noAddress.id, good.id, unpaid.id, rejected.id, good.id]);
    expect(selection.ready.map((r) => r.orderNumber)).toEqual([good.orderNumber]);
    expect(readCode128(selection.ready[0].barcodeSvg)).toBe(good.orderNumber);
    expect(Object.fromEntries(selection.held.map((h) => [h.row.orderNumber, h.reasons]))).toEqual({
      [unpaid.orderNumber]: [HOLD_REASONS.status("pending"), HOLD_REASONS.unpaid],
      [rejected.orderNumber]: [HOLD_REASONS.status("rejected")],
      [noAddress.orderNumber]: [HOLD_REASONS.address],
    });
  });
});

describe("the sender", () => {
  it("validates and masks the CNPJ", () => {
    expect(normalizeCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(normalizeCnpj("11.222.333/0001-82")).toBeNull();
    expect(normalizeCnpj("abc")).toBeNull();
    expect(maskCnpj("112223330001")).toBe("11.222.333/0001");
    const bad = senderSettingsSchema.safeParse({ ...FORM, companyName: "X Ltda.", cnpj: "11.222.333/0001-80" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toContain("CNPJ inválido. Confira os 14 números.");
    // The CEP must be the state's.
    expect(senderSettingsSchema.safeParse({ ...FORM, companyName: "X Ltda.", cnpj: "11222333000181", state: "BA" }).success).toBe(false);
  });

  it("is the brand's until saved; a save shows on the next label, with its audit row", async () => {
    expect(await readSenderSettings()).toEqual({ ...DEFAULT_SENDER, saved: false });
    const input = senderSettingsSchema.parse({
      companyName: "Raiz Vital Suplementos Naturais Ltda.",
      cnpj: "11222333000181",
      zipCode: "05422000",
      street: "Rua dos Pinheiros",
      number: "900",
      complement: "",
      district: "Pinheiros",
      city: "São Paulo",
      state: "SP",
    });
    await updateSenderSettings(input, adminId);
    expect(await readSenderSettings()).toMatchObject({
      cnpj: "11.222.333/0001-81",
      zipCode: "05422-000",
      street: "Rua dos Pinheiros",
      saved: true,
    });
    const audit = await t.db.select().from(s.auditLog).where(eq(s.auditLog.action, "sender_settings.update"));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(adminId);

    const good = await packable();
    const context = new RouterContextProvider();
    context.set(userContext, { id: adminId, role: "admin" } as SessionUser);
    const url = `http://localhost/admin-panel/amostras/separacao?ids=${good.id}`;
    const data = await packingLoader({ request: new Request(url), context, params: {} } as never);
    expect(data.sender).toMatchObject({ companyName: "Raiz Vital Suplementos Naturais Ltda.", cnpj: "11.222.333/0001-81" });
    expect(data.senderLines).toEqual(["Rua dos Pinheiros, 900", "Pinheiros · São Paulo – SP", "CEP 05422-000"]);
    expect(data.ready.map((r) => r.id)).toEqual([good.id]);
  });
});

describe("the exports", () => {
  it("CSV and Correios pre-posting take the packable only, in the documented columns", async () => {
    const good = await packable({ fullName: 'Célia; "Aspas"', complement: "" });
    const unpaid = await request();
    const { ready } = await packingSelection([good.id, unpaid.id]);

    const csv = packingCsv(ready);
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      [
        "Pedido",
        "Data",
        "Produto",
        "Nome",
        "CPF",
        "Telefone",
        "E-mail",
        "Logradouro",
        "Número",
        "Complemento",
        "Bairro",
        "Cidade",
        "UF",
        "CEP",
        "Status",
        "Frete",
        "Pagamento",
      ]
        .map((h) => `"${h}"`)
        .join(";"),
    );
    expect(lines[1]).toContain(`"${good.orderNumber}"`);
    expect(lines[1]).toContain('"Avenida Paulista";"1000";"";"Bela Vista";"São Paulo";"SP";"01310-100";"Aprovado"');
    expect(csv).not.toContain(unpaid.orderNumber);

    const text = correiosPrePostingText(ready);
    const rows = text
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(";"));
    expect(rows[0]).toEqual([...CORREIOS_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(Object.fromEntries(CORREIOS_COLUMNS.map((c, i) => [c, rows[1][i]]))).toMatchObject({
      NOME_DESTINATARIO: "Célia Aspas",
      CPF_CNPJ_DESTINATARIO: "12345678909",
      CELULAR_DESTINATARIO: "11987654321",
      CEP_DESTINATARIO: "01310100",
      LOGRADOURO_DESTINATARIO: "Avenida Paulista",
      NUMERO_DESTINATARIO: "1000",
      COMPLEMENTO_DESTINATARIO: "",
      BAIRRO_DESTINATARIO: "Bela Vista",
      CIDADE_DESTINATARIO: "São Paulo",
      UF_DESTINATARIO: "SP",
      IDENTIFICADOR_CLIENTE: good.orderNumber,
    });
    // Latin-1 bytes: "ã" is one byte, 0xE3.
    expect([...latin1("São")]).toEqual([0x53, 0xe3, 0x6f]);

    // Through the route: the admin's download, in Windows-1252.
    const context = new RouterContextProvider();
    context.set(userContext, { id: adminId, role: "admin" } as SessionUser);
    const url = `http://localhost/admin-panel/amostras/separacao.csv?ids=${good.id}&ids=${unpaid.id}&formato=correios`;
    const response = await packingCsvLoader({ request: new Request(url), context, params: {} } as never);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=windows-1252");
    const decoded = new TextDecoder("windows-1252").decode(await response.arrayBuffer());
    expect(decoded).toBe(text);
  });
});
