import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isBrazilianPhone, maskPhone, profileSchema } from "./profile";

describe("phone", () => {
  it("masks as the person types", () => {
    expect(maskPhone("1")).toBe("(1");
    expect(maskPhone("119")).toBe("(11) 9");
    expect(maskPhone("1198765")).toBe("(11) 9876-5");
    expect(maskPhone("1140001234")).toBe("(11) 4000-1234");
    expect(maskPhone("11987654321")).toBe("(11) 98765-4321");
    expect(maskPhone("(11) 98765-43210000")).toBe("(11) 98765-4321");
  });

  it("accepts Brazilian mobiles and landlines with a DDD in use", () => {
    for (const ok of ["(11) 98765-4321", "11987654321", "+55 21 99876-5432", "(61) 3322-1100", "(85) 4000-1234"]) {
      expect(isBrazilianPhone(ok), ok).toBe(true);
    }
    for (const bad of ["(00) 98765-4321", "(20) 98765-4321", "(11) 88765-4321", "(11) 1234-5678", "98765-4321", "123"]) {
      expect(isBrazilianPhone(bad), bad).toBe(false);
    }
  });

  it("masking is idempotent and never longer than the mask", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const masked = maskPhone(s);
        expect(masked.length).toBeLessThanOrEqual(15);
        expect(maskPhone(masked)).toBe(masked);
      }),
    );
  });
});

describe("the profile's phone, pasted from WhatsApp (issue #22, point 5)", () => {
  it("the mask keeps the national number instead of '(55) 11987-6543'", () => {
    expect(maskPhone("+55 11 98765-4321")).toBe("(11) 98765-4321");
    expect(maskPhone("+55 (21) 3456-7890")).toBe("(21) 3456-7890");
  });

  it("the form accepts it and stores it as (00) 00000-0000", () => {
    expect(profileSchema.parse({ fullName: "Ana", email: "ana@x.com", phone: "+55 11 98765-4321" }).phone).toBe("(11) 98765-4321");
    expect(profileSchema.parse({ fullName: "Ana", email: "ana@x.com", phone: maskPhone("+55 11 98765-4321") }).phone).toBe("(11) 98765-4321");
    expect(profileSchema.safeParse({ fullName: "Ana", email: "ana@x.com", phone: "(55) 11987-6543" }).success).toBe(false);
  });
});

describe("profile form", () => {
  it("requires name and e-mail; the phone is optional and stored masked", () => {
    expect(profileSchema.parse({ fullName: " Ana ", email: "ANA@x.com", phone: "" })).toEqual({ fullName: "Ana", email: "ana@x.com", phone: null });
    expect(profileSchema.parse({ fullName: "Ana", email: "ana@x.com", phone: "11987654321" }).phone).toBe("(11) 98765-4321");
    expect(profileSchema.safeParse({ fullName: "", email: "ana@x.com" }).success).toBe(false);
    expect(profileSchema.safeParse({ fullName: "Ana", email: "" }).success).toBe(false);
    expect(profileSchema.safeParse({ fullName: "Ana", email: "ana@x.com", phone: "12345" }).success).toBe(false);
  });
});
