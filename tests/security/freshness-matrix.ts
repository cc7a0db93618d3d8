/**
 * The freshness matrix: for every write action of tests/security/route-matrix.ts (route id + intent), the
 * pages that show what it changes — public pages as a visitor reads them (the page cache), personal and
 * panel pages as their reader sees them (data caches, sessions) — the write itself, and what the very next
 * read of each page must show. Caches are emptied by the tags each write names
 * (docs/decisions/009-tagged-caches.md, 005-page-cache.md): a forgotten tag is a case that fails.
 *
 * The cases run in order on ONE fixture (tests/security/support/harness.ts buildFixture, plus the rows of
 * `prepareFreshness`), so a case may rely on what the cases before it did.
 *
 * ADDING AN ACTION: add a case here (or an exclusion with its reason). tests/security/freshness.test.ts
 * fails for an action of MATRIX without either, and for a case or exclusion whose action is gone.
 */
import { asc, eq } from "drizzle-orm";
import * as s from "~/db/schema";
import type { Db } from "~/lib/server/db/client.server";
import { redeemReward } from "~/models/loyalty.server";
import { RECEIVED_SAMPLE_BADGE } from "~/i18n/labels";
import type { Answer, Fixture, Role } from "./support/harness";

/** The shared fixture with the rows of `prepareFreshness`: ids, names and slugs by key. */
export interface FreshFixture extends Fixture {
  names: Record<string, string>;
  slugs: Record<string, string>;
}

/** What a case needs of a server: a request as a role (`form` makes it a urlencoded POST of the site itself). */
export interface Client {
  send(role: Role, url: string, form?: Record<string, string>): Promise<Answer>;
}

type Text = string | ((fx: FreshFixture) => string);

/**
 * What the next read must show. Each check must be false on the warmed page and true after the write,
 * so a case that would pass without its write fails as well.
 */
export type Check =
  /** Text that appears. */
  | { shows: Text }
  /** Text that disappears. */
  | { hides: Text }
  /** An answer of this status (e.g. 404 once the thing is gone), another one before. */
  | { status: number }
  /** The first number captured by `pattern` changes by `by`. */
  | { count: RegExp; by: number }
  /** The number of times the text appears changes by `by`. */
  | { occurrences: string; by: number };

export interface Read {
  role: Role;
  url: Text;
  check: Check;
}

export interface FreshnessCase {
  /** "route id#intent", as in MATRIX. */
  action: string;
  /** What this case does (several cases may cover one action: each sample status, say). */
  name: string;
  by: Role;
  /** The address the form is posted to (default: the MATRIX entry's). */
  url?: Text;
  form: (fx: FreshFixture) => Record<string, string>;
  reads: Read[];
}

/** The customer's second device (a session of `prepareFreshness`), as the list of sessions names it. */
const SPARE_DEVICE = "Firefox no Linux";

/** The name of the customer whose removal the panel carries out (shown on a review until then). */
const REMOVED_AUTHOR = "Removível Quintanilha";
/** The store's reply to that customer's review, greeting by the first name; a removal takes the name out of it. */
const REMOVED_REPLY = "Obrigado, Removível! Volte sempre.";

/** Configurações' sender form, filled in as valid. */
const SENDER = {
  intent: "sender-settings",
  companyName: "Raiz Vital Suplementos Naturais Ltda.",
  cnpj: "11.222.333/0001-81",
  zipCode: "05422-000",
  street: "Rua dos Pinheiros",
  number: "900",
  complement: "",
  district: "Pinheiros",
  city: "São Paulo",
  state: "SP",
};

/** Writes that change nothing any page shows, each with its reason. */
export const EXCLUDED: Record<string, string> = {
  // better-auth endpoints closed to everyone (404): nothing is written.
  "routes/api/auth#admin/set-role": "closed endpoint: answers 404 to everyone, writes nothing",
  "routes/api/auth#admin/list-users": "closed endpoint: answers 404 to everyone, writes nothing",
  "routes/api/auth#update-user": "closed endpoint: answers 404 to everyone, writes nothing",
  "routes/api/auth#verify-password": "closed endpoint: answers 404 to everyone, writes nothing",
  "routes/api/pix-webhook#notify":
    "without PIX_WEBHOOK_SECRET the address is 404 to everyone; with it, tests/integration/pix-webhook.test.ts reads the paid request next",
  "routes/site/newsletter#subscribe": "a subscription is shown on no page (the list is only exported to the mail provider)",
  "routes/site/newsletter-link#unsubscribe": "its token exists only in a mail; a subscription is shown on no page",
  "routes/site/post-view#view":
    "a view count is deliberately not a tag: it changes on every visit and may be a cache time old (docs/decisions/009-tagged-caches.md)",
  "routes/site/privacy-confirm#confirm": "its token exists only in a mail (tests/e2e/privacy covers the confirmation)",
  "routes/auth/auth#sign-in": "a new session; what a signed-in person sees is the session cookie's, not a cache's",
  "routes/auth/auth#forgot": "sends a mail only",
  "routes/auth/auth#resend": "sends a mail only",
  "routes/auth/reset-password#reset": "its token exists only in a mail; the old sessions' end is tested in tests/security/sessions.test.ts",
  "routes/dashboard/index#redeem-unconfirmed": "refused by design (points are spent only from the confirmation step): writes nothing",
  "routes/dashboard/index#change-password":
    "the matrix sends a wrong current password (refused, writes nothing); a password is shown on no page",
  "routes/dashboard/index#delete-account":
    "the matrix sends a wrong current password (refused, writes nothing); a real deletion runs the erasure of removal-carry-out, whose case shows the product page forgetting the name",
  "routes/site/terms-accept#accept": "the fixture's people accepted the versions in force: writes nothing",
  "routes/admin-panel/blog-preview#preview": "renders Markdown for the editor: writes nothing",
  "routes/admin-panel/blog-image#upload":
    "stores an image file and changes no row: the post's save that puts it in the body (post-create, post-update) is what readers see",
  "routes/admin-panel/privacy#removal-send-link": "sends a mail only (the request's state does not change)",
};

const ADMIN_SAMPLES = "/admin-panel/amostras";
const PENDING_REVIEWS = "/admin-panel/avaliacoes";
const PUBLISHED_REVIEWS = "/admin-panel/avaliacoes?aba=publicadas";
/** A failed mail's state in the panel's list (a retried one waits as "retry"). */
const FAILED_MAIL = ">Falhou<";
const REDEMPTIONS = "/admin-panel/premios?status=pending";
const SAMPLES_TAB = "/dashboard?aba=amostras";
/** The panel's list footer ("2 registros"; React puts a comment between the number and the word). */
const RECORDS = /(\d+)(?:<!-- -->)? registros?/;
/** The home page's figures (components/home/store-figures.tsx): the label, then its number. */
const HOME_PRODUCTS = /produtos naturais<\/dt><dd[^>]*>(\d+)/;
const HOME_CUSTOMERS = /clientes? cadastrados?<\/dt><dd[^>]*>(\d+)/;
const product = (key: string) => (fx: FreshFixture) => `/produto/${fx.slugs[key]}`;
const customerPage = (fx: FreshFixture) => `/admin-panel/usuarios/${fx.people.customer.id}`;
const otherPage = (fx: FreshFixture) => `/admin-panel/usuarios/${fx.people.other.id}`;

