import { describe, expect, it } from "vitest";
import { firstName, greeting } from "./person-name";

describe("person names", () => {
  it("greets by the first name, however long the full name", () => {
    const long = `Maria ${"da Silva ".repeat(14)}Souza`.trim();
    expect(greeting(long)).toBe("Olá, Maria!");
    expect(greeting("  Ana   Paula ")).toBe("Olá, Ana!");
    expect(firstName("Joaquim")).toBe("Joaquim");
  });

  it("says only 'Olá!' without a name", () => {
    expect(greeting("")).toBe("Olá!");
    expect(greeting("   ")).toBe("Olá!");
    expect(greeting(null)).toBe("Olá!");
    expect(firstName(undefined)).toBe("");
  });
});
