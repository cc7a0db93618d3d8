import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError, Input, Label } from "~/components/ui/input";
import { useFailureToast } from "./use-failure-toast";

/** The retention periods; the privacy page states them and the retention job follows them. */
export function RetentionForm({ settings }: { settings: { sampleAddressDays: number; contactMessageMonths: number } }) {
  const fetcher = useFetcher<{ ok: boolean; errors?: Record<string, string> }>();
  useFailureToast(fetcher);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Prazos de retenção</CardTitle>
        <CardDescription>
          Depois destes prazos, os dados são apagados automaticamente. Sessões, códigos e limites de tentativas vencidos também são apagados. A página de
          privacidade informa estes mesmos prazos aos clientes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="grid gap-4 sm:max-w-lg" noValidate>
          <input type="hidden" name="intent" value="retention" />
          <div className="space-y-1.5">
            <Label htmlFor="retention-samples">Endereços e telefones das amostras (dias após concluída ou rejeitada)</Label>
            <Input
              id="retention-samples"
              name="sampleAddressDays"
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              defaultValue={settings.sampleAddressDays}
              aria-invalid={errors.sampleAddressDays ? true : undefined}
              aria-describedby={errors.sampleAddressDays ? "retention-samples-error" : undefined}
            />
            <FieldError id="retention-samples-error">{errors.sampleAddressDays}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="retention-contacts">Mensagens de contato (meses após o envio)</Label>
            <Input
              id="retention-contacts"
              name="contactMessageMonths"
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              defaultValue={settings.contactMessageMonths}
              aria-invalid={errors.contactMessageMonths ? true : undefined}
              aria-describedby={errors.contactMessageMonths ? "retention-contacts-error" : undefined}
            />
            <FieldError id="retention-contacts-error">{errors.contactMessageMonths}</FieldError>
          </div>
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