/** The full product form (an update replaces every field). */
function productForm(fx: FreshFixture, key: string, changes: Record<string, string>): Record<string, string> {
  return {
    intent: "product-update",
    id: fx.ids[key],
    name: fx.names[key],
    slug: fx.slugs[key],
    description: "Descrição completa do produto para o teste de frescor.",
    status: "active",
    ...changes,
  };
}

function postForm(fx: FreshFixture, key: string, changes: Record<string, string>): Record<string, string> {
  return {
    intent: "post-update",
    id: fx.ids[key],
    title: fx.names[key],
    slug: fx.slugs[key],
    content: "Conteúdo do artigo para o teste de frescor.",
    status: "published",
    ...changes,
  };
}

const FEES = (fee: string) => ({
  intent: "shipping-fees",
  fee_sul_sudeste: fee,
  min_sul_sudeste: "3",
  max_sul_sudeste: "7",
  fee_nordeste: fee,
  min_nordeste: "5",
  max_nordeste: "9",
  fee_norte_centro_oeste: fee,
  min_norte_centro_oeste: "6",
  max_norte_centro_oeste: "12",
});

/** Sample status labels as the customer's dashboard words them (app/i18n/labels.ts). */
const SAMPLE_LABEL = {
  approved: "Aprovado",
  shipped: "Enviado",
  delivered: "Entregue",
  completed: "Concluído",
  rejected: "Rejeitado",
} as const;

