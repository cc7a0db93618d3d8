import { describe, expect, it } from "vitest";
import { addressLine, deliveryAddressSchema } from "./address";
import { normalizeCoupon } from "./coupon";
import { sampleRequestSchema, sampleSchemaFor } from "./sample";

const SPLIT = {
  fullName: "Ana",
  email: "ana@exemplo.com",
  zipCode: "01310-100",
  street: "Rua Augusta",
  number: "1500",
  complement: "",
  district: "Consolação",
  city: "São Paulo",
  state: "SP",
};

describe("the split address", () => {
  it("makes the one line the panel shows", () => {
    expect(addressLine({ street: "Rua Augusta", number: "1500", complement: "Apto 12", district: "Consolação" })).toBe(
      "Rua Augusta, 1500, Apto 12 – Consolação",
    );
    expect(addressLine({ street: "Rua Augusta", number: "S/N", complement: null, district: "Consolação" })).toBe(
      "Rua Augusta, S/N – Consolação",
    );
  });

  it("reads 'sn', 's/n' and 'S/N' as a house without number", () => {
    for (const n of ["sn", "s/n", "S/N", "S / N"]) expect(sampleRequestSchema.parse({ ...SPLIT, number: n }).number, n).toBe("S/N");
  });

  it("keeps the CEP↔state check", () => {
    const wrong = sampleRequestSchema.safeParse({ ...SPLIT, state: "RJ" });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]).toMatchObject({ path: ["zipCode"], message: "Este CEP não pertence ao estado selecionado." });
    expect(deliveryAddressSchema.safeParse({ ...SPLIT, state: "BA" }).success).toBe(false);
  });

  it("a post with the single 'address' line and no split field is read by the older form's schema", () => {
    const { street, number, complement, district, ...rest } = SPLIT;
    void [street, number, complement, district];
    const legacy = { ...rest, address: "Rua Augusta, 1500" };
    expect(sampleSchemaFor(legacy).parse(legacy)).toMatchObject({
      address: "Rua Augusta, 1500",
      street: null,
      number: null,
      district: null,
    });
    // Any split field present: the split form, whose fields are then required.
    expect(sampleSchemaFor({ ...legacy, street: "" }).safeParse({ ...legacy, street: "" }).success).toBe(false);
    expect(sampleSchemaFor(SPLIT)).toBe(sampleRequestSchema);
  });
});

describe("coupon codes as typed", () => {
  it("any case, spaces or hyphens; nothing else", () => {
    expect(normalizeCoupon("frete-abcde-fghjk")).toBe("FRETE-ABCDE-FGHJK");
    expect(normalizeCoupon(" FRETE ABCDE FGHJK ")).toBe("FRETE-ABCDE-FGHJK");
    expect(normalizeCoupon("freteabcdefghjk")).toBe("FRETE-ABCDE-FGHJK");
    for (const bad of ["", "FRETE", "GRATIS-ABCDE-FGHJK", "FRETE-ABCDE-FGHJ", "FRETE-ABCDE-FGHJKL"])
      expect(normalizeCoupon(bad), bad).toBeNull();
  });
});
