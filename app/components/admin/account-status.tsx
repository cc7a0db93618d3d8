import { Badge } from "~/components/ui/badge";
import { ANONYMISED_ACCOUNT_TEXTS } from "~/i18n/privacy";

/** An account's status as the panel shows it: Ativo, Inativo, or Anonimizada (an LGPD removal, final). */
export function AccountStatusBadge({ status, anonymised }: { status: "active" | "inactive"; anonymised: boolean }) {
  if (anonymised) return <Badge variant="muted">{ANONYMISED_ACCOUNT_TEXTS.status}</Badge>;
  return <Badge variant={status === "active" ? "default" : "danger"}>{status === "active" ? "Ativo" : "Inativo"}</Badge>;
}

/** Why an anonymised account offers no "Ativar" (the server refuses it with the same words). */
export function AnonymisedNote() {
  return (
    <p className="max-w-56 text-xs text-muted" data-testid="anonymised-note">
      {ANONYMISED_ACCOUNT_TEXTS.cannotReactivate}
    </p>
  );
}
