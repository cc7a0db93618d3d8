import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveSlug, SLUG_PATTERN, slugField, slugify } from "./slug";

describe("slug from a name or title", () => {
  it("lowercases, removes accents, drops symbols and turns spaces into hyphens", () => {
    expect(slugify("Magnésio Dimalato")).toBe("magnesio-dimalato");
    expect(slugify("  Ômega 3: o guia (2026)!  ")).toBe("omega-3-o-guia-2026");
    expect(slugify("Café & Foco — já")).toBe("cafe-foco-ja");
    expect(slugify("Chá-verde   EGCG")).toBe("cha-verde-egcg");
    expect(slugify("Ação, coração e pão")).toBe("acao-coracao-e-pao");
  });

  it("keeps hyphens typed by the person, without doubling them or leaving them at the ends", () => {
    expect(slugify("5 - pilares -- da vitalidade -")).toBe("5-pilares-da-vitalidade");
    expect(slugify("---")).toBe("");
  });

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
