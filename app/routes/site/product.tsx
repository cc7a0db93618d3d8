import { Suspense, useEffect } from "react";
import { Await, data, isRouteErrorResponse, Link, redirect, useActionData } from "react-router";
import { Check, ExternalLink, Truck } from "~/components/icons";
import type { Route } from "./+types/product";
import { Breadcrumb } from "~/components/catalog/breadcrumb";
import { CategoryBadge } from "~/components/catalog/category-badge";
import { FavoriteButton } from "~/components/catalog/favorite-button";
import { ProductImage, productImageUrl } from "~/components/catalog/product-image";
import { isProductTab, ProductTabs, type ProductTab } from "~/components/catalog/product-tabs";
import type { ReviewActionData } from "~/components/catalog/review-form";
import { RelatedProducts } from "~/components/catalog/related-products";
import { ProductPosts } from "~/components/catalog/product-posts";
import { listProductPosts, sharedBlogData } from "~/models/blog.server";
import { ReviewList } from "~/components/catalog/review-list";
import { ReviewSignIn } from "~/components/catalog/review-notes";
import { SAMPLE_SIGN_IN_MESSAGE } from "~/components/catalog/sample-links";
import type { SampleActionData } from "~/components/catalog/sample-request-form";
import { SampleRequestButton } from "~/components/catalog/sample-request-button";
import { ShareButton } from "~/components/catalog/share-button";
import { ShippingCalculator } from "~/components/catalog/shipping-calculator";
import { RatingSummary } from "~/components/catalog/star-rating";
import { BRAND } from "~/lib/common/brand";
import { buyLink } from "~/lib/common/store-link";
import { buttonVariants } from "~/components/ui/button";
import { env } from "~/lib/server/env.server";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { deferred } from "~/lib/render/deferred";
import { SharedHtml } from "~/lib/render/shared-html";
import { pageMeta } from "~/lib/render/meta";
import { REVIEW_LIMIT, SAMPLE_LIMIT } from "~/lib/server/form-limits.server";
import { clientIp, retryAfter, TOO_MANY } from "~/lib/server/rate-limit.server";
import { getUser, type SessionUser } from "~/services/session.server";
import { sharedData, Tags } from "~/lib/server/cache.server";
import { dataWithToast } from "~/lib/server/toast.server";
import {
  findActiveProductId,
  getProductBySlug,
  listRelatedProducts,
  productViewerState,
  type ProductDetail,
} from "~/models/catalog.server";
import { pointsForAction } from "~/models/loyalty.server";
import { listApprovedReviews, reviewSuccessMessage, submitReview } from "~/models/reviews.server";
import { requestSample, samplePrefill, sampleSuccessMessage } from "~/models/samples.server";
import { shippingQuoteTable } from "~/models/shipping.server";
import { currentProductSlug } from "~/models/slug-history.server";
import { reviewSchema } from "~/validation/review";
import { sampleSchemaFor } from "~/validation/sample";
import { lookupCep } from "~/validation/cep";
import { parseSubmission } from "~/validation/submission";
import type { z } from "zod";

