import type { Route } from "./+types/reviews";
import { requireAdmin } from "~/lib/session.server";
import { pageMeta } from "~/lib/meta";
import { MSG } from "~/i18n/admin";
import { adminErrorMessage, pageNumber } from "~/models/admin/errors.server";
import { approveReview, listPendingReviews, rejectReview } from "~/models/admin/reviews.server";
import { AdminPageHeader } from "~/components/admin/page-header";
import { LoadError } from "~/components/admin/load-error";
import { Pagination } from "~/components/admin/pagination";
import { ReviewQueue } from "~/components/admin/review-queue";
import { failure, isUuid, readAdminForm, success, text, unknownIntent } from "./action-helpers.server";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Avaliações – Painel", description: "Moderação de avaliações.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  return { list: await listPendingReviews(pageNumber(url.searchParams.get("pagina"))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const form = await readAdminForm(request);
  if (!form) return unknownIntent();
  const intent = text(form, "intent");
  const id = text(form, "id");
  if (intent === "approve") {
    if (!isUuid(id)) return failure(MSG.approveError);
    try {
      await approveReview(id, admin.id);
      return success(MSG.reviewApproved);
    } catch (error) {
      return failure(MSG.approveError, { description: adminErrorMessage(error) });
    }
  }
  if (intent === "reject") {
    if (!isUuid(id)) return failure(MSG.rejectError);
    try {
      await rejectReview(id, admin.id);
      return success(MSG.reviewRejected);
    } catch (error) {
      return failure(MSG.rejectError, { description: adminErrorMessage(error) });
    }
  }
  return unknownIntent();
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Avaliações"
        description={list.total ? `${list.total} ${list.total === 1 ? "avaliação aguarda" : "avaliações aguardam"} moderação, das mais novas às mais antigas.` : "Aprove ou rejeite as avaliações antes que apareçam no site."}
      />
      <ReviewQueue reviews={list.rows} />
      {list.total ? <Pagination page={list.page} pageCount={list.pageCount} total={list.total} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <LoadError message={MSG.reviewsLoadError} />;
}
