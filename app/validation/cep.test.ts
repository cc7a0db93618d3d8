import { describe, expect, it } from "vitest";
import { BR_STATES } from "~/db/schema/enums";
import { CEP_MESSAGES, CEP_RANGES, cepBelongsToState, lookupCep, maskCep, normalizeCep, stateForCep } from "./cep";
import { CEP_PLACES } from "./cep-places";
import { deliveryAddressSchema } from "./address";
import { itGives, itGivesForAll } from "./field-cases.test-helper";

describe("CEP format", () => {
  itGives("accepts 00000-000 and the digits alone, formatted", normalizeCep, [
    ["01310-100", "01310-100"],
    ["01310100", "01310-100"],
    [" 01310100 ", "01310-100"],
  ]);
  itGivesForAll(
    "rejects anything else",
    normalizeCep,
    ["", "0131-0100", "013101000", "1310100", "01310.100", "01310 100", "abcde-fgh", "01310-10"],
    null,
  );
  itGives("masks while typing", maskCep, [
    ["0", "0"],
    ["01310", "01310"],
    ["013101", "01310-1"],
    ["01310-100", "01310-100"],
    ["01310100999", "01310-100"],
    ["a0b1310c100", "01310-100"],
  ]);
});

describe("CEP ranges of the 27 states", () => {
  it("has a range for every state, without overlaps", () => {
    expect(Object.keys(CEP_RANGES).sort()).toEqual([...BR_STATES].sort());
    const all = Object.entries(CEP_RANGES).flatMap(([uf, ranges]) => ranges.map(([from, to]) => ({ uf, from, to })));
    all.sort((a, b) => a.from - b.from);
    for (let i = 1; i < all.length; i++) expect(all[i].from, `${all[i - 1].uf}/${all[i].uf}`).toBeGreaterThan(all[i - 1].to);
  });

  it.each([
    ["01310-100", "SP"],
    ["13083-970", "SP"],
    ["20040-020", "RJ"],
    ["29010-935", "ES"],
    ["30130-010", "MG"],
    ["40020-000", "BA"],
    ["49010-000", "SE"],
    ["50030-230", "PE"],
    ["57020-050", "AL"],
    ["58013-420", "PB"],
    ["59025-003", "RN"],
    ["60060-170", "CE"],
    ["64000-040", "PI"],
    ["65010-000", "MA"],
    ["66010-000", "PA"],
    ["68900-073", "AP"],
    ["69005-070", "AM"],
    ["69400-000", "AM"],
    ["69301-000", "RR"],
    ["69900-062", "AC"],
    ["70040-010", "DF"],
    ["73000-000", "DF"],
    ["72800-000", "GO"],
    ["74003-010", "GO"],
    ["76801-000", "RO"],
    ["77001-002", "TO"],
    ["78005-000", "MT"],
    ["79002-000", "MS"],
    ["80010-000", "PR"],
    ["88010-000", "SC"],
    ["90010-000", "RS"],
  ])("%s is in %s", (cep, uf) => {
    expect(stateForCep(cep)).toBe(uf);
    expect(cepBelongsToState(cep.replace("-", ""), uf)).toBe(true);
    expect(cepBelongsToState(cep, uf === "SP" ? "RJ" : "SP")).toBe(false);
  });

  it("knows the edges", () => {
    expect(stateForCep("00999-999")).toBeNull();
    expect(stateForCep("01000-000")).toBe("SP");
    expect(stateForCep("19999-999")).toBe("SP");
    expect(stateForCep("28999-999")).toBe("RJ");
    expect(stateForCep("72799-999")).toBe("DF");
    expect(stateForCep("73699-999")).toBe("DF");
    expect(stateForCep("73700-000")).toBe("GO");
    expect(stateForCep("76799-999")).toBe("GO");
    expect(stateForCep("68899-999")).toBe("PA");
    expect(stateForCep("99999-999")).toBe("RS");
  });
});

describe("what a CEP tells (issue 36: the CEP decides the state)", () => {
  it("gives the state, and the city and neighbourhood where the table of places has them", () => {
    expect(lookupCep("01310-100")).toEqual({ state: "SP", city: "São Paulo", district: "Bela Vista" });
    expect(lookupCep("40020000")).toEqual({ state: "BA", city: "Salvador", district: "Comércio" });
    expect(lookupCep("41820-000")).toEqual({ state: "BA", city: "Salvador", district: null });
    expect(lookupCep("13083-970")).toEqual({ state: "SP", city: "Campinas", district: null });
    // A state's range with no city in the table: the state alone.
    expect(lookupCep("47800-000")).toEqual({ state: "BA", city: null, district: null });
  });

  it("says a well-formed CEP in no state's range is unknown, and waits for an incomplete one", () => {
    expect(lookupCep("00000-000")).toBe("unknown");
    expect(lookupCep("00999-999")).toBe("unknown");
    expect(lookupCep("4002")).toBeNull();
  });

  it("has every capital's city inside its own state's range", () => {
    for (const place of CEP_PLACES) {
      const from = stateForCep(`${String(place.from).padStart(5, "0")}-000`);
      const to = stateForCep(`${String(place.to).padStart(5, "0")}-999`);
      expect(from, place.city).not.toBeNull();
      expect(to, place.city).toBe(from);
    }
  });
});

