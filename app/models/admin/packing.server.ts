/**
 * Packing and labels: only what may ship is packed. The selected requests are split into those that may
 * go in a box today (approved, fee paid or waived, a full address) and those held back, each with why.
 * The label prints the sender (Configurações: company, CNPJ, address) and a Code 128 barcode of the
 * order number; the list exports as a spreadsheet and in the column layout of the Correios pre-posting
 * import (docs/decisions/042-packing-only-what-may-ship.md says which layout and how sure it is).
 */
import { eq, inArray } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { products, sampleRequests, senderSettings } from "~/db/schema";
import type { BrState } from "~/db/schema/enums";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { BRAND } from "~/lib/common/brand";
import { formatBRL, formatDateTime } from "~/i18n/format";
import { sampleStatusLabel } from "~/i18n/labels";
import { paymentStatusLabel, sampleOrderNumber } from "~/i18n/samples";
import { normalizeCep } from "~/validation/cep";
import { UUID_PATTERN } from "~/validation/common";
import type { SenderSettingsInput } from "~/validation/admin/sender";
import { code128Svg } from "~/lib/server/barcode.server";
import { recordAudit } from "./audit.server";
import { toCsv } from "./csv.server";
import { BULK_LIMIT, MISSING_PRODUCT } from "./samples.server";

// ── The sender ────────────────────────────────────────────────────────────────────────────────

export interface SenderSettings {
  companyName: string;
  cnpj: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: BrState;
  zipCode: string;
}

/** Until the admin sets them: the brand's details (lib/common/brand.ts), which the footer shows too. */
export const DEFAULT_SENDER: SenderSettings = {
  companyName: BRAND.legalName,
  cnpj: BRAND.cnpj,
  street: "Rua das Palmeiras",
  number: "250",
  complement: "Sala 12",
  district: "Pinheiros",
  city: "São Paulo",
  state: "SP",
  zipCode: "05422-000",
};

export async function readSenderSettings(database: DbOrTx = db()): Promise<SenderSettings & { saved: boolean }> {
  const [row] = await database.select().from(senderSettings).where(eq(senderSettings.id, 1));
  if (!row) return { ...DEFAULT_SENDER, saved: false };
  const { addressNumber, id: _id, updatedAt: _at, ...rest } = row;
  return { ...rest, number: addressNumber, saved: true };
}

/** Saves the sender, with its audit row. */
export async function updateSenderSettings(input: SenderSettingsInput, actorId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const { saved: _saved, ...before } = await readSenderSettings(tx);
    const { number, ...rest } = input;
    const values = { ...rest, addressNumber: number, updatedAt: new Date() };
    await tx
      .insert(senderSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: senderSettings.id, set: values });
    await recordAudit(tx, { actorId, action: "sender_settings.update", entity: "sender_settings", entityId: "1", before, after: input });
    await invalidateOnCommit(tx, Tags.settings);
  });
}

/** The sender's address in the lines a label prints. */
export function senderLines(s: SenderSettings): string[] {
  return [
    `${s.street}, ${s.number}${s.complement ? `, ${s.complement}` : ""}`,
    `${s.district} · ${s.city} – ${s.state}`,
    `CEP ${s.zipCode}`,
  ];
}

// ── Who may be packed ─────────────────────────────────────────────────────────────────────────

export interface PackingRow {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  shippingFeeCents: number;
  productName: string;
  fullName: string;
  email: string;
  phone: string | null;
  cpf: string | null;
  /** The one line (older requests have only this). */
  address: string;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string;
  state: string;
  zipCode: string;
  erased: boolean;
  createdAt: Date;
  cancelled: boolean;
}

/** The reasons shown for a request held back. */
export const HOLD_REASONS = {
  erased: "Dados de entrega apagados",
  cancelled: "Solicitação cancelada",
  status: (status: string) => `Status ${sampleStatusLabel(status)}: só solicitações aprovadas são embaladas`,
  unpaid: "Frete aguardando pagamento",
  address: "Endereço incompleto (rua, número, bairro, cidade, UF e CEP)",
} as const;

/**
 * Why a request may not be packed today, or [] when it may: approved, its fee paid or waived, its
 * delivery data whole (street, number, district, city, state and a CEP of eight digits).
 */
export function packingHolds(row: Omit<PackingRow, "id" | "orderNumber" | "createdAt">): string[] {
  if (row.erased) return [HOLD_REASONS.erased];
  const reasons: string[] = [];
  if (row.cancelled) reasons.push(HOLD_REASONS.cancelled);
  else if (row.status !== "approved") reasons.push(HOLD_REASONS.status(row.status));
  if (row.paymentStatus !== "paid" && row.paymentStatus !== "waived") reasons.push(HOLD_REASONS.unpaid);
  const filled = (v: string | null) => Boolean(v?.trim());
  if (![row.street, row.number, row.district, row.city, row.state].every(filled) || !normalizeCep(row.zipCode)) {
    reasons.push(HOLD_REASONS.address);
  }
  return reasons;
}

export interface PackingLabel extends PackingRow {
  /** Code 128 of the order number, as SVG markup drawn on the server. */
  barcodeSvg: string;
}

export interface PackingSelection {
  ready: PackingLabel[];
  held: { row: PackingRow; reasons: string[] }[];
}

/** The selected ids of a packing address (?ids=…), valid ones only. */
export function packingIds(url: URL): string[] {
  return url.searchParams.getAll("ids").filter((id) => UUID_PATTERN.test(id));
}

