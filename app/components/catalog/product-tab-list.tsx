import { useEffect } from "react";
import { Tabs, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PRODUCT_TAB_LIST_CLASS, PRODUCT_TABS, type ProductTab, type ProductTabIds } from "./product-tabs";

/**
 * The product page's tab list as Radix tabs (selection, arrow keys, Home/End, roving focus), loaded
 * by ProductTabs when someone reaches for the tabs. The panels stay ProductTabs' own, linked by ids.
 */
export function ProductTabList({
  tab,
  onTabChange,
  ids,
  focus,
}: {
  tab: ProductTab;
  onTabChange: (tab: ProductTab) => void;
  ids: ProductTabIds;
  /** The tab whose button had the focus when the Radix list replaced the first one. */
  focus: ProductTab | null;
}) {
  useEffect(() => {
    if (focus) document.getElementById(ids.trigger(focus))?.focus();
  }, [focus, ids]);
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as ProductTab)}>
      <TabsList className={PRODUCT_TAB_LIST_CLASS}>
        {PRODUCT_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} id={ids.trigger(t.value)} aria-controls={ids.panel(t.value)}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
