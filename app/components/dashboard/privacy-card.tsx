import { Link } from "react-router";
import { Download, ShieldCheck } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

/**
 * "Privacidade": the download of everything the site holds about the user and the way to ask for removal
 * (the requests themselves are listed by PrivacyRequestsCard beside it).
 */
export function PrivacyCard() {
  return (
    <Card id="privacidade">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <ShieldCheck className="size-5 text-brand-600" aria-hidden /> Privacidade
        </h2>
        <CardDescription>
          Pela LGPD, você pode ter uma cópia de todos os dados que guardamos sobre você e pedir que sejam removidos.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* A file download: a document request, not a client-side navigation. */}
          <a href="/dashboard/meus-dados" download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden /> Baixar meus dados
          </a>
          <Link to="/lgpd#remocao-de-dados" className={buttonVariants({ variant: "ghost" })}>
            Pedir remoção dos dados
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
