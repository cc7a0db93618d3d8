import { Form, Link, useSearchParams } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FieldError, Input, Label, NativeSelect } from "~/components/ui/input";
import { cn } from "~/lib/common/cn";
import { KeptParams, OptionList } from "./filter-bar";
import type { SelectOption } from "./select-options";

/** The address parameters of each form: each keeps the other's when it is sent. */
export const RANGE_PARAMS = ["periodo", "de", "ate"] as const;
export const AUDIT_PARAMS = ["quem", "oque", "registro_de", "registro_ate"] as const;

interface DayField {
  id: string;
  name: string;
  label: string;
  value: string;
}

/** The start and end days of a filter form, each marked invalid (and pointing at `errorId`) while the form has an error. */
function DayRangeFields({ from, to, errorId, className }: { from: DayField; to: DayField; errorId?: string; className: string }) {
  return [from, to].map((day) => (
    <div key={day.name} className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={day.id}>{day.label}</Label>
      <Input
        id={day.id}
        type="date"
        name={day.name}
        defaultValue={day.value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  ));
}

export interface RangeFormValues {
  /** The preset chosen, "" for typed dates. */
  preset: string;
  from: string;
  to: string;
  error: string | null;
}

/** The reports' period: a preset, or a start and end day. A GET form: the address keeps it. */
export function ReportRangeForm({ values, presets }: { values: RangeFormValues; presets: SelectOption[] }) {
  return (
    <Form
      method="get"
      preventScrollReset
      className="mb-6 grid grid-cols-2 gap-3 rounded-xl border border-cream-200 bg-white p-3 md:flex md:flex-wrap md:items-end"
      aria-label="Período do relatório"
      onChange={(event) => {
        // Typing a date means the dates: the select follows (without JavaScript the hint says so).
        const field = event.target;
        const select = event.currentTarget.elements.namedItem("periodo");
        if (field instanceof HTMLInputElement && field.type === "date" && select instanceof HTMLSelectElement) select.value = "";
      }}
    >
      <KeptParams names={AUDIT_PARAMS} />
      <div className="col-span-2 flex flex-col gap-1.5 md:w-56 md:shrink-0">
        <Label htmlFor="relatorio-periodo">Período</Label>
        <NativeSelect id="relatorio-periodo" name="periodo" defaultValue={values.preset}>
          <OptionList options={presets} />
          <option value="">Outras datas (De e Até)</option>
        </NativeSelect>
      </div>
      <DayRangeFields
        from={{ id: "relatorio-de", name: "de", label: "De", value: values.from }}
        to={{ id: "relatorio-ate", name: "ate", label: "Até", value: values.to }}
        errorId={values.error ? "relatorio-erro" : undefined}
        className="md:w-44 md:shrink-0"
      />
      <Button type="submit" variant="secondary" className="col-span-2 md:col-span-1">
        Aplicar
      </Button>
      <p className="col-span-2 text-xs text-muted md:ml-2 md:max-w-56 md:self-center">Para usar De e Até, escolha “Outras datas”.</p>
      {values.error ? (
        <div className="col-span-2 md:basis-full">
          <FieldError id="relatorio-erro">{values.error}</FieldError>
        </div>
      ) : null}
    </Form>
  );
}

export interface AuditFilterValues {
  actor: string;
  area: string;
  from: string;
  to: string;
  error: string | null;
}

/** Who, what and when of the audit log (GET form: the address keeps the filters). */
export function AuditFilterForm({ values, actors, areas }: { values: AuditFilterValues; actors: SelectOption[]; areas: SelectOption[] }) {
  const [params] = useSearchParams();
  const clear = new URLSearchParams();
  for (const name of RANGE_PARAMS) {
    const value = params.get(name);
    if (value) clear.set(name, value);
  }
  const active = Boolean(values.actor || values.area || values.from || values.to);
  return (
    <Form
      method="get"
      preventScrollReset
      className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-cream-200 bg-white p-3 lg:flex lg:items-end"
      aria-label="Filtros do registro"
    >
      <KeptParams names={RANGE_PARAMS} />
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1 lg:w-48">
        <Label htmlFor="registro-quem">Quem</Label>
        <NativeSelect id="registro-quem" name="quem" defaultValue={values.actor}>
          <option value="">Todos</option>
          <OptionList options={actors} />
        </NativeSelect>
      </div>
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1 lg:w-52">
        <Label htmlFor="registro-oque">O quê</Label>
        <NativeSelect id="registro-oque" name="oque" defaultValue={values.area}>
          <option value="">Tudo</option>
          <OptionList options={areas} />
        </NativeSelect>
      </div>
      <DayRangeFields
        from={{ id: "registro-de", name: "registro_de", label: "Desde", value: values.from }}
        to={{ id: "registro-ate", name: "registro_ate", label: "Até", value: values.to }}
        errorId={values.error ? "registro-erro" : undefined}
        className="lg:w-40"
      />
      <Button type="submit" variant="secondary">
        Filtrar
      </Button>
      {active ? (
        <Link to={`?${clear.toString()}#auditoria`} preventScrollReset className={buttonVariants({ variant: "ghost" })}>
          Limpar filtros
        </Link>
      ) : (
        <span aria-hidden />
      )}
      {values.error ? (
        <div className="col-span-2 lg:basis-full">
          <FieldError id="registro-erro">{values.error}</FieldError>
        </div>
      ) : null}
    </Form>
  );
}