describe("the table of places, checked against bahge/zipcodesearch (2026-11-29)", () => {
  // A CEP in the middle of each capital's range (both ranges where a capital has two).
  it.each([
    ["03499-500", "SP", "São Paulo"],
    ["08249-500", "SP", "São Paulo"],
    ["21899-500", "RJ", "Rio de Janeiro"],
    ["29049-500", "ES", "Vitória"],
    ["30999-500", "MG", "Belo Horizonte"],
    ["41299-500", "BA", "Salvador"],
    ["49049-500", "SE", "Aracaju"],
    ["51499-500", "PE", "Recife"],
    ["57049-500", "AL", "Maceió"],
    ["58049-500", "PB", "João Pessoa"],
    ["59069-500", "RN", "Natal"],
    ["60799-500", "CE", "Fortaleza"],
    ["64049-500", "PI", "Teresina"],
    ["65054-500", "MA", "São Luís"],
    ["66499-500", "PA", "Belém"],
    ["68907-500", "AP", "Macapá"],
    ["69049-500", "AM", "Manaus"],
    ["69319-500", "RR", "Boa Vista"],
    ["69912-500", "AC", "Rio Branco"],
    ["71399-500", "DF", "Brasília"],
    ["73349-500", "DF", "Brasília"],
    ["74449-500", "GO", "Goiânia"],
    ["76824-500", "RO", "Porto Velho"],
    ["77149-500", "TO", "Palmas"],
    ["78054-500", "MT", "Cuiabá"],
    ["79064-500", "MS", "Campo Grande"],
    ["81499-500", "PR", "Curitiba"],
    ["88049-500", "SC", "Florianópolis"],
    ["90999-500", "RS", "Porto Alegre"],
  ])("%s is in %s, %s", (cep, state, city) => {
    expect(lookupCep(cep)).toEqual({ state, city, district: null });
  });

  // The ranges of other cities that the check corrected or completed, at their new middle and top.
  it.each([
    ["11124-500", "SP", "Santos"],
    ["25249-500", "RJ", "Duque de Caxias"],
    ["26249-500", "RJ", "Nova Iguaçu"],
    ["36053-500", "MG", "Juiz de Fora"],
    ["38419-500", "MG", "Uberlândia"],
    ["44074-500", "BA", "Feira de Santana"],
    ["86062-500", "PR", "Londrina"],
  ])("%s is in %s, %s", (cep, state, city) => {
    expect(lookupCep(cep)).toEqual({ state, city, district: null });
  });

  it("has the corrected upper edges", () => {
    expect(lookupCep("49099-999")).toMatchObject({ city: "Aracaju" });
    expect(lookupCep("69924-999")).toMatchObject({ city: "Rio Branco" });
    expect(lookupCep("76849-999")).toMatchObject({ city: "Porto Velho" });
    expect(lookupCep("77299-999")).toMatchObject({ city: "Palmas" });
    expect(lookupCep("72799-999")).toMatchObject({ state: "DF", city: "Brasília" });
    expect(lookupCep("73699-999")).toMatchObject({ state: "DF", city: "Brasília" });
    expect(lookupCep("11249-999")).toMatchObject({ city: "Santos" });
    expect(lookupCep("38439-999")).toMatchObject({ city: "Uberlândia" });
    // Just past an edge: another municipality, not in the table.
    expect(lookupCep("69925-000")).toEqual({ state: "AC", city: null, district: null });
    expect(lookupCep("26100-000")).toEqual({ state: "RJ", city: null, district: null });
  });

  it("keeps every neighbourhood inside one of its own city's ranges", () => {
    for (const place of CEP_PLACES.filter((p) => p.district)) {
      const inside = CEP_PLACES.some((c) => !c.district && c.city === place.city && c.from <= place.from && place.to <= c.to);
      expect(inside, `${place.city} / ${place.district}`).toBe(true);
    }
  });
});

describe("the address schema's CEP", () => {
  it("refuses a CEP of no state in its own words, not as another state's", () => {
    const result = deliveryAddressSchema.safeParse({
      fullName: "Ana Souza",
      zipCode: "00000-000",
      street: "Rua A",
      number: "1",
      district: "Centro",
      city: "São Paulo",
      state: "SP",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.filter((i) => i.path[0] === "zipCode").map((i) => i.message);
    expect(messages).toEqual([CEP_MESSAGES.unknown]);
  });
});
