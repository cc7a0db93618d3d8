import { useEffect, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";

export const PRODUCT_TABS = [
  { value: "descricao", label: "Descrição" },
  { value: "beneficios", label: "Benefícios" },
  { value: "como-usar", label: "Como Usar" },
  { value: "avaliacoes", label: "Avaliações" },
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number]["value"];

export function isProductTab(value: string | null | undefined): value is ProductTab {
  return PRODUCT_TABS.some((t) => t.value === value);
}

/**
 * Descrição, Benefícios, Como Usar, Avaliações. Every panel is in the HTML: without JavaScript
 * they are shown one after another with their headings (the tab list needs JavaScript).
 * `#avaliacoes` in the address opens the reviews.
 */
export function ProductTabs({
  initial,
  panels,
  className,
}: {
  initial: ProductTab;
  panels: Record<ProductTab, React.ReactNode>;
  className?: string;
}) {
  const [tab, setTab] = useState<ProductTab>(initial);
  useEffect(() => setTab(initial), [initial]);
  useEffect(() => {
    const follow = () => {
      const hash = window.location.hash.slice(1);
      if (isProductTab(hash)) setTab(hash);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  return (
    <section id="avaliacoes" aria-label="Detalhes do produto" className={cn("scroll-mt-20", className)}>
      <noscript>
        <style>{".rv-tab-list{display:none!important}.rv-tab-panel{display:block!important;margin-top:2.5rem}.rv-tab-heading{display:block!important}"}</style>
      </noscript>
      <Tabs value={tab} onValueChange={(v) => setTab(v as ProductTab)}>
        <TabsList className="rv-tab-list grid grid-cols-2 sm:flex">
          {PRODUCT_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PRODUCT_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} forceMount className="rv-tab-panel mt-6 data-[state=inactive]:hidden">
            <h2 className="rv-tab-heading mb-4 hidden text-2xl font-semibold text-brand-900">{t.label}</h2>
            {panels[t.value]}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
