import { describe, expect, it } from "vitest";
import { maskPhone, normalizePhone } from "./phone";

describe("Brazilian phone", () => {
  it("formats mobiles and landlines, with or without +55", () => {
    expect(normalizePhone("11987654321")).toBe("(11) 98765-4321");
    expect(normalizePhone("(11) 98765-4321")).toBe("(11) 98765-4321");
    expect(normalizePhone("+55 (21) 99876-5432")).toBe("(21) 99876-5432");
    expect(normalizePhone("011 98765 4321")).toBe("(11) 98765-4321");
    expect(normalizePhone("(11) 3456-7890")).toBe("(11) 3456-7890");
    expect(normalizePhone("5511345678 90")).toBe("(11) 3456-7890");
  });

  it("rejects what is not a Brazilian number", () => {
    for (const bad of ["", "12345", "(11) 8765-432", "(10) 98765-4321", "(11) 88765-4321", "(11) 1234-5678", "+1 415 555 0100", "119876543210"]) {
      expect(normalizePhone(bad), bad).toBeNull();
    }
  });

  it("masks as (00) 00000-0000 while typing", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone("1")).toBe("(1");
    expect(maskPhone("11")).toBe("(11");
    expect(maskPhone("119")).toBe("(11) 9");
    expect(maskPhone("1198765")).toBe("(11) 9876-5");
    expect(maskPhone("1134567890")).toBe("(11) 3456-7890");
    expect(maskPhone("11987654321")).toBe("(11) 98765-4321");
    expect(maskPhone("(11) 98765-43219")).toBe("(11) 98765-4321");
  });
});

describe("a number copied from WhatsApp", () => {
  it("keeps the national number when pasted with +55", () => {
    expect(maskPhone("+55 11 98765-4321")).toBe("(11) 98765-4321");
    expect(maskPhone("+55 (21) 3456-7890")).toBe("(21) 3456-7890");
    expect(maskPhone("5511987654321")).toBe("(11) 98765-4321");
    expect(normalizePhone(maskPhone("+55 11 98765-4321"))).toBe("(11) 98765-4321");
    expect(maskPhone("11987654321")).toBe("(11) 98765-4321");
  });
});
