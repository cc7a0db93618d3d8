import { useEffect, useRef } from "react";
import { Form, useNavigation, useSearchParams, useSubmit } from "react-router";
import { SORT_PARAM } from "~/lib/common/list-sort";
import { Search } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { labelledOptions, type SelectOption } from "./select-options";

export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: SelectOption[];
}

/** A filter's select: "Todos" (or `all`) first, then `values` in their order, each shown by its label. */
export function choiceSelect<V extends string>(
  select: Omit<FilterSelect, "options">,
  values: readonly V[],
  labels: Record<V, string>,
  all = "Todos",
): FilterSelect {
  return { ...select, options: [{ value: "all", label: all }, ...labelledOptions(values, labels)] };
}

/** The `<option>`s of a select, one a choice. */
export function OptionList({ options }: { options: SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/**
 * Hidden fields that carry these address parameters through a GET filter form, which would otherwise
 * drop them: a new search keeps the lists' order (a header's link), and the page goes back to the first.
 */
export function KeptParams({ names }: { names: readonly string[] }) {
  const [params] = useSearchParams();
  return names.map((name) => {
    const value = params.get(name);
    return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
  });
}

/**
 * Search and filters in the address (GET form): works without JavaScript with its button; with it,
 * the list follows each change (search debounced).
 */
export function FilterBar({
  q,
  placeholder,
  selects = [],
  searchLabel = "Buscar",
}: {
  q: string;
  placeholder: string;
  selects?: FilterSelect[];
  searchLabel?: string;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === "loading" && navigation.location?.search !== undefined;

  return (
    <Form
      method="get"
      role="search"
      className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-cream-200 bg-white p-3 lg:flex lg:items-end"
      onChange={(event) => {
        const form = event.currentTarget;
        const isText = (event.target as HTMLElement).getAttribute("type") === "search";
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), isText ? 350 : 0);
      }}
    >
      <KeptParams names={[SORT_PARAM]} />
      <div className="col-span-2 flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor="filtro-busca">{searchLabel}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input id="filtro-busca" type="search" name="q" defaultValue={q} placeholder={placeholder} className="pl-9" />
        </div>
      </div>
      {selects.map((s) => (
        <div key={s.name} className="flex flex-col gap-1.5 lg:w-44">
          <Label htmlFor={`filtro-${s.name}`}>{s.label}</Label>
          <NativeSelect id={`filtro-${s.name}`} name={s.name} defaultValue={s.value}>
            <OptionList options={s.options} />
          </NativeSelect>
        </div>
      ))}
      <Button
        type="submit"
        variant="secondary"
        className={selects.length % 2 === 0 ? "col-span-2 self-end lg:col-span-1" : "self-end"}
        aria-busy={searching || undefined}
      >
        Filtrar
      </Button>
    </Form>
  );
}
