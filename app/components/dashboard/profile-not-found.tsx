import { Form } from "react-router";
import { RefreshCw, UserX } from "~/components/icons";
import { Button } from "~/components/ui/button";

/** Shown when the profile could not be loaded; 'Tentar Novamente' loads the page again. */
export function ProfileNotFound() {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-2xl border border-cream-200 bg-white p-8 text-center shadow-sm">
      <UserX className="mx-auto size-12 text-muted" aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold text-brand-900">Perfil não encontrado</h1>
      <p className="mt-2 text-sm text-muted">Não conseguimos carregar seus dados agora. Tente novamente em instantes.</p>
      <Form method="get" action="/dashboard" className="mt-5">
        <Button type="submit">
          <RefreshCw aria-hidden /> Tentar Novamente
        </Button>
      </Form>
    </div>
  );
}
