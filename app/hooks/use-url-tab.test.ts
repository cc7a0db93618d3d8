import { describe, expect, it } from "vitest";
import { parseTab } from "./use-url-tab";

const TABS = ["remocao", "contato", "retencao"] as const;

describe("parseTab", () => {
  it("reads a known tab", () => {
    expect(parseTab("contato", TABS, "remocao")).toBe("contato");
    expect(parseTab("retencao", TABS, "remocao")).toBe("retencao");
  });

  it("gives the default for a missing or unknown value", () => {
    for (const value of [null, undefined, "", "Contato", "contato ", "outra", "__proto__", "toString"]) {
      expect(parseTab(value, TABS, "remocao"), String(value)).toBe("remocao");
    }
  });
});
