import { describe, expect, it } from "vitest";
import { firstName, greeting, withoutName } from "./person-name";

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

describe("withoutName: a store reply to an anonymised customer", () => {
  it("drops the name with its comma from a greeting", () => {
    expect(withoutName("Obrigado, Carlos!", "Carlos Pereira")).toBe("Obrigado!");
    expect(withoutName("Obrigado, Carlos! Que bom que a bacopa ajudou.", "Carlos Pereira")).toBe("Obrigado! Que bom que a bacopa ajudou.");
    expect(withoutName("Olá Carlos, que bom saber disso.", "Carlos Pereira")).toBe("Olá, que bom saber disso.");
    expect(withoutName("Ficamos felizes, carlos.", "Carlos Pereira")).toBe("Ficamos felizes.");
  });

  it("drops the full name as well as the first name, and capitalises a line that began with it", () => {
    expect(withoutName("Oi, Carlos Pereira! Valeu.", "Carlos Pereira")).toBe("Oi! Valeu.");
    expect(withoutName("Carlos, obrigado pela avaliação!", "Carlos Pereira")).toBe("Obrigado pela avaliação!");
    expect(withoutName("Olá, Ângela!\nÂngela, conte com a gente.", "Ângela Souza")).toBe("Olá!\nConte com a gente.");
  });

  it("leaves other words alone, and a text without the name as it was", () => {
    expect(withoutName("Obrigado, Carlota!", "Carlos Pereira")).toBe("Obrigado, Carlota!");
    expect(withoutName("Obrigado pela avaliação!", "Carlos Pereira")).toBe("Obrigado pela avaliação!");
    expect(withoutName("Obrigado, Carlos!", "")).toBe("Obrigado, Carlos!");
    expect(withoutName("Obrigado (Carlos)!", "C.")).toBe("Obrigado (Carlos)!");
    expect(withoutName("Obrigado da equipe!", "da Silva")).toBe("Obrigado da equipe!");
  });
});
