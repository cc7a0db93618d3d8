import { Link } from "react-router";
import { ShieldCheck } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatShortDate } from "~/i18n/format";
import { privacyRequestStatusLabel } from "~/i18n/help";
import { POLICY } from "~/i18n/policies";

export interface PrivacyRequestRow {
  id: string;
  protocol: string;
  status: string;
  createdAt: Date | string;
  handledAt?: Date | string | null;
  awaitingConfirmation?: boolean;
}

/** The signed-in user's privacy requests with protocol, date and status (dashboard and /lgpd). */
export function PrivacyRequestsCard({ requests, className }: { requests: PrivacyRequestRow[]; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-600" aria-hidden />
          Minhas solicitações de privacidade
        </CardTitle>
        <CardDescription>Pedidos de remoção de dados são atendidos em até {POLICY.privacyRequestDays} dias.</CardDescription>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-sm text-muted">
            Você ainda não fez nenhuma solicitação.{" "}
            <Link to="/lgpd#remocao-de-dados" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Solicitar remoção de dados
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-cream-200" aria-label="Solicitações de privacidade">
            {requests.map((request) => {
              const label = privacyRequestStatusLabel(request.status, request.awaitingConfirmation);
              return (
                <li key={request.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <div>
                    <p className="font-mono text-sm font-semibold text-ink">{request.protocol}</p>
                    <p className="text-xs text-muted">
                      Enviada em {formatShortDate(request.createdAt)}
                      {request.handledAt ? ` · atendida em ${formatShortDate(request.handledAt)}` : null}
                    </p>
                  </div>
                  <Badge variant={request.status === "handled" ? "default" : "info"} className="shrink-0">
                    {label}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
