import { describe, expect, it } from "vitest";
import { buyLink } from "./store-link";

const params = (href: string | null) => Object.fromEntries(new URL(href!).searchParams);

describe("buyLink", () => {
  it("leads to the product's own store address with the campaign tags", () => {
    const href = buyLink({
      productUrl: "https://loja.example.com/melatonina",
      storeUrl: null,
      slug: "melatonina-camomila",
      medium: "site",
    });
    expect(href).toBe("https://loja.example.com/melatonina?utm_source=raizvital&utm_medium=site&utm_campaign=melatonina-camomila");
  });

  it("tags a customer who had a sample of the product as the 'amostra' medium", () => {
    const href = buyLink({ productUrl: "https://loja.example.com/p", storeUrl: null, slug: "x", medium: "amostra" });
    expect(params(href)).toEqual({ utm_source: "raizvital", utm_medium: "amostra", utm_campaign: "x" });
  });

  it("keeps the address's own query and replaces tags of the same name", () => {
    const href = buyLink({
      productUrl: "https://loja.example.com/p?sku=123&utm_source=outro#topo",
      storeUrl: "https://ignored.example.com",
      slug: "bacopa",
      medium: "site",
    });
    const url = new URL(href!);
    expect(url.pathname).toBe("/p");
    expect(url.hash).toBe("#topo");
    expect(params(href)).toEqual({ sku: "123", utm_source: "raizvital", utm_medium: "site", utm_campaign: "bacopa" });
  });

  it("falls back to STORE_URL with the slug as the last path segment", () => {
    expect(buyLink({ productUrl: null, storeUrl: "https://loja.example.com", slug: "glucomanan", medium: "site" })).toBe(
      "https://loja.example.com/glucomanan?utm_source=raizvital&utm_medium=site&utm_campaign=glucomanan",
    );
    expect(buyLink({ productUrl: "", storeUrl: "https://loja.example.com/produtos/?ref=rv", slug: "maca", medium: "amostra" })).toBe(
      "https://loja.example.com/produtos/maca?ref=rv&utm_source=raizvital&utm_medium=amostra&utm_campaign=maca",
    );
  });

  it("gives no link without any store address, or with one that is not http(s)", () => {
    expect(buyLink({ productUrl: null, storeUrl: null, slug: "x", medium: "site" })).toBeNull();
    expect(buyLink({ productUrl: "  ", storeUrl: undefined, slug: "x", medium: "site" })).toBeNull();
    expect(buyLink({ productUrl: "javascript:alert(1)", storeUrl: null, slug: "x", medium: "site" })).toBeNull();
  });
});
