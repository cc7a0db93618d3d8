import { describe, expect, it } from "vitest";
import { countItems, FAQ_GROUPS, filterFaq, highlightParts, searchTokens } from "./faq";

const allText = FAQ_GROUPS.flatMap((g) => g.items.map((i) => `${i.question} ${i.answer.join(" ")}`)).join("\n");

describe("FAQ content", () => {
  it("has the four groups of the specification", () => {
    expect(FAQ_GROUPS.map((g) => g.title)).toEqual(["Pedidos e entrega", "Pagamentos", "Produtos e qualidade", "Conta e perfil"]);
    expect(new Set(FAQ_GROUPS.flatMap((g) => g.items.map((i) => i.id))).size).toBe(countItems(FAQ_GROUPS));
  });

  it("carries every figure of the specification", () => {
    for (const figure of [
      "3 a 5 dias úteis para as regiões Sul e Sudeste",
      "5 a 7 dias úteis para o Nordeste",
      "7 a 10 dias úteis para as regiões Norte e Centro-Oeste",
      "até 12 vezes, sem juros para compras acima de R$ 200",
      "cartão de crédito, cartão de débito, Pix e boleto",
      "Não oferecemos pagamento na entrega",
      "30 dias a partir do recebimento",
      "em até 24 horas, de segunda a sexta, das 8h às 18h",
      "você paga apenas o frete",
    ]) {
      expect(allText, figure).toContain(figure);
    }
  });
});

describe("FAQ search", () => {
  it("ignores case and accents, in questions and answers", () => {
    const byQuestion = filterFaq(FAQ_GROUPS, "PAGAMENTO NA ENTREGA");
    expect(byQuestion.flatMap((g) => g.items.map((i) => i.id))).toContain("pagamento-na-entrega");
    const byAnswer = filterFaq(FAQ_GROUPS, "centro oeste");
    expect(byAnswer.flatMap((g) => g.items.map((i) => i.id))).toEqual(["prazo-de-entrega"]);
    expect(countItems(filterFaq(FAQ_GROUPS, "ANVISA"))).toBe(countItems(filterFaq(FAQ_GROUPS, "anvisa")));
    expect(countItems(filterFaq(FAQ_GROUPS, "credito"))).toBeGreaterThan(0);
    expect(countItems(filterFaq(FAQ_GROUPS, "credito"))).toBe(countItems(filterFaq(FAQ_GROUPS, "Crédito")));
  });

  it("needs every word, keeps the group order, drops empty groups", () => {
    const result = filterFaq(FAQ_GROUPS, "pix boleto");
    expect(result.length).toBeGreaterThan(0);
    for (const group of result) {
      expect(group.items.length).toBeGreaterThan(0);
      for (const item of group.items) expect(`${item.question} ${item.answer}`.toLowerCase()).toMatch(/pix[\s\S]*boleto|boleto[\s\S]*pix/);
    }
    expect(filterFaq(FAQ_GROUPS, "xyzzy")).toEqual([]);
    expect(filterFaq(FAQ_GROUPS, "   ")).toBe(FAQ_GROUPS);
  });

  it("splits the query into folded words", () => {
    expect(searchTokens("  Cartão, de   CRÉDITO! ")).toEqual(["cartao", "de", "credito"]);
  });

  it("marks the matching runs of the original text", () => {
    expect(highlightParts("Cartão de crédito", ["credito", "cartao"])).toEqual([
      { text: "Cartão", match: true },
      { text: " de ", match: false },
      { text: "crédito", match: true },
    ]);
    expect(highlightParts("Sem busca", [])).toEqual([{ text: "Sem busca", match: false }]);
  });
});
