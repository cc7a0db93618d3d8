import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itGives } from "../field-cases.test-helper";
import { resolveSlug, SLUG_PATTERN, slugField, slugify } from "./slug";

describe("slug from a name or title", () => {
  itGives("lowercases, removes accents, drops symbols and turns spaces into hyphens", slugify, [
    ["Magnésio Dimalato", "magnesio-dimalato"],
    ["  Ômega 3: o guia (2026)!  ", "omega-3-o-guia-2026"],
    ["Café & Foco — já", "cafe-foco-ja"],
    ["Chá-verde   EGCG", "cha-verde-egcg"],
    ["Ação, coração e pão", "acao-coracao-e-pao"],
  ]);
  itGives("keeps hyphens typed by the person, without doubling them or leaving them at the ends", slugify, [
    ["5 - pilares -- da vitalidade -", "5-pilares-da-vitalidade"],
    ["---", ""],
  ]);

  it("always yields a valid slug or nothing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it("an edited slug must already be a slug; empty falls back to the generated one", () => {
    expect(slugField.safeParse("meu-post-2").success).toBe(true);
    expect(slugField.safeParse("Meu Post").success).toBe(false);
    expect(slugField.safeParse("").data).toBe("");
    expect(resolveSlug("", "Olá Mundo")).toBe("ola-mundo");
    expect(resolveSlug("outro", "Olá Mundo")).toBe("outro");
  });
});
