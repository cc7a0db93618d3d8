import { describe, expect, it } from "vitest";
import { brCodeFields as fields, crc16, readBrCode, tlv, validStaticPix } from "../../../tests/helpers/br-code";
import { readQrCode } from "../../../tests/helpers/qr-code";
import { pixPayload, pixQrSvg, PixPayloadError } from "./pix.server";

// The Banco Central's published example of a static BR Code (Manual de Padrões para Iniciação do Pix).
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
const KEY = "123e4567-e12b-12d1-a456-426655440000";

describe("Pix BR Code", () => {
  it("computes the published example's CRC (1D3D)", () => {
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe("1D3D");
    expect(readBrCode(BCB_EXAMPLE)).toMatchObject({ crcValid: true, key: KEY, merchantName: "Fulano de Tal", city: "BRASILIA" });
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

  it("draws a QR code that reads back, from its picture, as the very code: a valid BR Code for the fee", async () => {
    const code = pixPayload({ key: KEY, merchantName: "Raiz Vital", city: "Sao Paulo", amountCents: 1690, txid: "AM2026000001" });
    const svg = await pixQrSvg(code);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    // Rasterised by librsvg (sharp) and read by jsQR, as a phone's camera reads the screen.
    const read = await readQrCode(svg);
    expect(read).toBe(code);
    expect(readBrCode(read!)).toEqual(
      validStaticPix({ key: KEY, amount: "16.90", merchantName: "RAIZ VITAL", city: "SAO PAULO", txid: "AM2026000001" }),
    );
  });

  it("a code whose CRC or amount was changed is told apart", () => {
    const code = pixPayload({ key: KEY, merchantName: "Raiz Vital", city: "Sao Paulo", amountCents: 1690, txid: "AM2026000001" });
    expect(readBrCode(code.replace("540516.90", "540516.80")).crcValid).toBe(false);
    expect(readBrCode(code.slice(0, -4) + (code.endsWith("0000") ? "0001" : "0000")).crcValid).toBe(false);
  });
});
