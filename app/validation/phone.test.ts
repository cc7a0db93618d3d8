import { describe, expect, it } from "vitest";
import { itGives, itGivesForAll } from "./field-cases.test-helper";
import { maskPhone, normalizePhone } from "./phone";

/** Too short, a DDD not in use, a mobile without its 9, a landline starting 1, a foreign number, too long. */
const NOT_PHONES = [
  "",
  "12345",
  "(11) 8765-432",
  "(10) 98765-4321",
  "(11) 88765-4321",
  "(11) 1234-5678",
  "+1 415 555 0100",
  "119876543210",
];

describe("Brazilian phone", () => {
  itGives("formats mobiles and landlines, with or without +55", normalizePhone, [
    ["11987654321", "(11) 98765-4321"],
    ["(11) 98765-4321", "(11) 98765-4321"],
    ["+55 (21) 99876-5432", "(21) 99876-5432"],
    ["011 98765 4321", "(11) 98765-4321"],
    ["(11) 3456-7890", "(11) 3456-7890"],
    ["5511345678 90", "(11) 3456-7890"],
  ]);
  itGivesForAll("rejects what is not a Brazilian number", normalizePhone, NOT_PHONES, null);
  itGives("masks as (00) 00000-0000 while typing", maskPhone, [
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["1198765", "(11) 9876-5"],
    ["1134567890", "(11) 3456-7890"],
    ["11987654321", "(11) 98765-4321"],
    ["(11) 98765-43219", "(11) 98765-4321"],
  ]);
});

describe("a number copied from WhatsApp", () => {
  itGives("keeps the national number when pasted with +55", maskPhone, [
    ["+55 11 98765-4321", "(11) 98765-4321"],
    ["+55 (21) 3456-7890", "(21) 3456-7890"],
    ["5511987654321", "(11) 98765-4321"],
    ["11987654321", "(11) 98765-4321"],
  ]);

  it("the masked paste is a valid number", () => {
    expect(normalizePhone(maskPhone("+55 11 98765-4321"))).toBe("(11) 98765-4321");
  });
});
