import { Form } from "react-router";
import { Clock, LogOut, Shield } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatShortDate } from "~/i18n/format";
import { SESSION_TEXTS } from "~/i18n/auth";

export interface AccountSessionView {
  id: string;
  device: string;
  lastUsedAt: Date | string;
  current: boolean;
}

/**
 * "Aparelhos conectados": where the account is signed in, each other session with "Encerrar", and
 * "Sair de todos os aparelhos" (which ends this browser's session too). Plain forms: they work
 * without JavaScript.
 */
export function AccountSessions({ sessions }: { sessions: AccountSessionView[] }) {
  return (
    <Card id="aparelhos">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Shield className="size-5 text-brand-600" aria-hidden />
          Aparelhos conectados
        </CardTitle>
        <CardDescription>Onde sua conta está aberta agora. Encerre a sessão de um aparelho que você não reconhece.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y divide-cream-200" aria-label="Sessões abertas">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                  <span className="break-words">{session.device}</span>
                  {session.current ? <Badge variant="info">{SESSION_TEXTS.thisDevice}</Badge> : null}
                </p>
                <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
                  <Clock className="size-3.5 shrink-0" aria-hidden />
                  {session.current ? "Em uso agora" : `Último acesso em ${formatShortDate(session.lastUsedAt)}`}
                </p>
              </div>
              {session.current ? null : (
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <Button type="submit" variant="outline" size="sm" className="min-h-11" aria-label={`Encerrar sessão: ${session.device}`}>
                    Encerrar
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post" action="/sair">
          <input type="hidden" name="intent" value="everywhere" />
          <Button type="submit" variant="outline" className="w-full sm:w-auto">
            <LogOut aria-hidden /> {SESSION_TEXTS.signOutEverywhere}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