export const CASES: FreshnessCase[] = [
  // ── The catalogue ───────────────────────────────────────────────────────────────────────────
  {
    action: "routes/admin-panel/products#product-create",
    name: "a new product shows in the catalogue",
    by: "admin",
    form: () => ({ intent: "product-create", name: "Chá Frescor Recém Criado", description: "Um produto novo.", status: "active" }),
    reads: [
      { role: "anonymous", url: "/produtos", check: { shows: "Chá Frescor Recém Criado" } },
      { role: "customer", url: "/produtos", check: { shows: "Chá Frescor Recém Criado" } },
      { role: "admin", url: "/admin-panel/produtos", check: { shows: "Chá Frescor Recém Criado" } },
      { role: "anonymous", url: "/", check: { count: HOME_PRODUCTS, by: 1 } },
    ],
  },
  {
    action: "routes/admin-panel/products#product-update",
    name: "a product's new name shows on its page and in the catalogue",
    by: "admin",
    form: (fx) => productForm(fx, "editProduct", { name: "Cápsulas Renomeadas Agora" }),
    reads: [
      { role: "anonymous", url: product("editProduct"), check: { shows: "Cápsulas Renomeadas Agora" } },
      { role: "anonymous", url: "/produtos", check: { shows: "Cápsulas Renomeadas Agora" } },
      { role: "other", url: product("editProduct"), check: { shows: "Cápsulas Renomeadas Agora" } },
    ],
  },
  {
    action: "routes/admin-panel/products#product-update",
    name: "a product's new image shows on its page and in the catalogue",
    by: "admin",
    form: (fx) => productForm(fx, "editProduct", { name: "Cápsulas Renomeadas Agora", imageUrl: "/images/frescor-nova-imagem.webp" }),
    reads: [
      { role: "anonymous", url: product("editProduct"), check: { shows: "/images/frescor-nova-imagem.webp" } },
      { role: "anonymous", url: "/produtos", check: { shows: "/images/frescor-nova-imagem.webp" } },
    ],
  },
  {
    action: "routes/admin-panel/products#product-deactivate",
    name: "a deactivated product leaves the catalogue and its page",
    by: "admin",
    form: (fx) => ({ intent: "product-deactivate", id: fx.ids.deactivateProduct }),
    reads: [
      { role: "anonymous", url: "/produtos", check: { hides: (fx) => fx.slugs.deactivateProduct } },
      { role: "anonymous", url: product("deactivateProduct"), check: { status: 404 } },
      { role: "customer", url: product("deactivateProduct"), check: { status: 404 } },
      { role: "anonymous", url: "/", check: { count: HOME_PRODUCTS, by: -1 } },
    ],
  },
  {
    action: "routes/admin-panel/products#product-delete",
    name: "a deleted product leaves the catalogue and its page",
    by: "admin",
    form: (fx) => ({ intent: "product-delete", id: fx.ids.deleteProduct }),
    reads: [
      { role: "anonymous", url: "/produtos", check: { hides: (fx) => fx.slugs.deleteProduct } },
      { role: "anonymous", url: product("deleteProduct"), check: { status: 404 } },
    ],
  },
  {
    action: "routes/admin-panel/products#product-update",
    name: "a product whose stock of samples is set to 0 says 'Amostras esgotadas' on its page",
    by: "admin",
    form: (fx) => productForm(fx, "soldOutProduct", { sampleStock: "0" }),
    reads: [
      { role: "anonymous", url: product("soldOutProduct"), check: { shows: "Amostras esgotadas" } },
      { role: "customer", url: product("soldOutProduct"), check: { shows: "Amostras esgotadas" } },
      { role: "admin", url: "/admin-panel/produtos?ordem=estoque", check: { shows: "Amostras esgotadas" } },
    ],
  },

  // ── Product lines (the Linhas tab of Produtos) ──────────────────────────────────────────────
  // First, while "Linha Móvel" is still the last line (line-create adds after it).
  {
    action: "routes/admin-panel/products#line-move",
    name: "a line moved up is no longer the catalogue's last",
    by: "admin",
    form: (fx) => ({ intent: "line-move", id: fx.ids.moveLine, direction: "up" }),
    reads: [
      { role: "anonymous", url: "/produtos", check: { hides: 'value="linha-movel">Linha Móvel</option></select>' } },
      { role: "admin", url: "/admin-panel/produtos?aba=linhas", check: { shows: "Mover Linha Móvel para baixo" } },
    ],
  },
  {
    action: "routes/admin-panel/products#line-create",
    name: "a new line shows in the catalogue's filters and the panel",
    by: "admin",
    form: () => ({ intent: "line-create", name: "Linha Fresca Criada" }),
    reads: [
      { role: "anonymous", url: "/produtos", check: { shows: "Linha Fresca Criada" } },
      { role: "admin", url: "/admin-panel/produtos?aba=linhas", check: { shows: "Linha Fresca Criada" } },
    ],
  },
  {
    action: "routes/admin-panel/products#line-update",
    name: "a renamed line shows under its new name, and its old address redirects",
    by: "admin",
    form: (fx) => ({ intent: "line-update", id: fx.ids.renameLine, name: "Linha Nome Novo", slug: "linha-nome-novo" }),
    reads: [
      { role: "anonymous", url: "/produtos", check: { shows: "Linha Nome Novo" } },
      { role: "anonymous", url: (fx) => `/produtos/${fx.slugs.renameLine}`, check: { status: 301 } },
      { role: "admin", url: "/admin-panel/produtos?aba=linhas", check: { shows: "Linha Nome Novo" } },
    ],
  },
  {
    action: "routes/admin-panel/products#line-delete",
    name: "a removed line leaves the catalogue and its page",
    by: "admin",
    form: (fx) => ({ intent: "line-delete", id: fx.ids.deleteLine }),
    reads: [
      { role: "anonymous", url: "/produtos", check: { hides: "Linha Vazia Fresca" } },
      { role: "anonymous", url: (fx) => `/produtos/${fx.slugs.deleteLine}`, check: { status: 404 } },
    ],
  },

  // ── Reviews: the customer's pending review of the fixture's product ─────────────────────────
  {
    action: "routes/admin-panel/reviews#approve",
    name: "an approved review shows on the product page",
    by: "admin",
    form: (fx) => ({ intent: "approve", id: fx.ids.review }),
    reads: [
      { role: "anonymous", url: product("product"), check: { shows: "Gostei bastante do sabor." } },
      { role: "other", url: product("product"), check: { shows: "Gostei bastante do sabor." } },
      // The home page's testimonials are the best approved reviews.
      { role: "anonymous", url: "/", check: { shows: "Gostei bastante do sabor." } },
    ],
  },
  {
    action: "routes/admin-panel/reviews#reply",
    name: "the store's reply shows under the review",
    by: "admin",
    form: (fx) => ({ intent: "reply", id: fx.ids.review, reply: "Obrigado pela avaliação calorosa!" }),
    reads: [{ role: "anonymous", url: product("product"), check: { shows: "Obrigado pela avaliação calorosa!" } }],
  },
  {
    action: "routes/admin-panel/reviews#reply-delete",
    name: "a removed reply leaves the product page",
    by: "admin",
    form: (fx) => ({ intent: "reply-delete", id: fx.ids.review }),
    reads: [{ role: "anonymous", url: product("product"), check: { hides: "Obrigado pela avaliação calorosa!" } }],
  },
  {
    action: "routes/admin-panel/reviews#unpublish",
    name: "an unpublished review leaves the product page",
    by: "admin",
    form: (fx) => ({ intent: "unpublish", id: fx.ids.review }),
    reads: [{ role: "anonymous", url: product("product"), check: { hides: "Gostei bastante do sabor." } }],
  },
  {
    action: "routes/admin-panel/reviews#approve-many",
    name: "reviews approved together show on the product page",
    by: "admin",
    form: (fx) => ({ intent: "approve-many", ids: fx.ids.review }),
    reads: [{ role: "anonymous", url: product("product"), check: { shows: "Gostei bastante do sabor." } }],
  },
  {
    action: "routes/admin-panel/reviews#delete",
    name: "a deleted review leaves the product page",
    by: "admin",
    form: (fx) => ({ intent: "delete", id: fx.ids.review }),
    reads: [
      { role: "anonymous", url: product("product"), check: { hides: "Gostei bastante do sabor." } },
      { role: "admin", url: PUBLISHED_REVIEWS, check: { hides: "Gostei bastante do sabor." } },
    ],
  },
  {
    action: "routes/site/product#review",
    name: "a customer's review waits in the panel",
    by: "other",
    url: product("product"),
    form: () => ({ intent: "review", rating: "5", title: "Excelente mesmo", content: "Avaliação nova escrita para o teste de frescor." }),
    reads: [{ role: "admin", url: PENDING_REVIEWS, check: { shows: "Avaliação nova escrita para o teste de frescor." } }],
  },
  {
    action: "routes/admin-panel/reviews#reject",
    name: "a rejected review leaves the panel's pending list",
    by: "admin",
    form: (fx) => ({ intent: "reject", id: fx.ids.rejectReview }),
    reads: [{ role: "admin", url: PENDING_REVIEWS, check: { hides: "Avaliação que será rejeitada no teste." } }],
  },

  // ── Samples: the customer's pending request, then the other's awaiting payment ──────────────
  ...(["approved", "shipped", "delivered", "completed"] as const).map((status): FreshnessCase => ({
    action: "routes/admin-panel/samples#sample-status",
    name: `a sample ${status}: the customer's dashboard shows it`,
    by: "admin",
    form: (fx) => ({
      intent: "sample-status",
      id: fx.ids.customerSample,
      status,
      trackingCode: status === "shipped" ? "FR123456789BR" : "",
    }),
    // The status badge and the ticket's summary gain the new word ("Entregue" is also always a step of the timeline).
    reads: [
      { role: "customer", url: SAMPLES_TAB, check: { occurrences: SAMPLE_LABEL[status], by: 2 } },
      ...(status === "shipped" ? [{ role: "customer" as const, url: SAMPLES_TAB, check: { shows: "FR123456789BR" } }] : []),
    ],
  })),
  {
    action: "routes/admin-panel/samples#sample-status",
    name: "a sample delivered: its customer's published review of the product gets the badge",
    by: "admin",
    form: (fx) => ({ intent: "sample-status", id: fx.ids.badgeSample, status: "delivered", trackingCode: "" }),
    reads: [{ role: "anonymous", url: product("badgeProduct"), check: { shows: RECEIVED_SAMPLE_BADGE } }],
  },
  {
    action: "routes/admin-panel/samples#sample-payment",
    name: "a received payment shows on the customer's dashboard",
    by: "admin",
    form: (fx) => ({ intent: "sample-payment", id: fx.ids.awaitingSample, decision: "paid" }),
    reads: [{ role: "other", url: SAMPLES_TAB, check: { hides: "Aguardando pagamento" } }],
  },
  {
    action: "routes/admin-panel/samples#sample-payment-undo",
    name: "an undone payment: the customer's dashboard asks for the Pix again",
    by: "admin",
    form: (fx) => ({ intent: "sample-payment-undo", id: fx.ids.awaitingSample, reason: "Pix não encontrado no extrato" }),
    reads: [{ role: "other", url: SAMPLES_TAB, check: { shows: "Aguardando pagamento" } }],
  },
  {
    action: "routes/admin-panel/samples#sample-refund",
    name: "a refund recorded: the panel shows 'Pix devolvido' instead of 'Frete a devolver'",
    by: "admin",
    form: (fx) => ({
      intent: "sample-refund",
      id: fx.ids.refundSample,
      refundedOn: "2026-11-02",
      endToEndId: "E12345678202611021200frescor0001",
    }),
    reads: [{ role: "admin", url: `${ADMIN_SAMPLES}?q=Devolvelandia`, check: { shows: "Pix devolvido em" } }],
  },
  {
    action: "routes/admin-panel/dispatch#sample-dispatch",
    name: "a sample dispatched with its code: the customer's dashboard shows the code",
    by: "admin",
    form: (fx) => ({ intent: "sample-dispatch", "items[0].id": fx.ids.dispatchSample, "items[0].trackingCode": "DP123456789BR" }),
    reads: [{ role: "other", url: SAMPLES_TAB, check: { shows: "DP123456789BR" } }],
  },
  {
    action: "routes/admin-panel/samples#sample-bulk",
    name: "samples rejected together: the customer's dashboard shows it",
    by: "admin",
    form: (fx) => ({ intent: "sample-bulk", ids: fx.ids.otherSample, status: "rejected" }),
    reads: [{ role: "other", url: SAMPLES_TAB, check: { shows: SAMPLE_LABEL.rejected } }],
  },
  {
    action: "routes/site/product#sample",
    name: "a sample request shows on the requester's dashboard and in the panel",
    by: "admin",
    url: product("product"),
    form: () => ({
      intent: "sample",
      fullName: "Quem Pede Fresco",
      email: "pede.fresco@exemplo.com",
      phone: "(11) 91234-5678",
      address: "Rua Nova do Frescor 12",
      city: "São Paulo",
      state: "SP",
      zipCode: "01001-000",
    }),
    reads: [
      { role: "admin", url: SAMPLES_TAB, check: { shows: (fx) => fx.names.product } },
      { role: "admin", url: ADMIN_SAMPLES, check: { count: /(\d+) amostras? aguardando/, by: 1 } },
    ],
  },

  // ── Points, rewards and redemptions ─────────────────────────────────────────────────────────
  {
    action: "routes/admin-panel/rewards#reward-create",
    name: "a new reward shows on the points page",
    by: "admin",
    form: () => ({ intent: "reward-create", name: "Brinde Fresquinho", pointsRequired: "321", active: "on" }),
    reads: [
      { role: "anonymous", url: "/pontos", check: { shows: "Brinde Fresquinho" } },
      { role: "customer", url: "/dashboard", check: { shows: "Brinde Fresquinho" } },
    ],
  },
  {
    action: "routes/admin-panel/rewards#reward-update",
    name: "a reward's new name shows on the points page",
    by: "admin",
    form: (fx) => ({
      intent: "reward-update",
      id: fx.ids.reward,
      name: "Prêmio Renomeado Agora",
      pointsRequired: fx.names.rewardPoints,
      active: "on",
    }),
    reads: [
      { role: "anonymous", url: "/pontos", check: { shows: "Prêmio Renomeado Agora" } },
      { role: "customer", url: "/dashboard", check: { shows: "Prêmio Renomeado Agora" } },
    ],
  },
  {
    action: "routes/dashboard/index#correct-sample-address",
    name: "an address the customer corrects shows in Minhas Amostras and in the panel's list",
    // The other customer's request, still pending (paid above, so its fee stays); cancelled by the next case.
    by: "other",
    form: (fx) => ({
      intent: "correct-sample-address",
      sampleId: fx.ids.awaitingSample,
      zipCode: "40020-000",
      street: "Rua Chile",
      number: "20",
      complement: "",
      district: "Centro",
      city: "Salvador",
      state: "BA",
    }),
    reads: [
      { role: "other", url: SAMPLES_TAB, check: { shows: "Rua Chile, 20 – Centro" } },
      { role: "admin", url: "/admin-panel/amostras?q=salvador", check: { shows: "Rua Chile, 20 – Centro" } },
    ],
  },
  {
    action: "routes/dashboard/index#cancel-sample",
    name: "a request the customer cancels shows as cancelled in Minhas Amostras",
    // The other customer's request, still pending (paid above): the customer's own has moved on by now.
    by: "other",
    form: (fx) => ({ intent: "cancel-sample", sampleId: fx.ids.awaitingSample }),
    reads: [{ role: "other", url: SAMPLES_TAB, check: { shows: "Cancelado" } }],
  },
  {
    action: "routes/dashboard/index#redeem",
    name: "a redemption spends the customer's points",
    by: "customer",
    form: (fx) => ({ intent: "redeem", rewardId: fx.ids.reward, confirm: "sim" }),
    reads: [{ role: "admin", url: REDEMPTIONS, check: { count: RECORDS, by: 1 } }],
  },
  {
    action: "routes/admin-panel/rewards#redemption-ship",
    name: "a physical reward sent shows its tracking code to the customer and leaves the pending list",
    by: "admin",
    form: (fx) => ({ intent: "redemption-ship", id: fx.ids.physicalRedemption, trackingCode: "QB123456789BR" }),
    reads: [
      { role: "customer", url: "/dashboard?aba=premios", check: { shows: "QB123456789BR" } },
      { role: "admin", url: REDEMPTIONS, check: { count: RECORDS, by: -1 } },
    ],
  },
  {
    action: "routes/admin-panel/rewards#redemption-complete",
    name: "a completed redemption shows as delivered to the customer",
    by: "admin",
    form: (fx) => ({ intent: "redemption-complete", id: fx.ids.redemption }),
    reads: [{ role: "admin", url: REDEMPTIONS, check: { count: RECORDS, by: -1 } }],
  },
  {
    action: "routes/admin-panel/rewards#redemption-cancel",
    name: "a cancelled redemption gives the points back",
    by: "admin",
    form: (fx) => ({ intent: "redemption-cancel", id: fx.ids.otherRedemption }),
    reads: [{ role: "admin", url: REDEMPTIONS, check: { count: RECORDS, by: -1 } }],
  },
  {
    action: "routes/admin-panel/rewards#reward-update",
    name: "a reward out of stock shows as sold out on the points page",
    by: "admin",
    form: (fx) => ({
      intent: "reward-update",
      id: fx.ids.spareReward,
      name: fx.names.spareReward,
      pointsRequired: "4321",
      stock: "0",
      active: "on",
    }),
    reads: [{ role: "anonymous", url: "/pontos", check: { occurrences: "Esgotado", by: 1 } }],
  },
  {
    action: "routes/admin-panel/rewards#reward-delete",
    name: "a deleted reward leaves the points page",
    by: "admin",
    form: (fx) => ({ intent: "reward-delete", id: fx.ids.spareReward }),
    reads: [{ role: "anonymous", url: "/pontos", check: { hides: (fx) => fx.names.spareReward } }],
  },
  {
    action: "routes/admin-panel/users#points",
    name: "points given in the users page show on the customer's dashboard",
    by: "admin",
    form: (fx) => ({ intent: "points", id: fx.people.customer.id, amount: "5000", reason: "presente de frescor" }),
    reads: [
      { role: "customer", url: "/dashboard", check: { shows: "presente de frescor" } },
      { role: "admin", url: customerPage, check: { shows: "presente de frescor" } },
    ],
  },
  {
    action: "routes/admin-panel/user#points",
    name: "points given on the customer's page show on their dashboard",
    by: "admin",
    url: customerPage,
    form: () => ({ intent: "points", amount: "7", reason: "ajuste fresco na página" }),
    reads: [
      { role: "customer", url: "/dashboard", check: { shows: "ajuste fresco na página" } },
      { role: "admin", url: customerPage, check: { shows: "ajuste fresco na página" } },
    ],
  },
  {
    action: "routes/admin-panel/settings#setting-update",
    name: "new points for a review show on the points page and the product page",
    by: "admin",
    form: (fx) => ({ intent: "setting-update", id: fx.ids.reviewSetting, action: "product_review", points: "987", active: "on" }),
    reads: [
      { role: "anonymous", url: "/pontos", check: { shows: "987 pontos" } },
      { role: "anonymous", url: product("editProduct"), check: { shows: "987 pontos" } },
    ],
  },
  {
    action: "routes/admin-panel/settings#setting-delete",
    name: "a deleted point setting leaves the points page",
    by: "admin",
    form: (fx) => ({ intent: "setting-delete", id: fx.ids.reviewSetting }),
    reads: [{ role: "anonymous", url: "/pontos", check: { hides: "987 pontos" } }],
  },
  {
    action: "routes/admin-panel/settings#setting-create",
    name: "a point setting created again shows on the points page",
    by: "admin",
    form: () => ({ intent: "setting-create", action: "product_review", points: "654", active: "on" }),
    reads: [{ role: "anonymous", url: "/pontos", check: { shows: "654 pontos" } }],
  },
  {
    action: "routes/admin-panel/settings#sample-settings",
    name: "a new Pix deadline shows in Configurações",
    by: "admin",
    form: () => ({ intent: "sample-settings", pixDeadlineDays: "29" }),
    reads: [{ role: "admin", url: "/admin-panel/configuracoes", check: { shows: 'value="29"' } }],
  },
  {
    action: "routes/admin-panel/settings#sender-settings",
    name: "a new sender shows in Configurações (and on the next labels: tests/integration/packing.test.ts)",
    by: "admin",
    form: () => ({ ...SENDER, companyName: "Remetente Fresco Ltda." }),
    reads: [{ role: "admin", url: "/admin-panel/configuracoes", check: { shows: "Remetente Fresco Ltda." } }],
  },
  {
    action: "routes/admin-panel/settings#shipping-fees",
    name: "new shipping fees show in the sample dialog's fee table",
    by: "admin",
    form: () => FEES("43,21"),
    reads: [
      { role: "anonymous", url: "/amostras/frete", check: { shows: "4321" } },
      { role: "customer", url: "/amostras/frete", check: { shows: "4321" } },
    ],
  },

  // ── The blog ───────────────────────────────────────────────────────────────────────────────
  {
    action: "routes/admin-panel/blog#post-create",
    name: "a new published post shows on the blog",
    by: "admin",
    form: () => ({ intent: "post-create", title: "Artigo Fresco Publicado", content: "Texto do artigo novo.", status: "published" }),
    reads: [
      { role: "anonymous", url: "/blog", check: { shows: "Artigo Fresco Publicado" } },
      { role: "anonymous", url: "/blog/rss.xml", check: { shows: "Artigo Fresco Publicado" } },
      { role: "customer", url: "/blog", check: { shows: "Artigo Fresco Publicado" } },
    ],
  },
  {
    action: "routes/admin-panel/blog#post-update",
    name: "an edited post shows its new title",
    by: "admin",
    form: (fx) => postForm(fx, "editPost", { title: "Título Editado Agora" }),
    reads: [
      { role: "anonymous", url: (fx) => `/blog/${fx.slugs.editPost}`, check: { shows: "Título Editado Agora" } },
      { role: "anonymous", url: "/blog", check: { shows: "Título Editado Agora" } },
    ],
  },
  {
    action: "routes/admin-panel/blog#post-update",
    name: "a post's products chosen in the panel show on the post and the product page lists the post",
    by: "admin",
    form: (fx) => ({ ...postForm(fx, "editPost", { title: "Título Editado Agora" }), productIds: fx.ids.product }),
    reads: [
      { role: "anonymous", url: (fx) => `/blog/${fx.slugs.editPost}`, check: { shows: "Produtos citados neste artigo" } },
      { role: "customer", url: (fx) => `/blog/${fx.slugs.editPost}`, check: { shows: "Produtos citados neste artigo" } },
      { role: "anonymous", url: product("product"), check: { shows: "Título Editado Agora" } },
      { role: "customer", url: product("product"), check: { shows: "Título Editado Agora" } },
    ],
  },
  {
    action: "routes/admin-panel/blog#post-update",
    name: "a post's products removed in the panel leave the post and the product page",
    by: "admin",
    form: (fx) => postForm(fx, "editPost", { title: "Título Editado Agora" }),
    reads: [
      { role: "anonymous", url: (fx) => `/blog/${fx.slugs.editPost}`, check: { hides: "Produtos citados neste artigo" } },
      { role: "anonymous", url: product("product"), check: { hides: "Título Editado Agora" } },
      { role: "customer", url: product("product"), check: { hides: "Título Editado Agora" } },
    ],
  },
  {
    action: "routes/admin-panel/blog#post-update",
    name: "a post scheduled for later leaves the blog",
    by: "admin",
    form: (fx) => postForm(fx, "schedulePost", { publishedAt: "2099-12-01T09:30" }),
    reads: [
      { role: "anonymous", url: "/blog", check: { hides: (fx) => fx.names.schedulePost } },
      { role: "anonymous", url: (fx) => `/blog/${fx.slugs.schedulePost}`, check: { status: 404 } },
    ],
  },
  {
    action: "routes/admin-panel/blog#post-update",
    name: "a draft published shows on the blog",
    by: "admin",
    form: (fx) => postForm(fx, "draftPost", {}),
    reads: [
      { role: "anonymous", url: "/blog", check: { shows: (fx) => fx.names.draftPost } },
      { role: "anonymous", url: (fx) => `/blog/${fx.slugs.draftPost}`, check: { status: 200 } },
    ],
  },
  {
    action: "routes/admin-panel/blog#post-delete",
    name: "a deleted post leaves the blog",
    by: "admin",
    form: (fx) => ({ intent: "post-delete", id: fx.ids.draftPost }),
    reads: [
      { role: "anonymous", url: "/blog", check: { hides: (fx) => fx.names.draftPost } },
      { role: "anonymous", url: (fx) => `/blog/${fx.slugs.draftPost}`, check: { status: 404 } },
    ],
  },
  {
    action: "routes/admin-panel/blog#category-create",
    name: "a new blog category shows in the panel's filter and the editor",
    by: "admin",
    form: () => ({ intent: "category-create", name: "Categoria Fresca" }),
    reads: [{ role: "admin", url: "/admin-panel/blog", check: { shows: "Categoria Fresca" } }],
  },
  {
    action: "routes/admin-panel/blog#category-update",
    name: "a renamed blog category shows on the blog",
    by: "admin",
    form: (fx) => ({ intent: "category-update", id: fx.ids.usedCategory, name: "Categoria Renomeada" }),
    reads: [
      { role: "anonymous", url: "/blog", check: { shows: "Categoria Renomeada" } },
      { role: "admin", url: "/admin-panel/blog", check: { shows: "Categoria Renomeada" } },
    ],
  },
  {
    action: "routes/admin-panel/blog#category-delete",
    name: "a deleted blog category leaves the panel",
    by: "admin",
    form: (fx) => ({ intent: "category-delete", id: fx.ids.category }),
    reads: [{ role: "admin", url: "/admin-panel/blog?aba=categorias", check: { hides: "Vazia" } }],
  },
  {
    action: "routes/site/like#like",
    name: "a like counts on the post page",
    by: "customer",
    url: (fx) => `/blog/${fx.slugs.editPost}/curtir`,
    form: () => ({ intent: "like" }),
    reads: [
      { role: "anonymous", url: (fx) => `/blog/${fx.slugs.editPost}`, check: { count: /\((\d+) curtidas?\)/, by: 1 } },
      { role: "other", url: (fx) => `/blog/${fx.slugs.editPost}`, check: { count: /\((\d+) curtidas?\)/, by: 1 } },
    ],
  },
  {
    action: "routes/site/like#unlike",
    name: "an unlike counts on the post page",
    by: "customer",
    url: (fx) => `/blog/${fx.slugs.editPost}/curtir`,
    form: () => ({ intent: "unlike" }),
    reads: [
      { role: "anonymous", url: (fx) => `/blog/${fx.slugs.editPost}`, check: { count: /\((\d+) curtidas?\)/, by: -1 } },
      { role: "customer", url: (fx) => `/blog/${fx.slugs.editPost}`, check: { count: /\((\d+) curtidas?\)/, by: -1 } },
    ],
  },

  // ── The customer's own writes ──────────────────────────────────────────────────────────────
  {
    action: "routes/site/favorites-account#add",
    name: "a favourite shows in the customer's favourites",
    by: "customer",
    form: (fx) => ({ intent: "add", produto: fx.slugs.editProduct }),
    reads: [
      { role: "customer", url: "/favoritos/conta", check: { shows: (fx) => fx.slugs.editProduct } },
      { role: "customer", url: "/favoritos", check: { shows: "Cápsulas Renomeadas Agora" } },
    ],
  },
  {
    action: "routes/site/favorites-account#remove",
    name: "a removed favourite leaves the customer's favourites",
    by: "customer",
    form: (fx) => ({ intent: "remove", produto: fx.slugs.editProduct }),
    reads: [{ role: "customer", url: "/favoritos/conta", check: { hides: (fx) => fx.slugs.editProduct } }],
  },
  {
    action: "routes/site/favorites-account#merge",
    name: "favourites kept in the browser join the account",
    by: "customer",
    form: (fx) => ({ intent: "merge", produtos: fx.slugs.product }),
    reads: [{ role: "customer", url: "/favoritos/conta", check: { shows: (fx) => fx.slugs.product } }],
  },
  {
    action: "routes/dashboard/index#update-profile",
    name: "a new name shows on the dashboard and in the panel",
    by: "customer",
    form: (fx) => ({ intent: "update-profile", fullName: "Iolanda Renomeada Fresca", email: fx.people.customer.email, phone: "" }),
    reads: [
      { role: "customer", url: "/dashboard", check: { shows: "Iolanda Renomeada Fresca" } },
      { role: "customer", url: "/", check: { shows: "Iolanda" } },
      { role: "admin", url: customerPage, check: { shows: "Iolanda Renomeada Fresca" } },
    ],
  },
  {
    action: "routes/dashboard/index#end-session",
    name: "an ended session leaves the customer's list of devices",
    by: "customer",
    form: (fx) => ({ intent: "end-session", sessionId: fx.ids.spareSession }),
    reads: [{ role: "customer", url: "/dashboard", check: { hides: SPARE_DEVICE } }],
  },
  {
    action: "routes/site/help#contact",
    name: "a message from the help page waits in the panel",
    by: "anonymous",
    url: "/ajuda",
    form: () => ({ name: "Pessoa da Ajuda", email: "ajuda.fresca@exemplo.com", subject: "Dúvida", message: "Quero saber mais." }),
    reads: [{ role: "admin", url: "/admin-panel/privacidade", check: { shows: "ajuda.fresca@exemplo.com" } }],
  },
  {
    action: "routes/site/contact#contact",
    name: "a message from the contact page waits in the panel",
    by: "customer",
    url: "/contato",
    form: () => ({ name: "Pessoa do Contato", email: "contato.fresco@exemplo.com", subject: "Dúvida", message: "Quero saber mais." }),
    reads: [{ role: "admin", url: "/admin-panel/privacidade", check: { shows: "contato.fresco@exemplo.com" } }],
  },
  {
    action: "routes/site/privacy#data-removal",
    name: "a removal request waits in the panel",
    by: "anonymous",
    url: "/lgpd",
    form: () => ({ fullName: "Quem Pede Remoção", email: "remocao.fresca@exemplo.com", reason: "" }),
    reads: [{ role: "admin", url: "/admin-panel/privacidade", check: { shows: "remocao.fresca@exemplo.com" } }],
  },
  {
    action: "routes/admin-panel/privacy#removal-handle",
    name: "a handled removal request leaves the pending list",
    by: "admin",
    form: (fx) => ({ intent: "removal-handle", id: fx.ids.removal }),
    reads: [{ role: "customer", url: "/dashboard", check: { hides: "Aguardando confirmação" } }],
  },
  {
    action: "routes/admin-panel/privacy#removal-carry-out",
    name: "a removal carried out takes the requester's name off the product page's reviews",
    by: "admin",
    form: (fx) => ({ intent: "removal-carry-out", id: fx.ids.confirmedRemoval }),
    reads: [
      { role: "anonymous", url: (fx) => `/produto/${fx.productSlug}`, check: { hides: REMOVED_AUTHOR } },
      { role: "anonymous", url: (fx) => `/produto/${fx.productSlug}`, check: { hides: REMOVED_REPLY } },
      { role: "anonymous", url: (fx) => `/produto/${fx.productSlug}`, check: { shows: "Obrigado! Volte sempre." } },
    ],
  },
  {
    action: "routes/admin-panel/privacy#retention",
    name: "new retention periods show on the privacy page",
    by: "admin",
    form: () => ({ intent: "retention", sampleAddressDays: "123", contactMessageMonths: "19" }),
    reads: [
      { role: "anonymous", url: "/lgpd", check: { shows: "apagados 123 dias" } },
      { role: "anonymous", url: "/lgpd", check: { shows: "apagadas 19 meses" } },
    ],
  },
  {
    action: "routes/admin-panel/privacy#contact-handle",
    name: "a handled message leaves the pending list",
    by: "admin",
    form: (fx) => ({ intent: "contact-handle", id: fx.ids.contact }),
    reads: [{ role: "admin", url: "/admin-panel/privacidade", check: { count: /(\d+) mensage(?:m|ns) de contato abertas?/, by: -1 } }],
  },
  {
    action: "routes/admin-panel/emails#retry",
    name: "a mail sent again leaves the failed list",
    by: "admin",
    form: (fx) => ({ intent: "retry", id: fx.ids.failedMail }),
    reads: [{ role: "admin", url: "/admin-panel/emails", check: { occurrences: FAILED_MAIL, by: -1 } }],
  },
  {
    action: "routes/admin-panel/emails#retry-all",
    name: "every failed mail sent again leaves the failed list",
    by: "admin",
    form: () => ({ intent: "retry-all" }),
    reads: [{ role: "admin", url: "/admin-panel/emails", check: { hides: FAILED_MAIL } }],
  },

  // ── People: last, as they change who may read what ─────────────────────────────────────────
  {
    action: "routes/auth/auth#sign-up",
    name: "a new account shows in the panel",
    by: "anonymous",
    url: "/auth",
    form: () => ({
      intent: "sign-up",
      fullName: "Pessoa Recém Cadastrada",
      email: "recem.cadastrada@exemplo.com",
      password: "Senha@2026!",
      confirmPassword: "Senha@2026!",
      acceptTerms: "on",
    }),
    reads: [{ role: "admin", url: "/admin-panel/usuarios", check: { shows: "recem.cadastrada@exemplo.com" } }],
  },
  {
    action: "routes/admin-panel/users#create",
    name: "a new team member shows in the panel",
    by: "admin",
    form: () => ({ intent: "create", fullName: "Membro Novo da Equipe", email: "membro.novo@exemplo.com", role: "admin" }),
    reads: [{ role: "admin", url: "/admin-panel/usuarios", check: { shows: "membro.novo@exemplo.com" } }],
  },
  {
    action: "routes/admin-panel/users#role",
    name: "a customer made admin opens the panel at once",
    by: "admin",
    form: (fx) => ({ intent: "role", id: fx.people.customer.id, role: "admin" }),
    reads: [
      { role: "customer", url: "/admin-panel", check: { status: 200 } },
      // An admin is no longer counted among the customers on the home page.
      { role: "anonymous", url: "/", check: { count: HOME_CUSTOMERS, by: -1 } },
    ],
  },
  {
    action: "routes/admin-panel/users#status",
    name: "a deactivated customer is signed out at once",
    by: "admin",
    form: (fx) => ({ intent: "status", id: fx.people.other.id, status: "inactive" }),
    reads: [
      { role: "other", url: "/dashboard", check: { status: 302 } },
      { role: "admin", url: otherPage, check: { shows: "Inativo" } },
      { role: "anonymous", url: "/", check: { count: HOME_CUSTOMERS, by: -1 } },
    ],
  },
  {
    action: "routes/auth/sign-out#sign-out",
    name: "a signed-out session opens no personal page",
    by: "customer",
    url: "/sair",
    form: () => ({}),
    reads: [{ role: "customer", url: "/dashboard", check: { status: 302 } }],
  },
  {
    action: "routes/auth/sign-out#everywhere",
    name: "'Sair de todos os aparelhos' opens no personal page to the account",
    by: "admin",
    url: "/sair",
    form: () => ({ intent: "everywhere" }),
    reads: [
      { role: "admin", url: "/dashboard", check: { status: 302 } },
      { role: "admin", url: "/admin-panel", check: { status: 302 } },
    ],
  },
];