// Only some visitors see these: their code loads when the page shows them (lib/deferred.tsx).
const ReviewForm = deferred(() => import("~/components/catalog/review-form").then((m) => m.ReviewForm));
const SampleSection = deferred(() => import("~/components/catalog/sample-section").then((m) => m.SampleSection));
const NotFoundContent = deferred(() => import("./not-found").then((m) => m.NotFoundContent));
const LoadError = deferred(() => import("~/components/catalog/load-error").then((m) => m.LoadError));
const notes = () => import("~/components/catalog/customer-notes");
const ReviewThanks = deferred(() => notes().then((m) => m.ReviewThanks));
const OpenSampleTicket = deferred(() => import("~/components/catalog/sample-ticket").then((m) => m.OpenSampleTicket));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  // An inactive product is not in the store; an administrator previews it (their page is never shared).
  const product =
    (await sharedData(`product:${params.slug}`, [Tags.catalog], () => getProductBySlug(params.slug))) ??
    (user?.role === "admin" ? await getProductBySlug(params.slug, undefined, { includeInactive: true }) : null);
  if (!product) {
    const moved = await sharedData(`product-moved:${params.slug}`, [Tags.catalog], () => currentProductSlug(params.slug));
    if (moved) throw redirect(`/produto/${moved}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
  const preview = product.status === "inactive";
  const url = new URL(request.url);
  const reviewPage = Number.parseInt(url.searchParams.get("avaliacoes") ?? "", 10) || 1;
  const askedTab = url.searchParams.get("aba");
  const tab: ProductTab = url.searchParams.has("avaliacoes") ? "avaliacoes" : isProductTab(askedTab) ? askedTab : "descricao";
  // The list of reviews is secondary: for a visitor it streams in after the product. For a customer,
  // whose page is rendered on every request, it is awaited with the customer's state (shared data, read
  // once per cache time), which spares the page a streamed part.
  const listing = sharedData(`product:${product.id}:reviews:${reviewPage}`, [Tags.catalog], () =>
    listApprovedReviews(product.id, { page: reviewPage }),
  );
  const showSampleForm = url.searchParams.has("amostra");
  // "Calcular frete" sent without JavaScript: the page brings the fee table it cannot fetch.
  const feeCep = url.searchParams.get("cep")?.slice(0, 9) ?? null;
  const [related, posts, reviewPoints, { ownReview, openSample, openTicket, sampleOnItsWay, hadSample }, reviewsNow, shippingTable] =
    await Promise.all([
      // The same for everyone: one statement per product and cache time, none on a hit.
      sharedData(`product:${product.id}:related`, [Tags.catalog], () => listRelatedProducts(product.id)),
      // "Artigos sobre este produto": the blog's data (a post's products are written with the post).
      sharedBlogData(`product:${product.id}:posts`, () => listProductPosts(product.id)),
      sharedData("points:product_review", [Tags.settings], () => pointsForAction("product_review")),
      // The customer's review, and the open request with its order number, fee and Pix code.
      user
        ? productViewerState(product.id, user.id)
        : { ownReview: null, openSample: null, openTicket: null, sampleOnItsWay: false, hadSample: false },
      user ? listing.catch(() => null) : null,
      // The form on the page (no JavaScript) shows the fee table it cannot fetch.
      showSampleForm || feeCep
        ? Promise.all([shippingQuoteTable(), user ? samplePrefill(user.id) : null]).then(([table, prefill]) => ({ ...table, prefill }))
        : null,
    ]);
  // A list that failed to load still shows the page, with the list's own error message.
  const reviews = reviewsNow ?? listing;
  const config = env();
  const base = config.baseUrl;
  return data(
    {
      product,
      preview,
      posts,
      // The medium is the customer's own: a visitor's page (the shared, cached one) always says "site".
      buyUrl: buyLink({
        productUrl: product.storeUrl,
        storeUrl: config.storeUrl,
        slug: product.slug,
        medium: user && hadSample ? "amostra" : "site",
      }),
      related,
      reviews,
      reviewPoints,
      ownReview,
      openSample,
      openTicket,
      sampleOnItsWay,
      shippingTable,
      viewer: user ? { fullName: user.fullName, email: user.email, phone: user.phone } : null,
      tab,
      showSampleForm,
      feeCep,
      feePlace: feeCep ? lookupCep(feeCep) : null,
      // Only for a product without its own text: the page's code does not carry it.
      genericHowToUse: product.howToUse ? null : GENERIC_HOW_TO_USE,
      canonical: `${base}/produto/${product.slug}`,
      imageUrl: new URL(productImageUrl(product.imageUrl, 800), base).toString(),
    },
    { headers: publicPageHeaders(Boolean(user)) },
  );
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return pageMeta({
      title: "Produto não encontrado",
      description: "O produto que você procurou não existe ou não está mais disponível.",
      noindex: true,
    });
  }
  const { product } = loaderData;
  return pageMeta({
    title: `${product.name} – Amostra Grátis`,
    description: truncate(product.shortDescription || product.description, 160),
    canonical: loaderData.canonical,
    image: loaderData.imageUrl,
    type: "product",
    noindex: loaderData.preview,
  });
};

function truncate(text: string, max: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

// ── Action: intent "sample" (the dialog) and intent "review" (the form) ──────────────

const UNEXPECTED = "Erro inesperado. Tente novamente.";

type ActionData = SampleActionData | ReviewActionData;

function formValues(form: FormData, fields: string[]) {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 2000);
  }
  return values;
}

/**
 * conform's reply to a refused form (decision 025): what was typed, and the errors beside the fields.
 * The model checked the post with the same schema (and counted it against the limit); its errors also
 * carry what only the server knows (a coupon already spent).
 */
function replyWith(form: FormData, schema: z.ZodType, errors: Record<string, string>) {
  return parseSubmission(form, schema).reply({
    fieldErrors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
  });
}

/** A refusal of the whole form (not signed in, too many posts): its message above the form and as the toast. */
function formRefusal<T extends SampleActionData | ReviewActionData>(intent: T["intent"], message: string, init: ResponseInit) {
  return dataWithToast({ intent, ok: false, formError: message } as T, { type: "error", title: message }, init);
}

async function sampleAction(user: SessionUser | null, product: { id: string }, form: FormData, request: Request) {
  const fields = [
    "fullName",
    "email",
    "phone",
    "cpf",
    "zipCode",
    "street",
    "number",
    "complement",
    "district",
    "city",
    "state",
    "notes",
    "coupon",
    "address",
  ];
  if (!user) return formRefusal<SampleActionData>("sample", SAMPLE_SIGN_IN_MESSAGE, { status: 401 });
  // Every post counts against the limit, valid or not; a valid one is counted and written in one statement.
  const limit = { limit: SAMPLE_LIMIT, keys: [`user:${user.id}`, `ip:${clientIp(request)}`] };
  const result = await requestSample(user.id, product.id, formValues(form, fields), { limit });
  if (!result.ok && "retryAfter" in result) {
    return formRefusal<SampleActionData>("sample", TOO_MANY, { status: 429, headers: retryAfter(result.retryAfter) });
  }
  if (result.ok) {
    const message = sampleSuccessMessage(result.points);
    return dataWithToast<SampleActionData>(
      { intent: "sample", ok: true, message, orderNumber: result.orderNumber },
      { type: "success", title: message },
    );
  }
  const schema = sampleSchemaFor(formValues(form, fields));
  if ("errors" in result) {
    return data<SampleActionData>({ intent: "sample", ok: false, reply: replyWith(form, schema, result.errors) }, { status: 400 });
  }
  return dataWithToast<SampleActionData>(
    { intent: "sample", ok: false, formError: result.message, reply: parseSubmission(form, schema).reply() },
    { type: "error", title: result.message },
    { status: result.reason === "open" || result.reason === "soldOut" ? 409 : 500 },
  );
}

async function reviewAction(user: SessionUser | null, product: { id: string }, form: FormData) {
  const fields = ["rating", "title", "content"];
  if (!user) return formRefusal<ReviewActionData>("review", "Você precisa estar logado para avaliar um produto.", { status: 401 });
  // Every post counts against the limit, valid or not; a valid one is counted and written in one statement.
  const result = await submitReview(user.id, product.id, formValues(form, fields), {
    limit: { limit: REVIEW_LIMIT, keys: [`user:${user.id}`] },
  });
  if (!result.ok && "retryAfter" in result) {
    return formRefusal<ReviewActionData>("review", TOO_MANY, { status: 429, headers: retryAfter(result.retryAfter) });
  }
  if (result.ok) {
    const message = reviewSuccessMessage(result.points, { tooShort: result.tooShort });
    return dataWithToast<ReviewActionData>({ intent: "review", ok: true, message }, { type: "success", title: message });
  }
  if ("errors" in result) {
    // The specification shows these messages as toasts; they also sit next to their fields (conform's reply).
    const first = result.errors.rating ?? result.errors.content ?? result.errors.title ?? Object.values(result.errors)[0];
    return dataWithToast<ReviewActionData>(
      { intent: "review", ok: false, reply: replyWith(form, reviewSchema, result.errors) },
      { type: "error", title: first },
      { status: 400 },
    );
  }
  return formRefusal<ReviewActionData>("review", result.message, { status: result.reason === "duplicate" ? 409 : 500 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "sample" && intent !== "review") {
    return data({ intent: "unknown", ok: false, formError: "Ação inválida." }, { status: 400 });
  }
  try {
    // The same for everyone, like the page's own data: kept until the catalogue is written (lib/cache.server.ts).
    const product = await sharedData(`product-id:${params.slug}`, [Tags.catalog], () => findActiveProductId(params.slug));
    if (!product) {
      const message = "Produto não encontrado.";
      return dataWithToast(
        { intent, ok: false, formError: message },
        { type: "error", title: "Erro", description: message },
        { status: 404 },
      );
    }
    const user = getUser(context);
    return intent === "sample" ? await sampleAction(user, product, form, request) : await reviewAction(user, product, form);
  } catch (error) {
    console.error(`[produto] erro inesperado (${intent}):`, error);
    return dataWithToast({ intent, ok: false, formError: UNEXPECTED }, { type: "error", title: UNEXPECTED }, { status: 500 });
  }
}

// ── Page ─────────────────────────────────────────────────────────────────────────────

const GENERIC_HOW_TO_USE = [
  "Siga a porção diária indicada no rótulo, de preferência junto a uma refeição e com um copo de água. Não exceda a recomendação de consumo.",
  "Suplementos alimentares não são medicamentos e não substituem uma alimentação equilibrada. Consulte um profissional de saúde antes de usar se estiver grávida, amamentando, em tratamento ou se tiver alguma condição de saúde. Mantenha fora do alcance de crianças e conserve em local seco e fresco, ao abrigo da luz.",
];

function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function productJsonLd(product: ProductDetail, canonical: string, image: string) {
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.shortDescription || truncate(product.description, 300),
    image: [image],
    sku: product.slug,
    url: canonical,
    brand: { "@type": "Brand", name: BRAND.name },
  };
  if (product.category) ld.category = product.category.name;
  if (product.rating.count > 0 && product.rating.average !== null) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  // Escaped so that no text of the product can close the script element.
  return JSON.stringify(ld).replace(/</g, "\\u003c");
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const {
    product,
    related,
    reviews,
    reviewPoints,
    ownReview,
    openSample,
    openTicket,
    sampleOnItsWay,
    shippingTable,
    viewer,
    tab,
    showSampleForm,
    feeCep,
    feePlace,
    canonical,
    imageUrl,
    genericHowToUse,
    buyUrl,
    posts,
    preview,
  } = loaderData;
  const actionData = useActionData<ActionData>();
  const sampleAnswer = actionData?.intent === "sample" ? actionData : null;
  const reviewAnswer = actionData?.intent === "review" ? actionData : null;
  const productRef = { slug: product.slug, name: product.name };
  const reviewHref = (page: number) => `/produto/${product.slug}?avaliacoes=${page}#avaliacoes`;
  // A customer's notes appear after their review or sample request: their code comes beforehand.
  useEffect(() => {
    if (viewer && (!ownReview || !openSample)) void Promise.all([ReviewThanks.preload(), OpenSampleTicket.preload()]);
  }, [viewer, ownReview, openSample]);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-12 md:pt-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(product, canonical, imageUrl) }} />
      <Breadcrumb items={[{ label: "Início", to: "/" }, { label: "Produtos", to: "/produtos" }, { label: product.name }]} />
      {preview ? (
        <p role="status" className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Pré-visualização: este produto está inativo e não aparece na loja. Só administradores veem esta página.
        </p>
      ) : null}

      <div className="mt-4 grid gap-8 md:grid-cols-2 md:gap-10">
        <div className="relative self-start overflow-hidden rounded-3xl bg-cream-100">
          <ProductImage
            src={product.imageUrl}
            size={800}
            alt={product.name}
            loading="eager"
            fetchPriority="high"
            sizes="(min-width: 768px) 560px, 100vw"
          />
          {product.category ? (
            // The badge keeps its size; the link around it is a 44 px target.
            <Link to={`/produtos/${product.category.slug}`} className="absolute top-2 left-3 inline-flex min-h-11 items-center">
              <CategoryBadge slug={product.category.slug} name={product.category.name} className="text-sm shadow-sm" />
            </Link>
          ) : null}
          <FavoriteButton slug={product.slug} name={product.name} className="absolute top-3 right-3" />
        </div>

        <div className="flex flex-col gap-5">
          <div>
            <h1 className="text-3xl leading-tight font-bold text-brand-900 md:text-4xl">{product.name}</h1>
            {product.shortDescription ? <p className="mt-3 text-lg text-muted">{product.shortDescription}</p> : null}
          </div>
          <a href="#avaliacoes" className="inline-flex min-h-11 items-center self-start rounded-lg hover:underline">
            <RatingSummary average={product.rating.average} count={product.rating.count} size="lg" />
          </a>
          <div className="rounded-2xl bg-cream-50 p-4">
            <p className="font-display text-3xl font-bold text-brand-700">Amostra Grátis</p>
            <p className="mt-1 flex items-center gap-2 text-sm text-muted">
              <Truck className="size-4" aria-hidden /> Pague apenas o frete
            </p>
            {product.sampleDescription ? <p className="mt-2 font-medium text-ink">Amostra: {product.sampleDescription}</p> : null}
          </div>
          {product.benefits.length ? (
            <SharedHtml as="ul" id="product:benefits" data={product} className="grid gap-2" aria-label="Benefícios">
              {product.benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                  <span>{benefit}</span>
                </li>
              ))}
            </SharedHtml>
          ) : null}
          {/* With "Comprar" the three do not fit one line of the column: the sample keeps a line of its own. */}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <SampleRequestButton
              product={productRef}
              viewer={viewer}
              openRequestStatus={openSample?.status}
              soldOut={product.soldOut}
              size="lg"
              className={buyUrl || product.soldOut ? "sm:basis-full" : "sm:flex-1"}
            />
            {buyUrl ? <BuyLink href={buyUrl} /> : null}
            <ShareButton url={canonical} title={product.name} text={product.shortDescription ?? undefined} />
          </div>
          {openTicket ? <OpenSampleTicket ticket={openTicket} /> : null}
          <ShippingCalculator slug={product.slug} initialCep={feeCep} initialPlace={feePlace} table={feeCep ? shippingTable : null} />
        </div>
      </div>

      {(showSampleForm && !(product.soldOut && !openSample)) || sampleAnswer ? (
        <SampleSection
          product={productRef}
          viewer={viewer}
          answer={sampleAnswer}
          openSampleStatus={openSample?.status ?? null}
          shippingTable={shippingTable}
        />
      ) : null}

      <ProductTabs
        className="mt-12"
        initial={tab}
        panels={{
          descricao: (
            <SharedHtml as="div" id="product:description" data={product} className="max-w-3xl space-y-4 leading-7">
              {paragraphs(product.description).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </SharedHtml>
          ),
          beneficios: (
            <SharedHtml as="ul" id="product:benefits-tab" data={product} className="grid max-w-3xl gap-3">
              {product.benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-3 rounded-xl bg-leaf-100/60 p-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                  <span>{benefit}</span>
                </li>
              ))}
            </SharedHtml>
          ),
          "como-usar": (
            <SharedHtml as="div" id="product:how-to-use" data={product} className="max-w-3xl space-y-4 leading-7">
              {(product.howToUse ? paragraphs(product.howToUse) : (genericHowToUse ?? [])).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </SharedHtml>
          ),
          avaliacoes: (
            <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
              <div className="order-2 lg:order-1">
                <div className="mb-5 flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-xl font-semibold text-brand-900">O que dizem os clientes</h2>
                  <RatingSummary average={product.rating.average} count={product.rating.count} />
                </div>
                <Suspense fallback={<p className="text-sm text-muted">Carregando avaliações...</p>}>
                  <Await resolve={reviews} errorElement={<p className="text-sm text-red-700">Erro ao carregar avaliações.</p>}>
                    {(page) => <ReviewList reviews={page.reviews} page={page.page} pageCount={page.pageCount} pageHref={reviewHref} />}
                  </Await>
                </Suspense>
              </div>
              <div className="order-1 lg:order-2">
                {!viewer ? (
                  <ReviewSignIn productSlug={product.slug} reviewPoints={reviewPoints} />
                ) : ownReview ? (
                  <ReviewThanks approved={ownReview.approved} />
                ) : (
                  <ReviewForm
                    productSlug={product.slug}
                    reviewPoints={reviewPoints}
                    fallback={reviewAnswer}
                    sampleOnItsWay={sampleOnItsWay}
                  />
                )}
              </div>
            </div>
          ),
        }}
      />

      <ProductPosts posts={posts} />

      <RelatedProducts products={related} />
    </div>
  );
}

/** "Comprar": the product in the store, in a new tab (said to screen readers). */
function BuyLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline", size: "lg", className: "sm:flex-1" })}>
      Comprar
      <ExternalLink aria-hidden />
      <span className="sr-only">(abre a loja em uma nova aba)</span>
    </a>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundContent title="Produto não encontrado">
        <Link
          to="/produtos"
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Ver todos os produtos
        </Link>
      </NotFoundContent>
    );
  }
  console.error(error);
  return <LoadError title="Não foi possível carregar este produto." />;
}
