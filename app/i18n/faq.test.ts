import { describe, expect, it } from "vitest";
import { answerText, countItems, FAQ_GROUPS, FAQ_STORE_MARKER, searchTokens, type FaqAnswers } from "./faq";
import { FAQ_ANSWERS, faqPageJsonLd } from "./faq-answers";
import { filterFaq, highlightParts, wordStem } from "./faq-search";

const ANSWERS: FaqAnswers = FAQ_ANSWERS;
const allText = FAQ_GROUPS.flatMap((g) => g.items.map((i) => `${i.question} ${answerText(ANSWERS[i.id])}`)).join("\n");
const filter = (query: string) => filterFaq(FAQ_GROUPS, query, ANSWERS);

describe("FAQ content", () => {
  it("has the four groups of the specification", () => {
    expect(FAQ_GROUPS.map((g) => g.title)).toEqual(["Pedidos e entrega", "Pagamentos", "Produtos e qualidade", "Conta e perfil"]);
    expect(new Set(FAQ_GROUPS.flatMap((g) => g.items.map((i) => i.id))).size).toBe(countItems(FAQ_GROUPS));
  });

  it("answers every question, and only them (the answers are a chunk of their own)", () => {
    const ids = FAQ_GROUPS.flatMap((g) => g.items.map((i) => i.id));
    expect(Object.keys(ANSWERS).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(ANSWERS[id].answer.length, id).toBeGreaterThan(0);
  });

  it("gives the page its FAQPage structured data, every question with its whole answer", () => {
    const data = faqPageJsonLd();
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(countItems(FAQ_GROUPS));
    expect(data.mainEntity[2]).toEqual({
      "@type": "Question",
      name: FAQ_GROUPS[0].items[2].question,
      acceptedAnswer: { "@type": "Answer", text: ANSWERS[FAQ_GROUPS[0].items[2].id].answer.join(" ") },
    });
    // The store's paragraphs come after the others, under their marker.
    const payments = data.mainEntity.find((q) => q.name === "Quais formas de pagamento vocês aceitam?")!;
    expect(payments.acceptedAnswer.text).toMatch(
      /^Amostras grátis: o frete é pago só por Pix.* Compras na loja: Na loja, aceitamos cartão de crédito, cartão de débito, Pix e boleto\.$/,
    );
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

describe("what the FAQ says of payments (samples by Pix only; the store's purchases marked)", () => {
  const ids = FAQ_GROUPS.flatMap((g) => g.items.map((i) => i.id));

  it("speaks of cards, boleto and instalments only under the store's marker", () => {
    expect(FAQ_STORE_MARKER).toBe("Compras na loja");
    for (const id of ids) {
      // Only to say the samples' shipping takes neither.
      for (const paragraph of ANSWERS[id].answer)
        expect(paragraph.replace("Não aceitamos cartão nem boleto para o frete.", ""), id).not.toMatch(
          /cart[aã]o|boleto|parcel|estorno|fatura/i,
        );
    }
    const marked = ids.filter((id) => ANSWERS[id].store?.length);
    expect(marked.sort()).toEqual(
      [
        "confirmacao-do-pagamento",
        "formas-de-pagamento",
        "garantia-de-satisfacao",
        "parcelamento",
        "pedido-chegou-danificado",
        "reembolso",
      ].sort(),
    );
    expect(ANSWERS["formas-de-pagamento"].store).toEqual(["Na loja, aceitamos cartão de crédito, cartão de débito, Pix e boleto."]);
  });

  it("says the samples' shipping is paid by Pix, and that nothing is paid when the store pays it", () => {
    for (const id of [
      "como-funciona-a-amostra-gratis",
      "formas-de-pagamento",
      "parcelamento",
      "pagamento-na-entrega",
      "confirmacao-do-pagamento",
      "frete-da-amostra",
      "reembolso",
    ]) {
      expect(ANSWERS[id].answer.join(" "), id).toContain("Pix");
    }
    expect(ANSWERS["formas-de-pagamento"].answer[0]).toMatch(/^Amostras grátis: o frete é pago só por Pix/);
    for (const id of ["como-funciona-a-amostra-gratis", "formas-de-pagamento", "frete-da-amostra"]) {
      expect(ANSWERS[id].answer.join(" "), id).toMatch(/frete está por nossa conta.*(não paga nada|nada a pagar)/);
    }
  });

  it("finds the store's paragraphs too", () => {
    expect(filter("boleto").flatMap((g) => g.items.map((i) => i.id))).toEqual([
      "formas-de-pagamento",
      "confirmacao-do-pagamento",
      "reembolso",
    ]);
  });
});

describe("FAQ search", () => {
  it("ignores case and accents, in questions and answers", () => {
    const byQuestion = filter("PAGAMENTO NA ENTREGA");
    expect(byQuestion.flatMap((g) => g.items.map((i) => i.id))).toContain("pagamento-na-entrega");
    const byAnswer = filter("centro oeste");
    expect(byAnswer.flatMap((g) => g.items.map((i) => i.id))).toEqual(["prazo-de-entrega"]);
    expect(countItems(filter("ANVISA"))).toBe(countItems(filter("anvisa")));
    expect(countItems(filter("credito"))).toBeGreaterThan(0);
    expect(countItems(filter("credito"))).toBe(countItems(filter("Crédito")));
  });

  it("needs every word, keeps the group order, drops empty groups", () => {
    const result = filter("pix boleto");
    expect(result.length).toBeGreaterThan(0);
    for (const group of result) {
      expect(group.items.length).toBeGreaterThan(0);
      for (const item of group.items)
        expect(`${item.question} ${answerText(ANSWERS[item.id])}`.toLowerCase()).toMatch(/pix[\s\S]*boleto|boleto[\s\S]*pix/);
    }
    expect(filter("xyzzy")).toEqual([]);
    expect(filter("   ")).toBe(FAQ_GROUPS);
  });

  it("matches word forms and common synonyms ('devolução' found nothing, the answers say 'devolver')", () => {
    const ids = (query: string) => filter(query).flatMap((g) => g.items.map((i) => i.id));
    const found = ids("devolução");
    expect(found.length).toBeGreaterThan(0);
    for (const id of found) expect(`${id} ${answerText(ANSWERS[id])}`).toMatch(/devol|reembols|estorn|troca|trocar|troque/i);
    expect(found.some((id) => /devolver/.test(answerText(ANSWERS[id])))).toBe(true);
    expect(ids("devolucao")).toEqual(found);
    expect(ids("DEVOLUÇÃO")).toEqual(found);
    expect(ids("devoluções")).toEqual(found);
    // Word forms: a plural or a verb finds the noun and back.
    expect(ids("entregas").length).toBeGreaterThan(0);
    expect(ids("entregas")).toEqual(ids("entrega"));
    expect(ids("cancelamento")).toEqual(ids("cancelar"));
    expect(wordStem("entregas")).toBe("entreg");
    expect(wordStem("pix")).toBe("pix");
  });

  it("marks whole words found through a synonym or a word form", () => {
    expect(highlightParts("Você pode devolver o produto.", ["devolucao"])).toEqual([
      { text: "Você pode ", match: false },
      { text: "devolver", match: true },
      { text: " o produto.", match: false },
    ]);
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
