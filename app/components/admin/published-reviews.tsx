import { EyeOff, MessageCircle, MessageSquareText, Pencil, Trash2, X } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "./confirm-action";
import { EmptyState } from "./empty-state";
import { FormDialog } from "./form-dialog";
import { adminFormId } from "./use-admin-form";
import { ReplyForm } from "./reply-form";
import { ReviewCard, type ReviewView } from "./review-card";

/** The published reviews: the store's reply (write, edit, remove), unpublish (back to the queue) or delete, each confirmed. */
export function PublishedReviews({ reviews, flagged }: { reviews: ReviewView[]; flagged: boolean }) {
  if (!reviews.length) {
    return flagged ? (
      <EmptyState icon={MessageSquareText} title="Nenhuma avaliação publicada com alegação de saúde">
        Desmarque o filtro para ver as demais avaliações publicadas.
      </EmptyState>
    ) : (
      <EmptyState icon={MessageSquareText} title="Nenhuma avaliação publicada ainda">
        As avaliações aprovadas aparecem aqui, onde você pode respondê-las em nome da loja.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Avaliações publicadas">
      {reviews.map((r) => {
        const who = r.authorName?.trim() || "cliente";
        return (
          <ReviewCard
            key={r.id}
            review={r}
            testId="published-review"
            actions={
              <>
                <FormDialog
                  title={r.reply ? "Editar resposta da loja" : "Responder avaliação"}
                  description={`Avaliação de ${who} sobre ${r.productName}.`}
                  className="max-w-lg"
                  formId={adminFormId("reply", r.id)}
                  trigger={
                    <Button variant="secondary">
                      {r.reply ? <Pencil aria-hidden /> : <MessageCircle aria-hidden />} {r.reply ? "Editar resposta" : "Responder"}
                    </Button>
                  }
                >
                  {(fetcher, close) => <ReplyForm fetcher={fetcher} review={r} onCancel={close} />}
                </FormDialog>
                {r.reply ? (
                  <ConfirmAction
                    title="Remover a resposta da loja?"
                    description="A resposta deixa de aparecer abaixo da avaliação na página do produto."
                    confirmLabel="Remover resposta"
                    cancelLabel="Voltar"
                    fields={{ intent: "reply-delete", id: r.id }}
                    trigger={
                      <Button variant="ghost">
                        <X aria-hidden /> Remover resposta
                      </Button>
                    }
                  />
                ) : null}
                <ConfirmAction
                  title="Despublicar esta avaliação?"
                  description="Ela sai da página do produto e volta para as pendentes, onde pode ser aprovada de novo ou rejeitada."
                  confirmLabel="Despublicar"
                  cancelLabel="Voltar"
                  tone="default"
                  fields={{ intent: "unpublish", id: r.id }}
                  trigger={
                    <Button variant="outline">
                      <EyeOff aria-hidden /> Despublicar
                    </Button>
                  }
                />
                <ConfirmAction
                  title="Excluir esta avaliação?"
                  description={`A avaliação de ${who} é apagada de vez e os pontos que ela rendeu são retirados do saldo. Esta ação não pode ser desfeita.`}
                  confirmLabel="Excluir"
                  cancelLabel="Voltar"
                  fields={{ intent: "delete", id: r.id }}
                  trigger={
                    <Button variant="ghost" className="text-red-700 hover:bg-red-50">
                      <Trash2 aria-hidden /> Excluir
                    </Button>
                  }
                />
              </>
            }
          />
        );
      })}
    </ul>
  );
}
