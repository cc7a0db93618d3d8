/**
 * The BR Code (Pix "copia e cola", EMV merchant-presented payload) read by the specification, not by
 * the library that wrote it: its CRC (field 63) and its fields (ID, two-digit length, value).
 */

/** CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the BR Code specification defines field 63. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** One field as the specification writes it: ID, length in two digits, value. */
export const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** The fields of a payload (or of a template's value, such as field 26), by ID; throws on a broken length. */
export function brCodeFields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = payload.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length) || i + 4 + Number(length) > payload.length) {
      throw new Error(`BR Code: campo malformado na posição ${i}: ${payload.slice(i, i + 12)}`);
    }
    out.set(id, payload.slice(i + 4, i + 4 + Number(length)));
    i += 4 + Number(length);
  }
  return out;
}

/** What a bank app reads from a static Pix code: its CRC checked first, then its fields. */
export function readBrCode(payload: string) {
  const fields = brCodeFields(payload);
  const account = brCodeFields(fields.get("26") ?? "");
  return {
    /** Field 63 is the last one, and is the CRC of everything before its value (its own "6304" included). */
    crcValid: payload.endsWith(`6304${fields.get("63")}`) && fields.get("63") === crc16(payload.slice(0, -4)),
    formatIndicator: fields.get("00"),
    gui: account.get("00"),
    key: account.get("01"),
    merchantCategory: fields.get("52"),
    currency: fields.get("53"),
    amount: fields.get("54"),
    country: fields.get("58"),
    merchantName: fields.get("59"),
    city: fields.get("60"),
    txid: brCodeFields(fields.get("62") ?? "").get("05"),
  };
}

/** What readBrCode gives for a valid static Pix code in reais, to these values. */
export function validStaticPix(values: { key: string; amount: string; merchantName: string; city: string; txid: string }) {
  return {
    crcValid: true,
    formatIndicator: "01",
    gui: "br.gov.bcb.pix",
    merchantCategory: "0000",
    currency: "986",
    country: "BR",
    ...values,
  };
}
