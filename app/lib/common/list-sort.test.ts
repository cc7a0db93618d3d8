import { describe, expect, it } from "vitest";
import { parseSort, sortHref, sortSpec, sortValue } from "./list-sort";

const SPEC = sortSpec(["nome", "pontos", "cadastro"] as const, { key: "cadastro", dir: "desc" });
const fallback = SPEC.fallback;

describe("parseSort", () => {
  it("reads a whitelisted key, ascending, or descending with a leading minus", () => {
    expect(parseSort("nome", SPEC)).toEqual({ key: "nome", dir: "asc", fallback });
    expect(parseSort("-pontos", SPEC)).toEqual({ key: "pontos", dir: "desc", fallback });
  });

  it("falls back to the default for anything else, never throwing", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "-",
      "senha",
      "-senha",
      "nome;drop table",
      "NOME",
      "--nome",
      " nome",
      "x".repeat(500),
      "created_at",
    ]) {
      expect(parseSort(bad, SPEC), String(bad)).toEqual({ key: "cadastro", dir: "desc", fallback });
    }
  });

  it("writes the value back as it reads it", () => {
    expect(sortValue({ key: "pontos", dir: "desc" })).toBe("-pontos");
    expect(sortValue({ key: "nome", dir: "asc" })).toBe("nome");
  });
});

describe("sortHref", () => {
  const current = parseSort(null, SPEC);

  it("orders a new column in its first direction, keeps the filters and goes back to page 1", () => {
    expect(sortHref("?q=ana&status=active&pagina=3", "pontos", "desc", current)).toBe("?q=ana&status=active&ordem=-pontos");
    expect(sortHref("?q=ana", "nome", "asc", current)).toBe("?q=ana&ordem=nome");
  });

  it("flips the column in force", () => {
    expect(sortHref("?ordem=-pontos", "pontos", "desc", parseSort("-pontos", SPEC))).toBe("?ordem=pontos");
    expect(sortHref("?ordem=pontos", "pontos", "desc", parseSort("pontos", SPEC))).toBe("?ordem=-pontos");
  });

  it("drops the parameter for the default order", () => {
    expect(sortHref("?ordem=cadastro&q=x", "cadastro", "desc", parseSort("cadastro", SPEC))).toBe("?q=x");
    expect(sortHref("?ordem=nome", "cadastro", "desc", parseSort("nome", SPEC))).toBe("?");
  });

  it("leaves the page alone when the list has none, and can use its own parameters", () => {
    expect(sortHref("?pagina=2", "nome", "asc", current, null)).toBe("?pagina=2&ordem=nome");
    expect(sortHref("?pagina=2", "nome", "asc", current, "pagina", "ordem-resgates")).toBe("?ordem-resgates=nome");
  });
});
