/** Options of the panel's selects, built one way. */

export interface SelectOption {
  value: string;
  label: string;
}

/** One option per value, in the values' order, each shown by its label. */
export function labelledOptions<V extends string>(values: readonly V[], labels: Record<V, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A post's or product's category: "Sem categoria" first, then the categories. */
export function categoryOptions(categories: { id: string; name: string }[]): SelectOption[] {
  return [{ value: "", label: "Sem categoria" }, ...categories.map((c) => ({ value: c.id, label: c.name }))];
}