/** Rows the cases need beyond the shared fixture, added to `fx` (ids, names and slugs by key). Run once, before any read. */
export async function prepareFreshness(db: Db, base: Fixture): Promise<FreshFixture> {
  const fx: FreshFixture = { ...base, ids: { ...base.ids }, names: {}, slugs: {} };
  const keep = (key: string, row: { id: string; name: string; slug: string }) => {
    fx.ids[key] = row.id;
    fx.names[key] = row.name;
    fx.slugs[key] = row.slug;
  };
  const products = await db
    .select({ id: s.products.id, name: s.products.name, slug: s.products.slug })
    .from(s.products)
    .where(eq(s.products.status, "active"))
    .orderBy(asc(s.products.slug));
  keep(
    "product",
    products.find((p) => p.id === base.ids.product)!,
  );
  const spare = products.filter((p) => p.id !== base.ids.product);
  keep("editProduct", spare[0]);
  keep("deactivateProduct", spare[1]);
  keep("deleteProduct", spare[2]);
  // A product with reviews cannot be deleted: the seed's reviews of this one go.
  await db.delete(s.productReviews).where(eq(s.productReviews.productId, fx.ids.deleteProduct));
  const [rejectReview] = await db
    .insert(s.productReviews)
    .values({ productId: fx.ids.editProduct, userId: fx.people.other.id, rating: 2, content: "Avaliação que será rejeitada no teste." })
    .returning();
  fx.ids.rejectReview = rejectReview.id;
  // The other customer's second request, its shipping fee awaiting payment.
  const [awaiting] = await db
    .insert(s.sampleRequests)
    .values({
      userId: fx.people.other.id,
      productId: fx.ids.editProduct,
      fullName: fx.people.other.fullName,
      email: fx.people.other.email,
      phone: fx.people.other.phone,
      address: "Avenida do Pagamento 77",
      city: "Manaus",
      state: "AM",
      zipCode: "69000-000",
      shippingFeeCents: 2490,
      paymentStatus: "awaiting",
    })
    .returning();
  fx.ids.awaitingSample = awaiting.id;
  // The other customer's published review of a product whose sample is on its way (shipped, fee waived).
  keep("badgeProduct", spare[3]);
  await db.insert(s.productReviews).values({
    productId: fx.ids.badgeProduct,
    userId: fx.people.other.id,
    rating: 5,
    content: "Avaliei antes de a amostra chegar.",
    approved: true,
  });
  const [onItsWay] = await db
    .insert(s.sampleRequests)
    .values({
      userId: fx.people.other.id,
      productId: fx.ids.badgeProduct,
      fullName: fx.people.other.fullName,
      email: fx.people.other.email,
      phone: fx.people.other.phone,
      address: "Rua da Entrega Feita 5",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
      status: "shipped",
      trackingCode: "AA123456789BR",
      paymentStatus: "waived",
    })
    .returning();
  fx.ids.badgeSample = onItsWay.id;
  // A paid request of the customer, rejected: its fee is owed back (the refund step). The customer's:
  // the other's dashboard must not say "Rejeitado" before "samples rejected together".
  const other = {
    userId: fx.people.other.id,
    fullName: fx.people.other.fullName,
    email: fx.people.other.email,
    address: "Rua do Frete Devolvido 8",
    state: "PE" as const,
    zipCode: "50000-000",
  };
  const [refund] = await db
    .insert(s.sampleRequests)
    .values({
      ...other,
      userId: fx.people.customer.id,
      fullName: fx.people.customer.fullName,
      email: fx.people.customer.email,
      productId: fx.ids.product,
      city: "Devolvelândia",
      status: "rejected",
      shippingFeeCents: 1990,
      paymentStatus: "paid",
      refundStatus: "due",
    })
    .returning();
  fx.ids.refundSample = refund.id;
  // An approved request of the other customer, its fee waived: ready for the dispatch screen.
  keep("dispatchProduct", spare[4]);
  keep("soldOutProduct", spare[5]);
  const [ready] = await db
    .insert(s.sampleRequests)
    .values({ ...other, productId: fx.ids.dispatchProduct, city: "Recife", status: "approved", paymentStatus: "waived" })
    .returning();
  fx.ids.dispatchSample = ready.id;

  const [reward] = await db.select().from(s.rewards).where(eq(s.rewards.id, base.ids.reward));
  fx.names.rewardPoints = String(reward.pointsRequired);
  // The other customer's pending redemption, for "cancel" (the customer's is completed).
  const redemption = await redeemReward(fx.people.other.id, reward.id);
  if (!redemption.redemptionId) throw new Error("freshness fixture: redemption failed");
  fx.ids.otherRedemption = redemption.redemptionId;
  const [spareReward] = await db
    .insert(s.rewards)
    .values({ name: "Prêmio que Será Excluído", pointsRequired: 4321, kind: "digital", active: true })
    .returning();
  fx.ids.spareReward = spareReward.id;
  fx.names.spareReward = spareReward.name;
  const [reviewSetting] = await db.select().from(s.pointSettings).where(eq(s.pointSettings.action, "product_review"));
  fx.ids.reviewSetting = reviewSetting.id;

  const posts = await db
    .select({ id: s.blogPosts.id, name: s.blogPosts.title, slug: s.blogPosts.slug, categoryId: s.blogPosts.categoryId })
    .from(s.blogPosts)
    .where(eq(s.blogPosts.status, "published"))
    .orderBy(asc(s.blogPosts.slug));
  const spare2 = posts.filter((p) => p.id !== base.ids.post);
  keep("editPost", spare2[0]);
  keep("schedulePost", spare2[1]);
  keep("draftPost", spare2[2]);
  await db.update(s.blogPosts).set({ status: "draft" }).where(eq(s.blogPosts.id, fx.ids.draftPost));
  fx.ids.usedCategory = posts.find((p) => p.categoryId)!.categoryId!;

  // Product lines (issue 37 point 15), after the seed's six: one moved up from last, one renamed, one removed.
  const lines = await db
    .insert(s.productCategories)
    .values([
      { name: "Linha Renomeável", slug: "linha-renomeavel", sortOrder: 100 },
      { name: "Linha Vazia Fresca", slug: "linha-vazia-fresca", sortOrder: 101 },
      { name: "Linha Móvel", slug: "linha-movel", sortOrder: 102 },
    ])
    .returning({ id: s.productCategories.id, name: s.productCategories.name, slug: s.productCategories.slug });
  keep("renameLine", lines[0]);
  keep("deleteLine", lines[1]);
  keep("moveLine", lines[2]);

  // A customer with a published review who asked for removal and confirmed it, for "removal-carry-out".
  const removedId = crypto.randomUUID();
  const removedEmail = "removivel.quintanilha@exemplo.com";
  await db.insert(s.user).values({ id: removedId, name: REMOVED_AUTHOR, email: removedEmail, emailVerified: true });
  await db.insert(s.profiles).values({ id: removedId, email: removedEmail, fullName: REMOVED_AUTHOR });
  await db.insert(s.productReviews).values({
    productId: base.ids.product,
    userId: removedId,
    rating: 5,
    content: "Avaliação de quem pediu a remoção.",
    approved: true,
    reply: REMOVED_REPLY,
    repliedAt: new Date(),
  });
  const [removal] = await db
    .insert(s.dataRemovalRequests)
    .values({ protocol: "LGPD-FRESCO-1", email: removedEmail, fullName: REMOVED_AUTHOR, confirmedAt: new Date() })
    .returning({ id: s.dataRemovalRequests.id });
  fx.ids.confirmedRemoval = removal.id;

  // The customer's session on a second device, for "end-session".
  const [spareSession] = await db
    .insert(s.session)
    .values({
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      userId: base.people.customer.id,
      expiresAt: new Date(Date.now() + 86_400_000),
      userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    })
    .returning({ id: s.session.id });
  fx.ids.spareSession = spareSession.id;
  return fx;
}

