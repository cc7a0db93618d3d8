import { Form, Link, useSearchParams } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FieldError, Input, Label, NativeSelect } from "~/components/ui/input";

/** The address parameters of each form: each keeps the other's when it is sent. */
export const RANGE_PARAMS = ["periodo", "de", "ate"] as const;
export const AUDIT_PARAMS = ["quem", "oque", "registro_de", "registro_ate"] as const;

function KeepParams({ names }: { names: readonly string[] }) {
  const [params] = useSearchParams();
  return (
    <>
      {names.map((name) => {
        const value = params.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
    </>
  );
}

export interface RangeFormValues {
  /** The preset chosen, "" for typed dates. */
  preset: string;
  from: string;
  to: string;
  error: string | null;
}

/** The reports' period: a preset, or a start and end day. A GET form: the address keeps it. */
export function ReportRangeForm({ values, presets }: { values: RangeFormValues; presets: { value: string; label: string }[] }) {
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
      <KeepParams names={AUDIT_PARAMS} />
      <div className="col-span-2 flex flex-col gap-1.5 md:w-56 md:shrink-0">
        <Label htmlFor="relatorio-periodo">Período</Label>
        <NativeSelect id="relatorio-periodo" name="periodo" defaultValue={values.preset}>
          {presets.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
          <option value="">Outras datas (De e Até)</option>
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 md:w-44 md:shrink-0">
        <Label htmlFor="relatorio-de">De</Label>
        <Input
          id="relatorio-de"
          type="date"
          name="de"
          defaultValue={values.from}
          aria-invalid={values.error ? true : undefined}
          aria-describedby={values.error ? "relatorio-erro" : undefined}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 md:w-44 md:shrink-0">
        <Label htmlFor="relatorio-ate">Até</Label>
        <Input
          id="relatorio-ate"
          type="date"
          name="ate"
          defaultValue={values.to}
          aria-invalid={values.error ? true : undefined}
          aria-describedby={values.error ? "relatorio-erro" : undefined}
        />
      </div>
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
export function AuditFilterForm({
  values,
  actors,
  areas,
}: {
  values: AuditFilterValues;
  actors: { value: string; label: string }[];
  areas: { value: string; label: string }[];
}) {
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
      <KeepParams names={RANGE_PARAMS} />
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1 lg:w-48">
        <Label htmlFor="registro-quem">Quem</Label>
        <NativeSelect id="registro-quem" name="quem" defaultValue={values.actor}>
          <option value="">Todos</option>
          {actors.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1 lg:w-52">
        <Label htmlFor="registro-oque">O quê</Label>
        <NativeSelect id="registro-oque" name="oque" defaultValue={values.area}>
          <option value="">Tudo</option>
          {areas.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 lg:w-40">
        <Label htmlFor="registro-de">Desde</Label>
        <Input
          id="registro-de"
          type="date"
          name="registro_de"
          defaultValue={values.from}
          aria-invalid={values.error ? true : undefined}
          aria-describedby={values.error ? "registro-erro" : undefined}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 lg:w-40">
        <Label htmlFor="registro-ate">Até</Label>
        <Input
          id="registro-ate"
          type="date"
          name="registro_ate"
          defaultValue={values.to}
          aria-invalid={values.error ? true : undefined}
          aria-describedby={values.error ? "registro-erro" : undefined}
        />
      </div>
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
