import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { maskCpf, normalizeCpf } from "./cpf";
import { itGives, itGivesForAll } from "./field-cases.test-helper";

/** A wrong check digit, repeated digits, the wrong length, letters. */
const NOT_CPFS = [
  "123.456.789-00",
  "123.456.789-19",
  "111.111.111-11",
  "000.000.000-00",
  "1234567890",
  "123456789091",
  "123.456.789-0x",
  "abc",
];

describe("CPF", () => {
  // The last is the Receita Federal's worked example (280.012.389-38).
  itGives("accepts a number whose two check digits hold, masked or not, and writes it 000.000.000-00", normalizeCpf, [
    ["12345678909", "123.456.789-09"],
    [" 123.456.789-09 ", "123.456.789-09"],
    ["280.012.389-38", "280.012.389-38"],
  ]);
  itGivesForAll("refuses a wrong check digit, repeated digits, the wrong length and letters", normalizeCpf, NOT_CPFS, null);

  it("changing any one digit of a valid CPF makes it invalid", () => {
    const valid = "28001238938";
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digit = (Number(valid[at]) + delta) % 10;
        const changed = valid.slice(0, at) + digit + valid.slice(at + 1);
        expect(normalizeCpf(changed)).toBeNull();
      }),
    );
  });

  itGives("masks as the person types", maskCpf, [
    ["", ""],
    ["123", "123"],
    ["1234", "123.4"],
    ["1234567", "123.456.7"],
    ["12345678909", "123.456.789-09"],
    ["123.456.789-0912", "123.456.789-09"],
  ]);
});
