/**
 * The access-control matrix: every route module of app/routes.ts that has a loader or an action, with
 * what each role must get — anonymous visitor, the customer who owns the test data ("customer"),
 * another customer ("other"), an administrator.
 *
 * An outcome is a status (200, 400, 401, 403, 404, 405, 409, 429…) or "302 <path>" (a redirect whose
 * Location starts with that path). For the admin, 400 means the call reached the action, which refused
 * the form on its own rules (validation, state: e.g. an approved review cannot be approved again) —
 * the point here is who gets through the guards. `writes` names the roles whose call may change the database; for
 * every other role the database (and the mail and uploads folders) must be the same after the call.
 *
 * Every call the admin may make that writes (`writes` includes "admin") names what it changes
 * (`changes`: exactly the tables it must change, the audit trail aside), and every panel write names
 * the audit action it records (`audit`; tests/security/audit.test.ts drives each to one labelled audit
 * row). A panel intent the admin reaches but the action refuses (400) writes nothing here; its audit
 * test makes the state in which it succeeds.
 *
 * ADDING A ROUTE: add its module's entry here (one line for a GET-only page, e.g.
 *   "routes/site/x": page("/x"),
 * ). tests/security/access-matrix.test.ts fails for a route module without an entry, and for an
 * entry whose module is gone.
 */
import { CURRENT_VERSIONS } from "~/i18n/legal";
import type { AuditAction } from "~/models/admin/audit.server";
import type { Answer, Fixture, Role } from "./support/harness";

export type Outcome = number | `302 ${string}`;
export type Cell = Record<Role, Outcome>;

export interface ActionSpec {
  /** The form's fields (real rows of the fixture; `role` is who sends it). */
  form: (fx: Fixture, role: Role) => Record<string, string>;
  expect: Cell;
  /** Roles allowed to change the database with this call. */
  writes?: Role[];
  /**
   * When the admin writes: the tables the admin's call changes, exactly (audit_log aside: it changes
   * when and only when `audit` is set). tests/security/access-matrix.test.ts fails when the call changed
   * nothing or other tables.
   */
  changes?: string[];
  /** A panel write: the audit action its success records (the access matrix and the audit test hold it to that). */
  audit?: AuditAction;
  /** Sent as JSON (better-auth). */
  json?: boolean;
  /** Another address than the entry's (e.g. a better-auth endpoint). */
  url?: (fx: Fixture) => string;
}

export interface MatrixEntry {
  url: (fx: Fixture) => string;
  loader?: Cell;
  actions?: Record<string, ActionSpec>;
  /**
   * Tables a GET of this route is allowed to change (documented exceptions to "no GET changes state").
   * None today: the post page's view counter is the POST beacon "blog/:slug/visualizar".
   */
  getMayChange?: string[];
}

const all = (o: Outcome): Cell => ({ anonymous: o, customer: o, other: o, admin: o });
const AUTH = "302 /auth" as const;
/** Signed-in users get `o`; visitors go to sign in. */
const signedIn = (o: Outcome): Cell => ({ anonymous: AUTH, customer: o, other: o, admin: o });
/** The admin panel: visitors to sign in, customers back to their dashboard. */
const panel = (o: Outcome): Cell => ({ anonymous: AUTH, customer: "302 /dashboard", other: "302 /dashboard", admin: o });
/** /admin (inside the site frame): visitors and customers to sign in. */
const siteAdmin = (o: Outcome): Cell => ({ anonymous: AUTH, customer: AUTH, other: AUTH, admin: o });
/** The mail an action sends: the queue's job and the delivered file. */
const MAIL = ["(fila de e-mail)", "(mail/)"];
const page = (path: string): MatrixEntry => ({ url: () => path, loader: all(200) });

/**
 * A panel write: `changes` are the tables the admin's call changes. With `adminOutcome` 400 the action
 * refuses the admin's form here (the state of the sequence), so the call must change nothing at all.
 */
function panelAction(audit: AuditAction, form: ActionSpec["form"], changes: string[], adminOutcome: Outcome = 200): ActionSpec {
  if (adminOutcome !== 200) return { form, expect: panel(adminOutcome), audit };
  return { form, expect: panel(adminOutcome), writes: ["admin"], changes, audit };
}

