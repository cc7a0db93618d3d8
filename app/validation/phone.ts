/** Area codes (DDD) in use in Brazil (Anatel). */
const DDD = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55,
  61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export const PHONE_MESSAGE = "Telefone inválido. Use o formato (00) 00000-0000.";
export const PHONE_PLACEHOLDER = "(00) 00000-0000";

function nationalDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  // +55 country code, and the old trunk prefix 0 before the area code.
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) return digits.slice(2);
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/**
 * A Brazilian mobile (11 digits, starting with 9 after the area code) or landline (10 digits,
 * starting with 2-5), formatted as (00) 00000-0000 or (00) 0000-0000; null when it is not one.
 */
export function normalizePhone(value: string): string | null {
  const digits = nationalDigits(value.trim());
  if (!/^\d{10,11}$/.test(digits)) return null;
  if (!DDD.has(Number(digits.slice(0, 2)))) return null;
  const local = digits.slice(2);
  if (local.length === 9 && local[0] !== "9") return null;
  if (local.length === 8 && !/^[2-5]/.test(local)) return null;
  const split = local.length - 4;
  return `(${digits.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}

/** The live input mask: (00) 00000-0000 as the person types (landlines get (00) 0000-0000). */
export function maskPhone(value: string): string {
  let digits = value.replace(/\D/g, "");
  // '+55 11 98765-4321' as WhatsApp copies it: the country code goes, the national number stays whole.
  if (/^\s*\+/.test(value) || digits.length > 11) {
    if (digits.startsWith("55")) digits = digits.slice(2);
    else if (digits.startsWith("0")) digits = digits.slice(1);
  }
  digits = digits.slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const local = digits.slice(2);
  if (local.length <= 4) return `(${ddd}) ${local}`;
  const split = local.length === 9 ? 5 : 4;
  return `(${ddd}) ${local.slice(0, split)}-${local.slice(split)}`;
}
