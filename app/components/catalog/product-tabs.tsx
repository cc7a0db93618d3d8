import { useEffect, useId, useMemo, useState } from "react";
import type { ProductTabList as RadixTabList } from "./product-tab-list";
import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "~/components/ui/tabs-style";
import { cn } from "~/lib/common/cn";

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

export interface ProductTabIds {
  trigger: (tab: ProductTab) => string;
  panel: (tab: ProductTab) => string;
}

export const PRODUCT_TAB_LIST_CLASS = "rv-tab-list grid grid-cols-2 sm:flex";

// The Radix tab list (roving focus, arrow keys…, ~9 KB gzip with its dependencies) loads when
// someone reaches for the tabs: hover or touch starts the download, focus or a click swaps it in.
const loadTabList = () => import("./product-tab-list").then((m) => m.ProductTabList);

/**
 * Descrição, Benefícios, Como Usar, Avaliações. Every panel is in the HTML: without JavaScript
 * they are shown one after another with their headings (the tab list needs JavaScript).
 * `#avaliacoes` in the address opens the reviews.
 *
 * Until the Radix list has loaded, the list is drawn as Radix draws it (same elements, attributes
 * and classes: components/first-markup.test.ts compares them), so the swap changes nothing on
 * screen; a click selects its tab at once, and the button that has the focus hands it to its Radix
 * twin. The panels are this component's, linked to Radix's triggers by ids, so they (and a review
 * being typed in one) stay mounted through the swap.
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
  const [radix, setRadix] = useState<{ TabList: typeof RadixTabList; focus: ProductTab | null } | null>(null);
  const baseId = useId();
  const ids = useMemo<ProductTabIds>(() => ({ trigger: (t) => `${baseId}-tab-${t}`, panel: (t) => `${baseId}-panel-${t}` }), [baseId]);
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

  const swapIn = () =>
    void loadTabList().then((TabList) => {
      // Radix's list replaces this one's buttons: the one that had the focus hands it over.
      const focused = PRODUCT_TABS.find((t) => document.activeElement?.id === ids.trigger(t.value));
      setRadix((current) => current ?? { TabList, focus: focused?.value ?? null });
    });
  return (
    <section id="avaliacoes" aria-label="Detalhes do produto" className={cn("scroll-mt-20", className)}>
      <noscript>
        <style>
          {
            ".rv-tab-list{display:none!important}.rv-tab-panel{display:block!important;margin-top:2.5rem}.rv-tab-heading{display:block!important}"
          }
        </style>
      </noscript>
      {radix ? (
        <radix.TabList tab={tab} onTabChange={setTab} ids={ids} focus={radix.focus} />
      ) : (
        <FirstTabList tab={tab} ids={ids} onSelect={setTab} onReach={swapIn} />
      )}
      {PRODUCT_TABS.map((t) => (
        <div
          key={t.value}
          role="tabpanel"
          id={ids.panel(t.value)}
          aria-labelledby={ids.trigger(t.value)}
          data-state={tab === t.value ? "active" : "inactive"}
          data-orientation="horizontal"
          tabIndex={0}
          className="rv-tab-panel mt-6 outline-none data-[state=inactive]:hidden"
        >
          <h2 className="rv-tab-heading mb-4 hidden text-2xl font-semibold text-brand-900">{t.label}</h2>
          {panels[t.value]}
        </div>
      ))}
    </section>
  );
}

/**
 * The tab list before Radix has loaded, as Radix renders it. Hovering or touching it starts the
 * download; focusing or clicking a tab (which also selects it) brings the Radix list in.
 */
export function FirstTabList({
  tab,
  ids,
  onSelect,
  onReach,
}: {
  tab: ProductTab;
  ids: ProductTabIds;
  onSelect: (tab: ProductTab) => void;
  onReach: () => void;
}) {
  const preload = () => void loadTabList();
  return (
    <div dir="ltr" data-orientation="horizontal">
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={cn(TABS_LIST_CLASS, PRODUCT_TAB_LIST_CLASS)}
        data-orientation="horizontal"
        style={{ outline: "none" }}
        onPointerEnter={preload}
        onTouchStart={preload}
      >
        {PRODUCT_TABS.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={tab === t.value}
            aria-controls={ids.panel(t.value)}
            data-state={tab === t.value ? "active" : "inactive"}
            id={ids.trigger(t.value)}
            className={TABS_TRIGGER_CLASS}
            tabIndex={tab === t.value ? 0 : -1}
            data-orientation="horizontal"
            data-radix-collection-item=""
            onFocus={onReach}
            onClick={() => {
              onSelect(t.value);
              onReach();
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
}