export const MATRIX: Record<string, MatrixEntry> = {
  // ── Resource routes ──────────────────────────────────────────────────────────────────────────
  "routes/api/auth": {
    // better-auth: the session endpoint answers only about the caller's own session.
    url: () => "/api/auth/get-session",
    loader: all(200),
    actions: {
      // No admin plugin: better-auth's admin endpoints do not exist for anyone.
      "admin/set-role": {
        url: () => "/api/auth/admin/set-role",
        json: true,
        form: (fx) => ({ userId: fx.people.customer.id, role: "admin" }),
        expect: all(404),
      },
      "admin/list-users": { url: () => "/api/auth/admin/list-users", json: true, form: () => ({}), expect: all(404) },
      // Closed over HTTP (the profile page uses our own action); tests/security/auth-endpoints.test.ts lists them all.
      "update-user": { url: () => "/api/auth/update-user", json: true, form: () => ({ name: "Mudado" }), expect: all(404) },
      "verify-password": {
        url: () => "/api/auth/verify-password",
        json: true,
        form: () => ({ password: "Cliente@2026" }),
        expect: all(404),
      },
    },
  },
  "routes/api/pix-webhook": {
    // The bank's Pix notifications: without PIX_WEBHOOK_SECRET (as here) the address does not exist for
    // anyone; with it, tests/integration/pix-webhook.test.ts covers secrets, addresses and every outcome.
    url: () => "/api/pix/webhook/segredo-que-nao-existe-0123456789/pix",
    loader: all(404),
    actions: {
      notify: {
        json: true,
        form: () =>
          ({
            pix: [
              { endToEndId: "E18236120202612011200abcdefghijk", txid: "AM2026000001", valor: "12.90", horario: "2026-12-01T12:00:00Z" },
            ],
          }) as never,
        expect: all(404),
      },
    },
  },
  "routes/auth/sign-out": {
    url: () => "/sair",
    loader: all("302 /"),
    // Runs last for each role (it ends the session); visitors just go home.
    actions: {
      "sign-out": { form: () => ({}), expect: all("302 /"), writes: ["customer", "other", "admin"], changes: ["session"] },
      // After "sign-out" the role's cookie is a visitor's: "Sair de todos os aparelhos" must end nobody's
      // session. With a live session it is tested in tests/security/sessions.test.ts.
      everywhere: { form: () => ({ intent: "everywhere" }), expect: all("302 /") },
    },
  },
  "routes/site/newsletter": {
    url: () => "/newsletter",
    loader: all("302 /"),
    actions: {
      subscribe: {
        form: () => ({ email: "assinante@exemplo.com", source: "footer" }),
        expect: all("302 /"),
        // Nothing is stored before the address confirms: the write is the confirmation mail, in the queue.
        writes: ["anonymous", "customer", "other", "admin"],
        changes: [...MAIL],
      },
    },
  },
  "routes/site/newsletter-link": {
    // An unknown token: the page answers, and unsubscribing it changes nothing for anyone.
    url: () => "/newsletter/cancelar?token=00000000-0000-4000-8000-000000000000",
    loader: all(200),
    actions: { unsubscribe: { form: () => ({ token: "00000000-0000-4000-8000-000000000000" }), expect: all(200) } },
  },
  "routes/site/like": {
    url: (fx) => `/blog/${fx.postSlug}/curtir`,
    loader: all("302 /blog/"),
    actions: {
      // Without JavaScript the answer is a redirect back (the page the form was on) with a toast; a visitor's like changes nothing.
      like: {
        form: () => ({ intent: "like" }),
        expect: all("302 /"),
        writes: ["customer", "other", "admin"],
        changes: ["blog_post_likes"],
      },
      unlike: {
        form: () => ({ intent: "unlike" }),
        expect: all("302 /"),
        writes: ["customer", "other", "admin"],
        changes: ["blog_post_likes"],
      },
    },
  },
  "routes/site/favorites-account": {
    // The signed-in customer's own favourites (JSON for the hearts); a visitor has none in an account.
    url: () => "/favoritos/conta",
    loader: { anonymous: 401, customer: 200, other: 200, admin: 200 },
    actions: {
      // A plain form post goes back to the page it was on, with a toast; a visitor's changes nothing.
      add: {
        form: (fx) => ({ intent: "add", produto: fx.productSlug }),
        expect: all("302 /"),
        writes: ["customer", "other", "admin"],
        changes: ["favorites"],
      },
      remove: {
        form: (fx) => ({ intent: "remove", produto: fx.productSlug }),
        expect: all("302 /"),
        writes: ["customer", "other", "admin"],
        changes: ["favorites"],
      },
      merge: {
        form: (fx) => ({ intent: "merge", produtos: fx.productSlug }),
        expect: all("302 /"),
        writes: ["customer", "other", "admin"],
        changes: ["favorites"],
      },
    },
  },
  "routes/seo/sitemap": page("/sitemap.xml"),
  "routes/seo/robots": page("/robots.txt"),
  "routes/seo/rss": page("/blog/rss.xml"),

  // ── Public site ──────────────────────────────────────────────────────────────────────────────
  "routes/site/home": page("/"),
  "routes/site/shipping-quote": page("/amostras/frete"),
  "routes/site/catalog": page("/produtos"),
  "routes/site/category": { url: () => "/produtos/cerebro-foco", loader: all(200) },
  "routes/site/product": {
    url: (fx) => `/produto/${fx.productSlug}`,
    loader: all(200),
    actions: {
      sample: {
        form: () => ({
          intent: "sample",
          fullName: "Quem Pede",
          email: "pede@exemplo.com",
          phone: "(11) 91234-5678",
          address: "Rua Nova 1",
          city: "São Paulo",
          state: "SP",
          zipCode: "01001-000",
        }),
        expect: { anonymous: 401, customer: 409, other: 409, admin: 200 },
        writes: ["admin"],
        // The request, the points it earns (ledger and balance), and the sample it takes from the product's stock.
        changes: ["points_ledger", "products", "profiles", "sample_requests", ...MAIL],
      },
      review: {
        form: () => ({ intent: "review", rating: "5", title: "Muito bom", content: "Gostei muito deste produto, recomendo." }),
        expect: { anonymous: 401, customer: 409, other: 200, admin: 200 },
        writes: ["other", "admin"],
        changes: ["points_ledger", "product_reviews", "profiles"],
      },
    },
  },
  "routes/site/blog": page("/blog"),
  "routes/site/post": { url: (fx) => `/blog/${fx.postSlug}`, loader: all(200) },
  // The view beacon: anyone may count one view (a GET only sends the reader to the post).
  "routes/site/post-view": {
    url: (fx) => `/blog/${fx.postSlug}/visualizar`,
    loader: all("302 /blog/"),
    actions: { view: { form: () => ({}), expect: all(200), writes: ["anonymous", "customer", "other", "admin"], changes: ["blog_posts"] } },
  },
  "routes/site/help": {
    url: () => "/ajuda",
    loader: all(200),
    actions: {
      contact: {
        form: () => ({ name: "Quem Escreve", email: "escreve@exemplo.com", subject: "Dúvida", message: "Quero saber mais." }),
        expect: all(200),
        writes: ["anonymous", "customer", "other", "admin"],
        changes: ["contact_messages", ...MAIL],
      },
    },
  },
  "routes/site/contact": {
    url: () => "/contato",
    loader: all(200),
    actions: {
      contact: {
        form: () => ({ name: "Quem Escreve", email: "escreve2@exemplo.com", subject: "Dúvida", message: "Quero saber mais." }),
        expect: all(200),
        writes: ["anonymous", "customer", "other", "admin"],
        changes: ["contact_messages", ...MAIL],
      },
    },
  },
  "routes/site/privacy": {
    url: () => "/lgpd",
    loader: all(200),
    actions: {
      "data-removal": {
        form: () => ({ fullName: "Quem Pede", email: "remover@exemplo.com", reason: "" }),
        expect: all(200),
        writes: ["anonymous", "customer", "other", "admin"],
        changes: ["data_removal_requests", ...MAIL],
      },
    },
  },
  "routes/site/privacy-confirm": {
    // An unknown link: the page says so, and pressing the button changes nothing for anyone.
    url: () => "/lgpd/confirmar?token=nao-existe",
    loader: all(200),
    actions: { confirm: { form: () => ({ token: "nao-existe" }), expect: all(404) } },
  },
  "routes/site/about": page("/sobre"),
  "routes/site/returns": page("/politica-troca"),
  "routes/site/points": page("/pontos"),
  "routes/site/favorites": page("/favoritos"),
  "routes/site/menu": page("/menu"),
  "routes/site/not-found": { url: () => "/nao-existe-esta-pagina", loader: all(404) },

  // ── Accounts ─────────────────────────────────────────────────────────────────────────────────
  "routes/auth/auth": {
    url: () => "/auth",
    // Signed-in people have no business on /auth: home page.
    loader: { anonymous: 200, customer: "302 /", other: "302 /", admin: "302 /" },
    actions: {
      "sign-in": {
        form: (fx) => ({ intent: "sign-in", email: fx.people.other.email, password: "errada-errada" }),
        expect: { anonymous: 200, customer: "302 /", other: "302 /", admin: "302 /" },
      },
      "sign-up": {
        form: () => ({
          intent: "sign-up",
          fullName: "Nova Pessoa",
          email: "nova.pessoa@exemplo.com",
          password: "Senha@2026!",
          confirmPassword: "Senha@2026!",
          acceptTerms: "on",
        }),
        expect: { anonymous: 200, customer: "302 /", other: "302 /", admin: "302 /" },
        writes: ["anonymous"],
      },
      forgot: {
        form: (fx) => ({ intent: "forgot", email: fx.people.other.email }),
        expect: { anonymous: 200, customer: "302 /", other: "302 /", admin: "302 /" },
        writes: ["anonymous"],
      },
      resend: {
        form: (fx) => ({ intent: "resend", email: fx.people.other.email }),
        expect: { anonymous: 200, customer: "302 /", other: "302 /", admin: "302 /" },
        writes: ["anonymous"],
      },
    },
  },
  "routes/auth/reset-password": {
    // A reset link works whatever the browser's session; a forged token changes nothing.
    url: () => "/auth/nova-senha",
    loader: all(200),
    actions: {
      reset: { form: () => ({ token: "token-invalido", password: "Nova@Senha2026", confirmPassword: "Nova@Senha2026" }), expect: all(400) },
    },
  },
  "routes/dashboard/index": {
    url: () => "/dashboard",
    loader: signedIn(200),
    actions: {
      "update-profile": {
        form: (fx, role) => ({
          intent: "update-profile",
          fullName: "Nome Trocado",
          email: role === "anonymous" ? fx.people.customer.email : fx.people[role].email,
          phone: "",
        }),
        expect: signedIn(200),
        writes: ["customer", "other", "admin"],
        changes: ["profiles", "user"],
      },
      // The admin has no points: the page answers with the refusal, and nothing changes.
      redeem: {
        form: (fx) => ({ intent: "redeem", rewardId: fx.ids.reward, confirm: "sim" }),
        expect: signedIn(200),
        writes: ["customer", "other"],
      },
      // Points are spent only from the confirmation step: a bare "redeem" changes nothing.
      "redeem-unconfirmed": { form: (fx) => ({ intent: "redeem", rewardId: fx.ids.reward }), expect: signedIn(400) },
      // A wrong current password: the guards let every signed-in person reach their own account's
      // check, which refuses and changes nothing (a real change would end the fixture's sessions;
      // tests/security/sessions.test.ts and tests/integration/privacy-rights.test.ts change a password and delete an account for real).
      "change-password": {
        form: () => ({
          intent: "change-password",
          currentPassword: "Errada@2026x",
          password: "NovaSenha@2026x",
          confirmPassword: "NovaSenha@2026x",
        }),
        expect: signedIn(400),
      },
      "delete-account": {
        form: () => ({ intent: "delete-account", currentPassword: "Errada@2026x", reviews: "keep" }),
        expect: signedIn(400),
      },
      // A session that is not the caller's (here nobody's): refused, nothing ends. Ending one's own other
      // device, and refusing another account's session, is tested in tests/security/sessions.test.ts.
      "end-session": {
        form: () => ({ intent: "end-session", sessionId: "00000000-0000-4000-8000-000000000000" }),
        expect: signedIn(200),
      },
      // Only the request's owner cancels it; anyone else is told it was not found, and nothing changes.
      "cancel-sample": {
        form: (fx) => ({ intent: "cancel-sample", sampleId: fx.ids.otherSample }),
        expect: signedIn(200),
        writes: ["other"],
      },
      // Only the request's owner corrects its address (while pending); anyone else is told it was not found.
      "correct-sample-address": {
        form: (fx) => ({
          intent: "correct-sample-address",
          sampleId: fx.ids.otherSample,
          zipCode: "40020-000",
          street: "Rua Chile",
          number: "20",
          complement: "",
          district: "Centro",
          city: "Salvador",
          state: "BA",
        }),
        expect: signedIn(200),
        writes: ["other"],
      },
    },
  },
  "routes/dashboard/my-data": { url: () => "/dashboard/meus-dados", loader: signedIn(200) },
  // Terms to accept: the fixture's people accepted the versions in force, so the page and
  // its button send them on, writing nothing; visitors go to sign in.
  "routes/site/terms-accept": {
    url: () => "/termos/aceitar",
    loader: signedIn("302 /"),
    actions: { accept: { form: () => ({ ...CURRENT_VERSIONS, redirectTo: "/" }), expect: signedIn("302 /") } },
  },
  // /admin has no action of its own: its forms post to the panel's Produtos and Amostras pages.
  "routes/admin/index": {
    url: () => "/admin",
    loader: siteAdmin(200),
  },

  // ── Admin panel ──────────────────────────────────────────────────────────────────────────────
  "routes/admin-panel/layout": { url: () => "/admin-panel", loader: panel(200) },
  "routes/admin-panel/index": { url: () => "/admin-panel", loader: panel(200) },
  "routes/admin-panel/products": {
    url: () => "/admin-panel/produtos",
    loader: panel(200),
    actions: {
      "product-create": panelAction(
        "product.create",
        () => ({ intent: "product-create", name: "Intruso", description: "x", status: "active" }),
        ["products"],
      ),
      // Kept active, so that "product-deactivate" below has something to change.
      "product-update": panelAction(
        "product.update",
        (fx) => ({ intent: "product-update", id: fx.ids.product, name: "Hackeado", description: "x", status: "active" }),
        ["products"],
      ),
      // The fixture's product has open sample requests: the admin reaches the action, which refuses (#23).
      "product-delete": panelAction("product.delete", (fx) => ({ intent: "product-delete", id: fx.ids.product }), [], 400),
      "product-deactivate": panelAction("product.deactivate", (fx) => ({ intent: "product-deactivate", id: fx.ids.product }), ["products"]),
      // The Linhas tab (issue 37 point 15): the fixture's empty line, last in the catalogue.
      "line-create": panelAction("product_category.create", () => ({ intent: "line-create", name: "Linha Intrusa" }), [
        "product_categories",
      ]),
      "line-update": panelAction(
        "product_category.update",
        (fx) => ({ intent: "line-update", id: fx.ids.line, name: "Linha Renomeada", slug: "linha-renomeada" }),
        ["product_categories", "category_slug_history"],
      ),
      "line-move": panelAction("product_category.move", (fx) => ({ intent: "line-move", id: fx.ids.line, direction: "up" }), [
        "product_categories",
      ]),
      "line-delete": panelAction("product_category.delete", (fx) => ({ intent: "line-delete", id: fx.ids.line }), [
        "product_categories",
        "category_slug_history",
      ]),
    },
  },
  "routes/admin-panel/samples": {
    url: () => "/admin-panel/amostras",
    loader: panel(200),
    actions: {
      // Pendente → Aprovado (one step of the table of moves, models/sample-transitions.ts).
      "sample-status": panelAction(
        "sample_request.status",
        (fx) => ({ intent: "sample-status", id: fx.ids.customerSample, status: "approved", trackingCode: "" }),
        ["sample_requests", ...MAIL],
      ),
      // The fixture's request has no fee to pay: refused.
      "sample-payment": panelAction(
        "sample_request.payment_waived",
        (fx) => ({ intent: "sample-payment", id: fx.ids.customerSample, decision: "waived" }),
        [],
        400,
      ),
      // The fixture's request has no fee: nothing to undo (refused).
      "sample-payment-undo": panelAction(
        "sample_request.payment_undone",
        (fx) => ({ intent: "sample-payment-undo", id: fx.ids.customerSample, reason: "Pix não encontrado no extrato" }),
        [],
        400,
      ),
      // The fixture's request owes no refund: refused.
      "sample-refund": panelAction(
        "sample_request.refund",
        (fx) => ({
          intent: "sample-refund",
          id: fx.ids.customerSample,
          refundedOn: "2026-11-02",
          endToEndId: "E12345678202611021200abcdefghijk",
        }),
        [],
        400,
      ),
      // Aprovado → Rejeitado (no fee paid: nothing owed back).
      "sample-bulk": panelAction(
        "sample_request.status",
        // Its sample goes back to the product's stock.
        (fx) => ({ intent: "sample-bulk", ids: fx.ids.customerSample, status: "rejected" }),
        ["products", "sample_requests", ...MAIL],
      ),
    },
  },
  // The dispatch screen. The fixture's request was rejected just above: it cannot ship (refused).
  "routes/admin-panel/dispatch": {
    url: (fx) => `/admin-panel/amostras/despacho?ids=${fx.ids.customerSample}`,
    loader: panel(200),
    actions: {
      "sample-dispatch": panelAction(
        "sample_request.status",
        (fx) => ({ intent: "sample-dispatch", "items[0].id": fx.ids.customerSample, "items[0].trackingCode": "DS123456789BR" }),
        [],
        400,
      ),
    },
  },
  "routes/admin-panel/packing-list": { url: (fx) => `/admin-panel/amostras/separacao?ids=${fx.ids.customerSample}`, loader: panel(200) },
  "routes/admin-panel/users": {
    url: () => "/admin-panel/usuarios",
    loader: panel(200),
    actions: {
      create: panelAction(
        "user.create",
        () => ({ intent: "create", fullName: "Novo Admin", email: "novo.admin@exemplo.com", role: "admin" }),
        // The account, its profile and the invitation link (a verification token), mailed.
        ["profiles", "user", "verification", ...MAIL],
      ),
      role: panelAction("user.role", (fx) => ({ intent: "role", id: fx.people.customer.id, role: "admin" }), ["profiles"]),
      // Deactivating ends what the account had open (its pending links).
      status: panelAction("user.status", (fx) => ({ intent: "status", id: fx.people.other.id, status: "inactive" }), [
        "profiles",
        "verification",
      ]),
      points: panelAction("user.points", (fx) => ({ intent: "points", id: fx.people.customer.id, amount: "5000", reason: "presente" }), [
        "points_ledger",
        "profiles",
      ]),
    },
  },
  // A customer's page (#23): only admins see it, and its points adjustment is the users page's.
  "routes/admin-panel/user": {
    url: (fx) => `/admin-panel/usuarios/${fx.people.customer.id}`,
    loader: panel(200),
    actions: {
      points: panelAction("user.points", () => ({ intent: "points", amount: "7", reason: "ajuste na página do cliente" }), [
        "points_ledger",
        "profiles",
      ]),
    },
  },
  "routes/admin-panel/reviews": {
    url: () => "/admin-panel/avaliacoes",
    loader: panel(200),
    actions: {
      // The fixture's review waits for moderation (its product is still there: see product-delete).
      approve: panelAction("review.approve", (fx) => ({ intent: "approve", id: fx.ids.review }), ["product_reviews", ...MAIL]),
      // Then, published: the store replies, removes the reply, unpublishes it, approves it again among several, deletes it.
      reply: panelAction("review.reply", (fx) => ({ intent: "reply", id: fx.ids.review, reply: "Obrigado!" }), ["product_reviews"]),
      "reply-delete": panelAction("review.reply_delete", (fx) => ({ intent: "reply-delete", id: fx.ids.review }), ["product_reviews"]),
      unpublish: panelAction("review.unpublish", (fx) => ({ intent: "unpublish", id: fx.ids.review }), ["product_reviews"]),
      "approve-many": panelAction("review.approve", (fx) => ({ intent: "approve-many", ids: fx.ids.review }), ["product_reviews", ...MAIL]),
      delete: panelAction("review.delete", (fx) => ({ intent: "delete", id: fx.ids.review }), ["product_reviews"]),
      // Deleted just above: nothing left to reject.
      reject: panelAction("review.reject", (fx) => ({ intent: "reject", id: fx.ids.review }), [], 400),
    },
  },
  "routes/admin-panel/rewards": {
    url: () => "/admin-panel/premios",
    loader: panel(200),
    actions: {
      "reward-create": panelAction("reward.create", () => ({ intent: "reward-create", name: "Grátis", pointsRequired: "1" }), ["rewards"]),
      "reward-update": panelAction(
        "reward.update",
        (fx) => ({ intent: "reward-update", id: fx.ids.reward, name: "Grátis", pointsRequired: "1" }),
        ["rewards"],
      ),
      // A physical reward is sent with its Correios code before it is completed.
      "redemption-ship": panelAction(
        "redemption.ship",
        (fx) => ({ intent: "redemption-ship", id: fx.ids.physicalRedemption, trackingCode: "QB123456789BR" }),
        ["reward_redemptions", ...MAIL],
      ),
      "redemption-complete": panelAction("redemption.complete", (fx) => ({ intent: "redemption-complete", id: fx.ids.redemption }), [
        "reward_redemptions",
        ...MAIL,
      ]),
      // Completed just above: it can no longer be cancelled.
      "redemption-cancel": panelAction("redemption.cancel", (fx) => ({ intent: "redemption-cancel", id: fx.ids.redemption }), [], 400),
      // Its redemptions keep their history, without the reward (reward_id set to null).
      "reward-delete": panelAction("reward.delete", (fx) => ({ intent: "reward-delete", id: fx.ids.reward }), [
        "reward_redemptions",
        "rewards",
      ]),
    },
  },
  "routes/admin-panel/blog": {
    url: () => "/admin-panel/blog",
    loader: panel(200),
    actions: {
      "post-create": panelAction(
        "blog_post.create",
        () => ({ intent: "post-create", title: "Spam", content: "spam", status: "published" }),
        ["blog_posts"],
      ),
      // A new title keeps the post's address (slug history, #23), so no clash with the post created above.
      "post-update": panelAction(
        "blog_post.update",
        // With a product named (post_products, issue 36): the products are part of the post's write.
        (fx) => ({
          intent: "post-update",
          id: fx.ids.post,
          title: "Spam",
          content: "spam",
          status: "published",
          productIds: fx.ids.product,
        }),
        ["blog_posts", "post_products"],
      ),
      // Its products go with it (post_products, deleted by the cascade).
      "post-delete": panelAction("blog_post.delete", (fx) => ({ intent: "post-delete", id: fx.ids.post }), ["blog_posts", "post_products"]),
      "category-create": panelAction("blog_category.create", () => ({ intent: "category-create", name: "Spam" }), ["blog_categories"]),
      "category-update": panelAction(
        "blog_category.update",
        (fx) => ({ intent: "category-update", id: fx.ids.category, name: "Vazia de novo" }),
        ["blog_categories"],
      ),
      "category-delete": panelAction("blog_category.delete", (fx) => ({ intent: "category-delete", id: fx.ids.category }), [
        "blog_categories",
      ]),
    },
  },
  "routes/admin-panel/reports": { url: () => "/admin-panel/relatorios", loader: panel(200) },
  "routes/admin-panel/settings": {
    url: () => "/admin-panel/configuracoes",
    loader: panel(200),
    actions: {
      // Only the actions the site awards may be chosen (#23), and the seed configures them all: the
      // fixture's setting (the first by action, "product_review") is changed, deleted, then made again.
      "setting-update": panelAction(
        "point_setting.update",
        (fx) => ({ intent: "setting-update", id: fx.ids.setting, action: "product_review", points: "1000" }),
        ["point_settings"],
      ),
      "setting-delete": panelAction("point_setting.delete", (fx) => ({ intent: "setting-delete", id: fx.ids.setting }), ["point_settings"]),
      "setting-create": panelAction("point_setting.create", () => ({ intent: "setting-create", action: "product_review", points: "15" }), [
        "point_settings",
      ]),
      "sender-settings": panelAction(
        "sender_settings.update",
        () => ({
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
        }),
        ["sender_settings"],
      ),
      "sample-settings": panelAction("sample_settings.update", () => ({ intent: "sample-settings", pixDeadlineDays: "5" }), [
        "sample_settings",
      ]),
      "shipping-fees": panelAction(
        "shipping_fee.update",
        () => ({
          intent: "shipping-fees",
          fee_sul_sudeste: "0,01",
          min_sul_sudeste: "1",
          max_sul_sudeste: "1",
          fee_nordeste: "0,01",
          min_nordeste: "1",
          max_nordeste: "1",
          fee_norte_centro_oeste: "0,01",
          min_norte_centro_oeste: "1",
          max_norte_centro_oeste: "1",
        }),
        ["shipping_fees"],
      ),
    },
  },
  "routes/admin-panel/samples-csv": { url: () => "/admin-panel/amostras.csv", loader: panel(200) },
  "routes/admin-panel/packing-csv": {
    url: (fx) => `/admin-panel/amostras/separacao.csv?ids=${fx.ids.customerSample}&formato=correios`,
    loader: panel(200),
  },
  "routes/admin-panel/reports-csv": { url: () => "/admin-panel/relatorios.csv", loader: panel(200) },
  "routes/admin-panel/blog-preview": {
    url: () => "/admin-panel/blog/previa",
    loader: panel("302 /admin-panel/blog"),
    // Renders Markdown and stores nothing, for anyone.
    actions: { preview: { form: () => ({ content: "# prévia" }), expect: panel(200) } },
  },
  "routes/admin-panel/blog-image": {
    url: () => "/admin-panel/blog/imagem",
    loader: panel("302 /admin-panel/blog"),
    // "Inserir imagem" of the post editor: without a file the admin's form is refused and nothing is
    // stored (tests/security/uploads.test.ts stores one and holds it to the cover's checks).
    actions: { upload: { form: () => ({ alt: "Xícara de chá" }), expect: panel(400) } },
  },
  "routes/admin-panel/privacy": {
    url: () => "/admin-panel/privacidade",
    loader: panel(200),
    actions: {
      // Before "removal-handle": a fresh link goes only to a request still pending and unconfirmed.
      "removal-send-link": panelAction("data_removal_request.send_link", (fx) => ({ intent: "removal-send-link", id: fx.ids.removal }), [
        "data_removal_requests",
        ...MAIL,
      ]),
      // Not confirmed by the address's owner: it cannot be carried out.
      "removal-carry-out": panelAction(
        "data_removal_request.carry_out",
        (fx) => ({ intent: "removal-carry-out", id: fx.ids.removal }),
        [],
        400,
      ),
      "removal-handle": panelAction("data_removal_request.handle", (fx) => ({ intent: "removal-handle", id: fx.ids.removal }), [
        "data_removal_requests",
      ]),
      "contact-handle": panelAction("contact_message.handle", (fx) => ({ intent: "contact-handle", id: fx.ids.contact }), [
        "contact_messages",
      ]),
      retention: panelAction(
        "privacy_settings.update",
        () => ({ intent: "retention", sampleAddressDays: "120", contactMessageMonths: "18" }),
        ["privacy_settings"],
      ),
    },
  },
  "routes/admin-panel/emails": {
    url: () => "/admin-panel/emails",
    loader: panel(200),
    actions: {
      // The queue's job goes back to "created" (its state is not compared) and is sent again.
      retry: panelAction("mail_delivery.retry", (fx) => ({ intent: "retry", id: fx.ids.failedMail }), ["(mail/)"]),
      "retry-all": panelAction("mail_delivery.retry", () => ({ intent: "retry-all" }), ["(mail/)"]),
    },
  },
  "routes/admin-panel/not-found": { url: () => "/admin-panel/nao-existe", loader: panel(404) },
};

/** True when the answer is the outcome. */
export function matches(answer: Answer, outcome: Outcome): boolean {
  if (typeof outcome === "number") return answer.status === outcome;
  const to = outcome.slice(4);
  if (answer.status !== 302 || !answer.location) return false;
  const location = answer.location.replace(/^https?:\/\/[^/]+/, "");
  return to === "/" ? location === "/" || location.startsWith("/?") : location.startsWith(to);
}

export function describeAnswer(answer: Answer): string {
  return answer.status === 302 ? `302 ${answer.location?.replace(/^https?:\/\/[^/]+/, "")}` : String(answer.status);
}
