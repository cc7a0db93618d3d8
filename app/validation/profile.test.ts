import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { itGives, itGivesForAll } from "./field-cases.test-helper";
import { isBrazilianPhone, maskPhone, profileSchema } from "./profile";

describe("phone", () => {
  itGives("masks as the person types", maskPhone, [
    ["1", "(1"],
    ["119", "(11) 9"],
    ["1198765", "(11) 9876-5"],
    ["1140001234", "(11) 4000-1234"],
    ["11987654321", "(11) 98765-4321"],
    ["(11) 98765-43210000", "(11) 98765-4321"],
  ]);
  itGivesForAll(
    "accepts Brazilian mobiles and landlines with a DDD in use",
    isBrazilianPhone,
    ["(11) 98765-4321", "11987654321", "+55 21 99876-5432", "(61) 3322-1100", "(85) 4000-1234"],
    true,
  );
  itGivesForAll(
    "refuses numbers without a DDD in use, a mobile without its 9, and short ones",
    isBrazilianPhone,
    ["(00) 98765-4321", "(20) 98765-4321", "(11) 88765-4321", "(11) 1234-5678", "98765-4321", "123"],
    false,
  );

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

describe("the profile's phone, pasted from WhatsApp", () => {
  itGives("the mask keeps the national number instead of '(55) 11987-6543'", maskPhone, [
    ["+55 11 98765-4321", "(11) 98765-4321"],
    ["+55 (21) 3456-7890", "(21) 3456-7890"],
  ]);

  it("the form accepts it and stores it as (00) 00000-0000", () => {
    expect(profileSchema.parse({ fullName: "Ana", email: "ana@x.com", phone: "+55 11 98765-4321" }).phone).toBe("(11) 98765-4321");
    expect(profileSchema.parse({ fullName: "Ana", email: "ana@x.com", phone: maskPhone("+55 11 98765-4321") }).phone).toBe(
      "(11) 98765-4321",
    );
    expect(profileSchema.safeParse({ fullName: "Ana", email: "ana@x.com", phone: "(55) 11987-6543" }).success).toBe(false);
  });
});

describe("profile form", () => {
  it("requires name and e-mail; the phone is optional and stored masked", () => {
    expect(profileSchema.parse({ fullName: " Ana ", email: "ANA@x.com", phone: "" })).toEqual({
      fullName: "Ana",
      email: "ana@x.com",
      phone: null,
    });
    expect(profileSchema.parse({ fullName: "Ana", email: "ana@x.com", phone: "11987654321" }).phone).toBe("(11) 98765-4321");
    expect(profileSchema.safeParse({ fullName: "", email: "ana@x.com" }).success).toBe(false);
    expect(profileSchema.safeParse({ fullName: "Ana", email: "" }).success).toBe(false);
    expect(profileSchema.safeParse({ fullName: "Ana", email: "ana@x.com", phone: "12345" }).success).toBe(false);
  });
});
