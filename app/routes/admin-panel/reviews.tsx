import type { Route } from "./+types/reviews";
import { formText } from "~/lib/common/form-text";
import { parseTab, TAB_PARAM } from "~/hooks/use-url-tab";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { MSG } from "~/i18n/admin";
import { adminErrorMessage, pageNumber } from "~/models/admin/errors.server";
import {
  approveReview,
  approveReviews,
  deleteReview,
  deleteReviewReply,
  listReviews,
  rejectReview,
  replyToReview,
  reviewCounts,
  unpublishReview,
} from "~/models/admin/reviews.server";
import { reviewBulkSchema, reviewReplySchema } from "~/validation/admin/review";
import { AdminPageHeader } from "~/components/admin/page-header";
import { LoadError } from "~/components/admin/load-error";
import { Pagination } from "~/components/admin/pagination";
import { PublishedReviews } from "~/components/admin/published-reviews";
import { ReviewFilters, ReviewQueue, ReviewTabs, type ReviewTab } from "~/components/admin/review-queue";
import { failure, isUuid, parseForm, readAdminAction, success, unknownIntent } from "./action-helpers.server";

const REVIEW_TABS = ["pendentes", "publicadas"] as const satisfies readonly ReviewTab[];

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Avaliações – Painel", description: "Moderação de avaliações.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const tab: ReviewTab = parseTab(url.searchParams.get(TAB_PARAM), REVIEW_TABS, "pendentes");
  const flagged = url.searchParams.get("sinalizadas") === "1";
  const [list, counts] = await Promise.all([
    listReviews({ approved: tab === "publicadas", flagged, page: pageNumber(url.searchParams.get("pagina")) }),
    reviewCounts(),
  ]);
  return { list, counts, tab, flagged };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction(args);
  if (!form) return unknownIntent();

  if (intent === "approve-many") {
    const parsed = reviewBulkSchema.safeParse({ ids: form.getAll("ids") });
    if (!parsed.success) return failure(MSG.approveError, { description: parsed.error.issues[0]?.message });
    try {
      const { approved, skipped } = await approveReviews(parsed.data.ids, admin.id);
      const done = `${approved} ${approved === 1 ? "avaliação aprovada" : "avaliações aprovadas"}`;
      const rest = skipped ? `; ${skipped} já ${skipped === 1 ? "tinha sido moderada" : "tinham sido moderadas"}` : "";
      return success(
        MSG.reviewApproved,
        `${done}${rest}. ${approved === 1 ? "O autor foi avisado" : "Os autores foram avisados"} por e-mail.`,
      );
    } catch (error) {
      return failure(MSG.approveError, { description: adminErrorMessage(error) });
    }
  }

  const id = formText(form, "id");
  const run = async (error: string, write: () => Promise<unknown>, done: string, description?: string) => {
    if (!isUuid(id)) return failure(error);
    try {
      await write();
      return success(done, description);
    } catch (caught) {
      return failure(error, { description: adminErrorMessage(caught) });
    }
  };

  switch (intent) {
    case "approve":
      return run(MSG.approveError, () => approveReview(id, admin.id), MSG.reviewApproved, "O autor foi avisado por e-mail.");
    case "reject":
      return run(MSG.rejectError, () => rejectReview(id, admin.id), MSG.reviewRejected);
    case "unpublish":
      return run(MSG.unpublishError, () => unpublishReview(id, admin.id), MSG.reviewUnpublished, "Ela voltou para as pendentes.");
    case "delete":
      return run(MSG.deleteReviewError, () => deleteReview(id, admin.id), MSG.reviewDeleted);
    case "reply": {
      const parsed = parseForm(reviewReplySchema, form);
      if ("errors" in parsed) return failure(MSG.replyError, { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
      return run(MSG.replyError, () => replyToReview(id, parsed.data.reply, admin.id), MSG.replySaved);
    }
    case "reply-delete":
      return run(MSG.replyRemoveError, () => deleteReviewReply(id, admin.id), MSG.replyRemoved);
    default:
      return unknownIntent();
  }
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { list, counts, tab, flagged } = loaderData;
  const pending = tab === "pendentes";
  return (
    <>
      <AdminPageHeader
        title="Avaliações"
        description={
          pending
            ? counts.pending
              ? `${counts.pending} ${counts.pending === 1 ? "avaliação aguarda" : "avaliações aguardam"} moderação, das mais novas às mais antigas.`
              : "Aprove ou rejeite as avaliações antes que apareçam no site."
            : "As avaliações publicadas: responda em nome da loja, despublique ou exclua."
        }
      />
      <ReviewTabs tab={tab} counts={counts} flagged={flagged} />
      <ReviewFilters tab={tab} flagged={flagged} />
      {pending ? <ReviewQueue reviews={list.rows} flagged={flagged} /> : <PublishedReviews reviews={list.rows} flagged={flagged} />}
      {list.total ? <Pagination page={list.page} pageCount={list.pageCount} total={list.total} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <LoadError message={MSG.reviewsLoadError} />;
}