/** Every "route id#intent" of MATRIX. */
export function matrixActions(matrix: Record<string, { actions?: Record<string, unknown> }>): string[] {
  return Object.entries(matrix).flatMap(([id, entry]) => Object.keys(entry.actions ?? {}).map((intent) => `${id}#${intent}`));
}

const times = (answer: Answer, what: string) => answer.body.split(what).length - 1;
const text = (value: Text, fx: FreshFixture) => (typeof value === "function" ? value(fx) : value);

/** Whether the check holds for this answer; `before` is the warmed answer (for counts). */
function holds(check: Check, answer: Answer, before: Answer, fx: FreshFixture): boolean {
  // React's server rendering puts "<!-- -->" between adjacent text parts ("apagados {days} dias"): read the text as shown.
  const shown = (a: Answer) => a.body.replaceAll("<!-- -->", "");
  if ("shows" in check) return answer.status === 200 && shown(answer).includes(text(check.shows, fx));
  if ("hides" in check) return !shown(answer).includes(text(check.hides, fx));
  if ("status" in check) return answer.status === check.status;
  if ("occurrences" in check) return answer !== before && times(answer, check.occurrences) === times(before, check.occurrences) + check.by;
  const number = (a: Answer) => Number(check.count.exec(a.body)?.[1] ?? 0);
  return answer !== before && number(answer) === number(before) + check.by;
}

