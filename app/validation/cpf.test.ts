import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { maskCpf, normalizeCpf } from "./cpf";

describe("CPF", () => {
  it("accepts a number whose two check digits hold, masked or not, and writes it 000.000.000-00", () => {
    expect(normalizeCpf("12345678909")).toBe("123.456.789-09");
    expect(normalizeCpf(" 123.456.789-09 ")).toBe("123.456.789-09");
    // The Receita Federal's worked example (280.012.389-38).
    expect(normalizeCpf("280.012.389-38")).toBe("280.012.389-38");
  });

  it("refuses a wrong check digit, repeated digits, the wrong length and letters", () => {
    for (const bad of ["123.456.789-00", "123.456.789-19", "111.111.111-11", "000.000.000-00", "1234567890", "123456789091", "123.456.789-0x", "abc"]) {
      expect(normalizeCpf(bad), bad).toBeNull();
    }
  });

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

  it("masks as the person types", () => {
    expect(maskCpf("")).toBe("");
    expect(maskCpf("123")).toBe("123");
    expect(maskCpf("1234")).toBe("123.4");
    expect(maskCpf("1234567")).toBe("123.456.7");
    expect(maskCpf("12345678909")).toBe("123.456.789-09");
    expect(maskCpf("123.456.789-0912")).toBe("123.456.789-09");
  });
});
