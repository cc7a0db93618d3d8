import { useEffect, useRef } from "react";
import { Form, useNavigation, useSearchParams, useSubmit } from "react-router";
import { SORT_PARAM } from "~/lib/common/list-sort";
import { Search } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, NativeSelect } from "~/components/ui/input";
import { cn } from "~/lib/common/cn";
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

/** A day range of the filter (`<input type="date">`, yyyy-MM-dd), with the reason it was refused. */
export interface FilterDates {
  from: { name: string; label: string; value: string };
  to: { name: string; label: string; value: string };
  error: string | null;
}

/**
 * Search and filters in the address (GET form): works without JavaScript with its button; with it,
 * the list follows each change (search debounced).
 */
export function FilterBar({
  q,
  placeholder,
  selects = [],
  dates,
  searchLabel = "Buscar",
}: {
  q: string;
  placeholder: string;
  selects?: FilterSelect[];
  dates?: FilterDates;
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
      className={cn(
        "mb-4 grid grid-cols-2 gap-3 rounded-xl border border-cream-200 bg-white p-3 lg:flex lg:items-end",
        dates && "lg:flex-wrap",
      )}
      onChange={(event) => {
        const form = event.currentTarget;
        // Typing waits for a pause: a search's letters, a date's day, month and year.
        const type = (event.target as HTMLElement).getAttribute("type");
        const wait = type === "search" ? 350 : type === "date" ? 600 : 0;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), wait);
      }}
    >
      <KeptParams names={[SORT_PARAM]} />
      {/* With dates the filters take a row of their own below the search. */}
      <div className={cn("col-span-2 flex min-w-0 flex-1 flex-col gap-1.5", dates && "lg:basis-full")}>
        <Label htmlFor="filtro-busca">{searchLabel}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input id="filtro-busca" type="search" name="q" defaultValue={q} placeholder={placeholder} className="pl-9" />
        </div>
      </div>
      {selects.map((s) => (
        <div key={s.name} className={cn("flex min-w-0 flex-col gap-1.5", dates ? "lg:w-36" : "lg:w-44")}>
          <Label htmlFor={`filtro-${s.name}`}>{s.label}</Label>
          <NativeSelect id={`filtro-${s.name}`} name={s.name} defaultValue={s.value}>
            <OptionList options={s.options} />
          </NativeSelect>
        </div>
      ))}
      {dates
        ? [dates.from, dates.to].map((day) => (
            <div key={day.name} className="flex min-w-0 flex-col gap-1.5 lg:w-40">
              <Label htmlFor={`filtro-${day.name}`}>{day.label}</Label>
              <Input
                id={`filtro-${day.name}`}
                type="date"
                name={day.name}
                defaultValue={day.value}
                aria-invalid={dates.error ? true : undefined}
                aria-describedby={dates.error ? "filtro-datas-erro" : undefined}
              />
            </div>
          ))
        : null}
      <Button
        type="submit"
        variant="secondary"
        className={selects.length % 2 === 0 ? "col-span-2 self-end lg:col-span-1" : "self-end"}
        aria-busy={searching || undefined}
      >
        Filtrar
      </Button>
      {dates?.error ? (
        <div className="col-span-2 lg:basis-full">
          <FieldError id="filtro-datas-erro">{dates.error}</FieldError>
        </div>
      ) : null}
    </Form>
  );
}
