import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SharedHtml } from "~/lib/render/shared-html";

const BOTTLES = [
  { slug: "ashwagandha-ksm-66", className: "left-[2%] top-[22%] w-[38%] -rotate-6" },
  { slug: "omega-3-ultra", className: "left-1/2 top-[6%] z-10 w-[46%] -translate-x-1/2" },
  { slug: "melatonina-camomila", className: "right-[2%] top-[24%] w-[38%] rotate-6" },
] as const;

/** Opening section: promise and calls to action (the store's figures follow it, from the database: store-figures.tsx). */
export function Hero() {
  return (
    <SharedHtml as="section" id="home:hero" data-island="home:hero" className="overflow-hidden bg-cream-100">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:gap-10 md:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm">
            Amostra grátis · pague apenas o frete
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-bold text-brand-900 md:text-5xl">Vitalidade natural, com ciência e cuidado</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            Suplementos naturais e nootrópicos selecionados com base em pesquisas. Experimente antes: peça sua amostra grátis e pague apenas
            o frete.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/produtos" className={buttonVariants({ size: "lg" })}>
              Ver produtos
            </Link>
            <Link to="/blog" className={buttonVariants({ size: "lg", variant: "outline" })}>
              Ler o blog
            </Link>
          </div>
        </div>
        <div className="relative mx-auto aspect-[3/2] w-full max-w-sm md:max-w-md" aria-hidden>
          <div className="absolute top-1/2 left-1/2 aspect-square w-[78%] -translate-x-1/2 -translate-y-1/2 rounded-full bg-leaf-100" />
          {BOTTLES.map((b) => (
            <img
              key={b.slug}
              src={`/images/products/${b.slug}-400.webp`}
              alt=""
              width={400}
              height={400}
              loading="eager"
              // Decorative: drawn early, but after the text, the stylesheet and the fonts (and not preloaded).
              fetchPriority="low"
              decoding="async"
              className={`absolute rounded-3xl shadow-lg ${b.className}`}
            />
          ))}
        </div>
      </div>
    </SharedHtml>
  );
}
