import { Printer, Truck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Label, NativeSelect } from "~/components/ui/input";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import { SAMPLE_STATUS_LABELS } from "~/i18n/labels";

export const BULK_FORM_ID = "amostras-lote";

/** "Enviado" needs each sample's tracking code: it goes through the dispatch screen, not this selector. */
const BULK_STATUSES = SAMPLE_STATUSES.filter((s) => s !== "shipped");

/**
 * Daily dispatch: the requests ticked in the list (checkboxes of this form) get one status at once (each
 * move checked against the table of moves), go to the dispatch screen to be marked Enviado with their
 * codes, or to the printable packing list with address labels. A plain form: it works without JavaScript.
 */
export function SampleBulkBar() {
  return (
    <form
      id={BULK_FORM_ID}
      method="post"
      className="mb-3 flex flex-wrap items-end gap-3 rounded-xl border border-cream-200 bg-cream-50 p-3"
      aria-label="Ações para as solicitações selecionadas"
    >
      <input type="hidden" name="intent" value="sample-bulk" />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lote-status">Status dos selecionados</Label>
        <NativeSelect id="lote-status" name="status" defaultValue="approved" className="w-44">
          {BULK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {SAMPLE_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" name="silent" value="true" className="size-5 accent-brand-700" /> Não avisar o cliente
      </label>
      <Button type="submit">Aplicar aos selecionados</Button>
      <Button type="submit" variant="outline" formMethod="get" formAction="/admin-panel/amostras/despacho">
        <Truck aria-hidden /> Despachar selecionados
      </Button>
      <Button type="submit" variant="outline" formMethod="get" formAction="/admin-panel/amostras/separacao" formTarget="_blank">
        <Printer aria-hidden /> Lista de separação e etiquetas
      </Button>
    </form>
  );
}
