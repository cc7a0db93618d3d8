import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { retentionSchema } from "~/validation/privacy";
import type { ActionResult } from "./action-result";
import { useAdminForm } from "./use-admin-form";

/** The retention periods; the privacy page states them and the retention job follows them. */
export function RetentionForm({ settings }: { settings: { sampleAddressDays: number; contactMessageMonths: number } }) {
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useAdminForm(retentionSchema, fetcher.data, { intent: "retention" });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Prazos de retenção</CardTitle>
        <CardDescription>
          Depois destes prazos, os dados são apagados automaticamente. Sessões, códigos e limites de tentativas vencidos também são
          apagados. A página de privacidade informa estes mesmos prazos aos clientes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="grid gap-4 sm:max-w-lg" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="retention" />
          <TextField
            meta={fields.sampleAddressDays}
            label="Endereços e telefones das amostras (dias após concluída ou rejeitada)"
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            defaultValue={settings.sampleAddressDays}
          />
          <TextField
            meta={fields.contactMessageMonths}
            label="Mensagens de contato (meses após o envio)"
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            defaultValue={settings.contactMessageMonths}
          />
          <div>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Salvando..." : "Salvar prazos"}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
