import { CheckCircle2 } from "~/components/icons";
import { Card, CardContent } from "~/components/ui/card";

/**
 * What the product page tells a signed-in customer about their own review and sample request: only
 * some visitors see these, so the page loads their code when it shows them (lib/deferred.tsx).
 */

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