/**
 * Runs one case: every page read twice as its reader (the second read is served from the caches the
 * first filled), each check false there; the write; then each check true on the very next read (or,
 * with `settleMs`, on a read within that time: another process hears of the write by NOTIFY).
 * Answers the failures, in words.
 */
export async function runCase(
  c: FreshnessCase,
  fx: FreshFixture,
  writer: Client,
  reader: Client,
  url: string,
  options: { stats?: { hits: number }; settleMs?: number } = {},
): Promise<string[]> {
  const stats = options.stats ?? { hits: 0 };
  const failures: string[] = [];
  const label = `${c.action} (${c.name})`;
  const warmed: Answer[] = [];
  for (const read of c.reads) {
    await reader.send(read.role, text(read.url, fx));
    const answer = await reader.send(read.role, text(read.url, fx));
    warmed.push(answer);
    if (answer.headers.get("x-cache") === "HIT") stats.hits += 1;
    if (holds(read.check, answer, answer, fx) && !("count" in read.check) && !("occurrences" in read.check)) {
      failures.push(`${label}: ${JSON.stringify(read.check)} already holds before the write on ${text(read.url, fx)} as ${read.role}`);
    }
    if ("count" in read.check && !read.check.count.test(answer.body)) {
      failures.push(`${label}: no ${read.check.count} on ${text(read.url, fx)} as ${read.role}`);
    }
  }
  if (failures.length) return failures;
  const answer = await writer.send(c.by, url, c.form(fx));
  if (answer.status >= 400) return [`${label}: the write answered ${answer.status}`];
  for (const [i, read] of c.reads.entries()) {
    let after = await reader.send(read.role, text(read.url, fx));
    // Across processes the invalidation arrives by NOTIFY, a few milliseconds after the write's answer.
    for (const deadline = Date.now() + (options.settleMs ?? 0); !holds(read.check, after, warmed[i], fx) && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      after = await reader.send(read.role, text(read.url, fx));
    }
    if (!holds(read.check, after, warmed[i], fx)) {
      failures.push(
        `${label}: after the write, ${text(read.url, fx)} as ${read.role} (${after.status}, x-cache ${after.headers.get("x-cache")}) fails ${JSON.stringify(read.check, (_k, v: unknown) => (v instanceof RegExp ? String(v) : typeof v === "function" ? text(v as Text, fx) : v))}`,
      );
    }
  }
  return failures;
}
