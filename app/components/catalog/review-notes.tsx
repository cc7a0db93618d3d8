import { Link } from "react-router";
import { CheckCircle2, LogIn } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatPoints } from "~/i18n/format";
import { cn } from "~/lib/cn";

export const REVIEW_SIGN_IN_MESSAGE = "Você precisa estar logado para avaliar um produto.";

/** Shown instead of the form once the user has reviewed the product (approved or not). */
export function ReviewThanks({ approved }: { approved: boolean }) {
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardContent className="flex items-start gap-3 p-5">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
        <div>
          <p className="font-semibold text-brand-900">Obrigado pela sua avaliação!</p>
          <p className="mt-1 text-sm text-brand-900">
            {approved
              ? "Sua avaliação já está publicada nesta página."
              : "Sua avaliação está em análise e será publicada assim que for aprovada pela nossa equipe."}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

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