/** The selected requests (at most BULK_LIMIT), oldest first, split into the packable and the held back. */
export async function packingSelection(ids: string[]): Promise<PackingSelection> {
  const unique = [...new Set(ids)].slice(0, BULK_LIMIT);
  if (!unique.length) return { ready: [], held: [] };
  const rows = await db()
    .select({
      id: sampleRequests.id,
      orderSeq: sampleRequests.orderSeq,
      status: sampleRequests.status,
      paymentStatus: sampleRequests.paymentStatus,
      shippingFeeCents: sampleRequests.shippingFeeCents,
      productName: products.name,
      fullName: sampleRequests.fullName,
      email: sampleRequests.email,
      phone: sampleRequests.phone,
      cpf: sampleRequests.cpf,
      address: sampleRequests.address,
      street: sampleRequests.street,
      number: sampleRequests.addressNumber,
      complement: sampleRequests.complement,
      district: sampleRequests.district,
      city: sampleRequests.city,
      state: sampleRequests.state,
      zipCode: sampleRequests.zipCode,
      erasedAt: sampleRequests.personalDataErasedAt,
      cancelledAt: sampleRequests.cancelledAt,
      createdAt: sampleRequests.createdAt,
    })
    .from(sampleRequests)
    .leftJoin(products, eq(products.id, sampleRequests.productId))
    .where(inArray(sampleRequests.id, unique))
    .orderBy(sampleRequests.createdAt, sampleRequests.id);
  const selection: PackingSelection = { ready: [], held: [] };
  for (const { orderSeq, erasedAt, cancelledAt, productName, ...r } of rows) {
    const row: PackingRow = {
      ...r,
      orderNumber: sampleOrderNumber(orderSeq, r.createdAt),
      productName: productName ?? MISSING_PRODUCT,
      erased: erasedAt !== null,
      cancelled: cancelledAt !== null,
    };
    const reasons = packingHolds(row);
    if (reasons.length) selection.held.push({ row, reasons });
    else selection.ready.push({ ...row, barcodeSvg: code128Svg(row.orderNumber) });
  }
  return selection;
}

// ── The exports ───────────────────────────────────────────────────────────────────────────────

/** The packable requests as a spreadsheet (the app's CSV: UTF-8 with BOM, semicolons). */
export function packingCsv(rows: PackingRow[]): string {
  return toCsv(
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
    ],
    rows.map((r) => [
      r.orderNumber,
      formatDateTime(r.createdAt),
      r.productName,
      r.fullName,
      r.cpf ?? "",
      r.phone ?? "",
      r.email,
      r.street ?? r.address,
      r.number ?? "",
      r.complement ?? "",
      r.district ?? "",
      r.city,
      r.state,
      r.zipCode,
      sampleStatusLabel(r.status),
      formatBRL(r.shippingFeeCents),
      paymentStatusLabel(r.paymentStatus),
    ]),
  );
}

/**
 * The columns of the Correios pre-posting import, in order: the recipient's fields as the Correios
 * pre-posting application asks them (name, CPF/CNPJ, e-mail, mobile, CEP, street, number, complement,
 * district, city, UF), then the object's (service code, weight in grams, declared value, the store's
 * own identifier and a content line). Not verified against the Correios system in force: see
 * docs/decisions/042-packing-only-what-may-ship.md.
 */
export const CORREIOS_COLUMNS = [
  "NOME_DESTINATARIO",
  "CPF_CNPJ_DESTINATARIO",
  "EMAIL_DESTINATARIO",
  "CELULAR_DESTINATARIO",
  "CEP_DESTINATARIO",
  "LOGRADOURO_DESTINATARIO",
  "NUMERO_DESTINATARIO",
  "COMPLEMENTO_DESTINATARIO",
  "BAIRRO_DESTINATARIO",
  "CIDADE_DESTINATARIO",
  "UF_DESTINATARIO",
  "CODIGO_SERVICO",
  "PESO_GRAMAS",
  "VALOR_DECLARADO",
  "IDENTIFICADOR_CLIENTE",
  "CONTEUDO",
] as const;

/** What the export assumes of every sample parcel: PAC (03298, the contract code of PAC) and 300 g, no declared value. */
export const CORREIOS_PARCEL = { serviceCode: "03298", weightGrams: 300, declaredValue: "0,00" } as const;

/** A cell of the Correios file: no separator, quote or line break inside (the file has no quoting). */
function plain(value: string): string {
  return value
    .replace(/[;"\r\n\t]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The packable requests in the Correios pre-posting layout: one header line, one line per parcel, fields
 * separated by semicolons, no quoting, CRLF, digits only in CPF, phone and CEP. Returned as text; the
 * route encodes it as Windows-1252 (ISO-8859-1 compatible), as Correios' import files are read.
 */
export function correiosPrePostingText(rows: PackingRow[]): string {
  const lines = rows.map((r) =>
    [
      r.fullName,
      (r.cpf ?? "").replace(/\D/g, ""),
      r.email,
      (r.phone ?? "").replace(/\D/g, ""),
      r.zipCode.replace(/\D/g, ""),
      r.street ?? r.address,
      r.number ?? "",
      r.complement ?? "",
      r.district ?? "",
      r.city,
      r.state,
      CORREIOS_PARCEL.serviceCode,
      String(CORREIOS_PARCEL.weightGrams),
      CORREIOS_PARCEL.declaredValue,
      r.orderNumber,
      `Amostra grátis ${r.productName}`,
    ]
      .map(plain)
      .join(";"),
  );
  return [CORREIOS_COLUMNS.join(";"), ...lines].join("\r\n") + "\r\n";
}

/** Latin-1 bytes of a text (characters outside it become "?"): what Correios' importer reads. */
export function latin1(text: string): Uint8Array<ArrayBuffer> {
  text = text.replace(/[\u2013\u2014]/g, "-").replace(/[\u2018\u2019]/g, "'");
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[i] = code <= 0xff ? code : 0x3f;
  }
  return bytes;
}
