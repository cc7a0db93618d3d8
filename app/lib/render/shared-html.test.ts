/**
 * Parts of pages rendered once on the server and reused (lib/shared-html.tsx) must come out exactly
 * as they do when rendered in place — the browser hydrates them as if they had been — whoever is
 * signed in, and must follow the data they are made from.
 */
import { PassThrough } from "node:stream";
import { createElement, type ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/site-footer";
import { Hero } from "~/components/home/hero";
import { MissionValues } from "~/components/home/mission-values";
import { ProductLines } from "~/components/home/product-lines";
import { Testimonials } from "~/components/home/testimonials";
import { ScienceSection } from "~/components/home/science-section";
import { BlogTeasers } from "~/components/home/blog-teasers";
import { FeaturedProducts } from "~/components/home/featured-products";
import { CatalogResults } from "~/components/catalog/catalog-results";
import type { ProductCardData } from "~/models/catalog.server";
import { PostLikeButton } from "~/components/blog/like-button";
import { PostCard, type PostCardData } from "~/components/blog/post-card";
import { ReviewList, type ReviewItem } from "~/components/catalog/review-list";
import { SharedHtml, SharedHtmlRenderer, type RenderSharedHtml } from "./shared-html";

const product = (i: number, name = `Produto ${i}`): ProductCardData => ({
  id: `p${i}`,
  name,
  slug: `produto-${i}`,
  summary: `Resumo do produto ${i} & <mais>`,
  benefits: ["Foco", "Energia"],
  imageUrl: `/images/products/produto-${i}.webp`,
  category: { slug: "cerebro-foco", name: "Cérebro & Foco" },
  rating: { average: i % 2 ? 4.5 : null, count: i },
  sampleDescription: "7 cápsulas · 7 dias",
});
const post = (i: number): PostCardData => ({
  id: `b${i}`,
  title: `Post ${i}`,
  slug: `post-${i}`,
  excerpt: "Um resumo.",
  imageUrl: null,
  readTime: 4,
  publishedAt: new Date("2026-03-0" + i + "T12:00:00Z"),
  category: { name: "Sono", slug: "sono" },
  authorName: "Equipe",
  likeCount: i,
  likedByMe: false,
});

const review = (i: number): ReviewItem => ({
  id: `r${i}`,
  rating: 1 + (i % 5),
  title: i % 2 ? `Título ${i}` : null,
  content: `Gostei & recomendo <muito> ${i}`,
  createdAt: new Date("2026-04-0" + i + "T12:00:00Z"),
  author: { name: `Pessoa ${i}`, initials: "P" + i, avatarUrl: i === 2 ? "/uploads/avatars/a.webp" : null },
  receivedSample: i % 2 === 0,
});

/** Renders as entry.server does (React's stream), with or without the reuse. */
async function render(page: () => ReactNode, renderer: RenderSharedHtml | null): Promise<string> {
  const Stub = createRoutesStub([
    { path: "/pagina", Component: () => createElement(SharedHtmlRenderer.Provider, { value: renderer }, page()) },
  ]);
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = "";
    out.on("data", (chunk) => (html += chunk));
    out.on("end", () => resolve(html));
    const { pipe } = renderToPipeableStream(createElement(Stub, { initialEntries: ["/pagina"] }), {
      onAllReady: () => pipe(out),
      onShellError: reject,
      onError: reject,
    });
  });
}

function counting() {
  const calls = { n: 0 };
  const renderer: RenderSharedHtml = (node) => {
    calls.n++;
    return renderToString(node);
  };
  return { calls, renderer };
}

