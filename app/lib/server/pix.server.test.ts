import { describe, expect, it } from "vitest";
import { pixPayload, pixQrSvg, PixPayloadError } from "./pix.server";

/** CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the BR Code specification defines field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

// The Banco Central's published example of a static BR Code (Manual de Padrões para Iniciação do Pix).
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
const KEY = "123e4567-e12b-12d1-a456-426655440000";

describe("Pix BR Code", () => {
  it("computes the published example's CRC (1D3D)", () => {
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe("1D3D");
  });

  it("builds the example's fields, with amount and transaction id, field by field as the specification lists them", () => {
    const code = pixPayload({ key: KEY, merchantName: "Fulano de Tal", city: "Brasília", amountCents: 1290, txid: "AM2026000123" });
    const body =
      tlv("00", "01") +
      tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("01", KEY)) +
      tlv("52", "0000") +
      tlv("53", "986") +
      tlv("54", "12.90") +
      tlv("58", "BR") +
      tlv("59", "FULANO DE TAL") +
      tlv("60", "BRASILIA") +
      tlv("62", tlv("05", "AM2026000123")) +
      "6304";
    expect(code).toBe(body + crc16(body));
    const f = fields(code);
    expect(f.get("54")).toBe("12.90");
    expect(f.get("63")).toBe(crc16(code.slice(0, -4)));
  });

  it("drops accents and cuts the name (25) and city (15) as bank apps require", () => {
    const code = pixPayload({
      key: "contato@raizvital.com.br",
      merchantName: "Raiz Vital Suplementos Naturais Ltda",
      city: "São José dos Campos",
      amountCents: 1,
      txid: "A1",
    });
    const f = fields(code);
    expect(f.get("59")).toBe("RAIZ VITAL SUPLEMENTOS NA");
    expect(f.get("60")).toBe("SAO JOSE DOS CA");
    expect(f.get("54")).toBe("0.01");
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it("refuses what a bank app would reject", () => {
    const ok = { key: KEY, merchantName: "Raiz Vital", city: "Sao Paulo", amountCents: 1290, txid: "AM2026000001" };
    expect(() => pixPayload({ ...ok, amountCents: 0 })).toThrow(PixPayloadError);
    expect(() => pixPayload({ ...ok, amountCents: -100 })).toThrow(PixPayloadError);
    expect(() => pixPayload({ ...ok, amountCents: 12.5 })).toThrow(PixPayloadError);
    expect(() => pixPayload({ ...ok, txid: "AM-2026-000001" })).toThrow(PixPayloadError);
    expect(() => pixPayload({ ...ok, txid: "A".repeat(26) })).toThrow(PixPayloadError);
    expect(() => pixPayload({ ...ok, key: "não é chave" })).toThrow(PixPayloadError);
    expect(() => pixPayload({ ...ok, key: "+1 555 0100" })).toThrow(PixPayloadError);
    expect(() => pixPayload({ ...ok, city: "???" })).toThrow(PixPayloadError);
  });

  it("draws the code as an SVG QR code", async () => {
    const svg = await pixQrSvg(
      pixPayload({ key: KEY, merchantName: "Raiz Vital", city: "Sao Paulo", amountCents: 1290, txid: "AM2026000001" }),
    );
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain("<path");
  });
});
