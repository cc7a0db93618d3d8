import { Link } from "react-router";
import { LogIn } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatPoints } from "~/i18n/format";
import { cn } from "~/lib/common/cn";

export const REVIEW_SIGN_IN_MESSAGE = "Você precisa estar logado para avaliar um produto.";

/** For visitors: sign in to review and earn points, coming back to the reviews of this product. */
export function ReviewSignIn({ productSlug, reviewPoints }: { productSlug: string; reviewPoints: number }) {
  const back = `/produto/${productSlug}?aba=avaliacoes`;
  return (
    <Card className="bg-cream-50">
      <CardContent className="flex flex-col gap-3 p-5">
        <div>
          <p className="font-semibold text-brand-900">{REVIEW_SIGN_IN_MESSAGE}</p>
          <p className="mt-1 text-sm text-muted">
            Entre na sua conta para contar sua experiência
            {reviewPoints > 0 ? ` e ganhe ${formatPoints(reviewPoints)}` : " e ganhar pontos"}.
          </p>
        </div>
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(back)}`}
          className={cn(buttonVariants({ variant: "outline", className: "self-start" }))}
        >
          <LogIn aria-hidden /> Entrar para avaliar
        </Link>
      </CardContent>
    </Card>
  );
}