describe("parts rendered once and reused", () => {
  const products = [product(1), product(2), product(3), product(4)];
  const posts = [post(1), post(2), post(3)];
  const reviews = [review(1), review(2), review(3)];
  const testimonials = [1, 2, 3].map((n) => ({
    id: `t${n}`,
    name: `Pessoa${n}`,
    initials: "P",
    place: n === 1 ? null : "Salvador – BA",
    productName: `Produto ${n}`,
    rating: 5,
    content: `Gostei muito da amostra ${n}.`,
  }));
  const viewers = [
    null,
    { fullName: "Cliente Demo", email: "cliente@raizvital.com.br" },
    { fullName: "Outra Pessoa", email: "outra@exemplo.com.br" },
  ];
  const page = (viewer: (typeof viewers)[number]) => () => [
    createElement(Hero, { key: "hero" }),
    createElement(MissionValues, { key: "mission" }),
    createElement(ProductLines, { key: "lines" }),
    createElement(FeaturedProducts, { key: "featured", products: products.slice(0, 3) }),
    createElement(Testimonials, { key: "testimonials", items: testimonials }),
    createElement(BlogTeasers, { key: "teasers", posts }),
    createElement(ScienceSection, { key: "science" }),
    createElement(CatalogResults, {
      key: "results",
      products,
      viewer,
      hasFilters: false,
      previousHref: null,
      moreHref: "/produtos?pagina=2",
    }),
    // The blog's cards (the first with its image preloaded, one liked by this customer) and a product's reviews.
    ...posts.map((p, i) => {
      const post = viewer && i === 1 ? { ...p, likedByMe: true, likeCount: p.likeCount + 1 } : p;
      return createElement(PostCard, {
        key: `card${i}`,
        post,
        like: createElement(PostLikeButton, { post, signedIn: Boolean(viewer) }),
        featured: i === 0,
        priority: i === 0,
        headingLevel: i === 2 ? 2 : 3,
      });
    }),
    createElement(ReviewList, {
      key: "reviews",
      reviews,
      page: 2,
      pageCount: 3,
      pageHref: (n: number) => `/produto/x?avaliacoes=${n}#avaliacoes`,
    }),
    createElement(SiteFooter, { key: "footer" }),
  ];

  it("come out exactly as rendered in place, for visitors and for customers, the first time and after", async () => {
    const inPlace = await render(page(null), null);
    expect(inPlace).toContain("Produto 4");
    expect(inPlace).toContain('data-discover="true"');
    // The home's fixed sections are islands (lib/island.tsx): the server renders them whole, marked
    // for the browser to keep. The footer's links are rendered and hydrated as usual.
    expect(inPlace).toContain("Central de Ajuda");
    expect(inPlace).not.toContain("data-static-part");
    expect(inPlace).toContain('data-island="home:hero"');
    expect(inPlace).toContain("Gostei &amp; recomendo &lt;muito&gt; 3");
    const { calls, renderer } = counting();
    for (const viewer of viewers) {
      const own = await render(page(viewer), null);
      // The liked card's button is the customer's own: the rest of the page is the visitor's.
      if (viewer) expect(own).toContain('aria-pressed="true"');
      expect(await render(page(viewer), renderer)).toBe(own);
      expect(await render(page(viewer), renderer)).toBe(own);
    }
    const made = calls.n;
    // The footer (2 parts), 5 home sections, 3 featured cards, the catalogue's cards after the first two,
    // the post cards' parts (not the preloaded image, nor the liked card's) and the reviews.
    expect(made).toBeGreaterThanOrEqual(12 + 8 + 1);
    expect(await render(page(viewers[1]), renderer)).toBe(await render(page(viewers[1]), null));
    expect(calls.n).toBe(made);
  });

  it("follow their data: a changed product is a new object, rendered again", async () => {
    const { calls, renderer } = counting();
    const first = [product(1), product(2), product(3)];
    const results = (list: ProductCardData[]) => () =>
      createElement(CatalogResults, { products: list, viewer: null, hasFilters: false, previousHref: null, moreHref: null });
    expect(await render(results(first), renderer)).toContain("Produto 3");
    const renamed = [first[0], first[1], product(3, "Produto Renomeado")];
    const html = await render(results(renamed), renderer);
    expect(html).toContain("Produto Renomeado");
    expect(html).not.toContain("Produto 3<");
    expect(calls.n).toBe(2);
    expect(html).toBe(await render(results(renamed), null));
  });

  it("are rendered in place, and not kept, when told so or when the separate render fails", async () => {
    const { calls, renderer } = counting();
    const part = (reuse: boolean) => () =>
      createElement(SharedHtml, { as: "div", id: "test:in-place", reuse, className: "x" }, createElement("p", null, "texto"));
    expect(await render(part(false), renderer)).toContain('<div class="x"><p>texto</p></div>');
    expect(calls.n).toBe(0);
    const failing: RenderSharedHtml = () => {
      throw new Error("falhou");
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await render(part(true), failing)).toContain('<div class="x"><p>texto</p></div>');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(await render(part(true), renderer)).toContain('<div class="x"><p>texto</p></div>');
    expect(calls.n).toBe(1);
  });
});
