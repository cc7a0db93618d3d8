/** The tab list's look, shared by the Radix tabs (ui/tabs.tsx) and markup drawn before they load. */
export const TABS_LIST_CLASS = "flex w-full gap-1 overflow-x-auto rounded-xl bg-cream-100 p-1";
export const TABS_TRIGGER_CLASS =
  "min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm data-[pointer]:outline-none";
