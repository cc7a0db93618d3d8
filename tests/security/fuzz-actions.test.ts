/**
 * Property-based tests: every action of the site gets random and hostile form data, sent by the
 * person allowed to use it. Whatever arrives, the answer is never a 500 (no thrown error, no 5xx),
 * every message shown is Portuguese text of ours (zod's or better-auth's English defaults never
 * leak), and a refused request changes nothing: the database (all tables but the rate-limit
 * counters) and the uploads folder are exactly as before.
 *
 * A fresh random seed every run (so each run explores new inputs), printed at the start and, with
 * the shrunk counterexample, on failure; FC_SEED=<seed> replays a run (FC_RUNS sets its length). Rate-limit counters are cleared before each run so a limit
 * never hides what the validation would have answered.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { auth } from "~/services/auth.server";
import { callAuth, cookieHeaders } from "~/services/auth-call.server";
import type { SessionUser } from "~/services/session.server";
import { applyLedgerEntry, redeemReward } from "~/models/loyalty.server";
import { getProfile } from "~/models/users.server";
import * as panelBlog from "~/routes/admin-panel/blog";
import * as panelBlogPreview from "~/routes/admin-panel/blog-preview";
import * as panelBlogImage from "~/routes/admin-panel/blog-image";
import * as panelPrivacy from "~/routes/admin-panel/privacy";
import * as panelProducts from "~/routes/admin-panel/products";
import * as panelReviews from "~/routes/admin-panel/reviews";
import * as panelRewards from "~/routes/admin-panel/rewards";
import * as panelSamples from "~/routes/admin-panel/samples";
import * as panelDispatch from "~/routes/admin-panel/dispatch";
import * as panelSettings from "~/routes/admin-panel/settings";
import * as panelUsers from "~/routes/admin-panel/users";
import * as authPage from "~/routes/auth/auth";
import * as resetPassword from "~/routes/auth/reset-password";
import * as signOut from "~/routes/auth/sign-out";
import * as dashboard from "~/routes/dashboard/index";
import * as contact from "~/routes/site/contact";
import * as help from "~/routes/site/help";
import * as like from "~/routes/site/like";
import * as newsletter from "~/routes/site/newsletter";
import * as privacy from "~/routes/site/privacy";
import * as privacyConfirm from "~/routes/site/privacy-confirm";
import * as product from "~/routes/site/product";
import { MATRIX } from "./route-matrix";
import type { Fixture } from "./support/harness";
import { queueFailedMail } from "../helpers/mail";
import { CURRENT_VERSIONS } from "~/i18n/legal";
import * as panelEmails from "~/routes/admin-panel/emails";
import * as panelUser from "~/routes/admin-panel/user";
import * as favoritesAccount from "~/routes/site/favorites-account";
import * as newsletterLink from "~/routes/site/newsletter-link";
import * as postView from "~/routes/site/post-view";
import * as termsAccept from "~/routes/site/terms-accept";
import {
  EXCLUDED_TABLES,
  TABLES,
  fingerprint,
  formRequest,
  isPortuguese,
  messagesOf,
  refused,
  resetRateLimits,
  run,
  uploadedFiles,
  type Action,
  type FormEntries,
} from "./support/actions";

const t = useTestDatabase();

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : crypto.randomInt(0, 2 ** 31);
const RUNS = Number(process.env.FC_RUNS ?? 50);
if (!Number.isSafeInteger(SEED)) throw new Error(`FC_SEED must be an integer, not ${JSON.stringify(process.env.FC_SEED)}`);
console.log(`[fuzz-actions] seed ${SEED} (replay: FC_SEED=${SEED})`);

/** Runs a property with this run's seed; a failure names the seed that replays it. */
async function check<Ts>(property: fc.IAsyncProperty<Ts>) {
  try {
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: Boolean(process.env.CI) });
  } catch (error) {
    if (error instanceof Error) error.message = `replay with FC_SEED=${SEED} FC_RUNS=${RUNS}\n${error.message}`;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Values

const LONG = (unit: string) => unit.repeat(Math.ceil(10_050 / unit.length));

/** Values no form sends, and the classics of injection. */
const HOSTILE = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "%00",
  "a\u0000b",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/passwd%00.jpg",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "' OR '1'='1",
  "'; drop table products; --",
  "1; select pg_sleep(5)",
  "\\",
  "%",
  "_",
  "%%%",
  "' union select null --",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "-1e309",
  "1.5",
  "2,5",
  "9007199254740993",
  "99999999999999999999",
  "0x10",
  "1_000",
  " 7 ",
  "null",
  "undefined",
  "true",
  "false",
  "on",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "😀",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "\u202eevil",
  "\uFEFF",
  "\uD800",
  "ação",
  "Ω≈ç√",
  "\r\nBcc: x@evil.com",
  "a@b",
  "@",
  "a@b.c",
  "x".repeat(300),
  LONG("a"),
  LONG("ç"),
  LONG("😀"),
  LONG("<b>"),
];

const NOT_THERE = "00000000-0000-4000-8000-000000000000";
const UUID_JUNK = [
  "00000000-0000-0000-0000-00000000000g",
  "12345678-1234-1234-1234-1234567890123",
  "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
  "------------------------------------",
  NOT_THERE,
];

const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom("a", "ç", "😀", "\u0000", " ").map((u) => u.repeat(10_001)) },
);

/** Mostly plausible values of a field, often hostile ones. */
const field = (...valid: string[]) =>
  valid.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, { weight: 2, arbitrary: anyText }) : anyText;

/** A form: each field missing, sent once or repeated; sometimes with unknown names; sometimes with a file. */
function formOf(fields: Record<string, fc.Arbitrary<string>>, options: { file?: boolean } = {}): fc.Arbitrary<FormEntries> {
  const parts = Object.entries(fields).map(([name, value]) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant([] as FormEntries) },
      { weight: 6, arbitrary: value.map((v) => [[name, v]] as FormEntries) },
      { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => [name, v]) as FormEntries) },
    ),
  );
  const extras = fc.array(fc.tuple(fc.constantFrom("role", "userId", "points", "id", "__proto__", "status", "x"), anyText), {
    maxLength: 2,
  });
  const file = options.file
    ? fc.option(
        fc
          .uint8Array({ maxLength: 64 })
          .map((bytes) => [["imageFile", new File([bytes], "foto.jpg", { type: "image/jpeg" })]] as FormEntries),
        { freq: 3, nil: [] as FormEntries },
      )
    : fc.constant([] as FormEntries);
  return fc.tuple(fc.tuple(...parts), extras, file).map(([chunks, extra, files]) => [...chunks.flat(), ...extra, ...files]);
}

// ---------------------------------------------------------------------------------------------
// The people and rows the forms aim at

let admin: SessionUser;
let customer: SessionUser;
let customerCookie: string;
const ids: Record<string, string> = {};

async function insertPerson(email: string, role: "user" | "admin"): Promise<SessionUser> {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: email, email, emailVerified: true });
  await t.db.insert(s.profiles).values({ id, email, fullName: email.split("@")[0], role });
  return { ...(await getProfile(id))!, sessionId: "fuzz", emailVerified: true };
}

/** A customer with a real session (the profile form asks better-auth to change the e-mail with it). */
async function signedInCustomer(): Promise<void> {
  const email = "cliente.fuzz@exemplo.com.br";
  const password = "Senha@Forte1";
  const headers = new Headers({ "x-rv-client-ip": "198.51.100.200" });
  await auth().api.signUpEmail({ body: { name: "Cliente Fuzz", email, password }, headers });
  await t.db.update(s.user).set({ emailVerified: true }).where(eq(s.user.email, email));
  const signedIn = await callAuth(() => auth().api.signInEmail({ body: { email, password }, headers, returnHeaders: true }));
  if (!signedIn.ok) throw new Error(signedIn.message);
  customerCookie = cookieHeaders(signedIn.headers)
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [row] = await t.db.select().from(s.user).where(eq(s.user.email, email));
  customer = { ...(await getProfile(row.id))!, sessionId: "fuzz", emailVerified: true };
}

beforeAll(async () => {
  // Thousands of requests: the local mail log would bury the report of a failure.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedContent(t.db);
  admin = await insertPerson("chefe.fuzz@raizvital.com.br", "admin");
  const other = await insertPerson("outra.pessoa@exemplo.com", "user");
  await signedInCustomer();
  const products = await t.db.select().from(s.products).limit(3);
  const [sample] = await t.db
    .insert(s.sampleRequests)
    .values({
      userId: other.id,
      productId: products[0].id,
      fullName: "Outra Pessoa",
      email: other.email,
      address: "Rua 1",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
    })
    .returning();
  const [review] = await t.db
    .insert(s.productReviews)
    .values({ productId: products[1].id, userId: other.id, rating: 4, content: "Bom" })
    .returning();
  await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: other.id, kind: "adjustment", amount: 5000, reason: "teste" }));
  await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: customer.id, kind: "adjustment", amount: 300, reason: "teste" }));
  const rewards = await t.db.select().from(s.rewards).limit(2);
  const redemption = await redeemReward(other.id, rewards[0].id);
  const [post] = await t.db.select().from(s.blogPosts).limit(1);
  const [category] = await t.db.select().from(s.blogCategories).limit(1);
  const [setting] = await t.db.select().from(s.pointSettings).limit(1);
  const [removal] = await t.db
    .insert(s.dataRemovalRequests)
    .values({ protocol: "LGPD-FUZZ-1", email: "a@b.com", fullName: "A" })
    .returning();
  const [message] = await t.db.insert(s.contactMessages).values({ name: "A", email: "a@b.com", subject: "Oi", message: "Olá" }).returning();
  Object.assign(ids, {
    product: products[2].id,
    sample: sample.id,
    review: review.id,
    reward: rewards[1].id,
    redemption: redemption.redemptionId!,
    post: post.id,
    category: category.id,
    setting: setting.id,
    removal: removal.id,
    contact: message.id,
    failedMail: await queueFailedMail({ to: "a@b.com", subject: "Falhou", html: "<p>Olá</p>", text: "Olá" }),
    other: other.id,
    customer: customer.id,
    admin: admin.id,
    productSlug: products[0].slug,
    postSlug: post.slug,
  });
});

const id = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...Object.values(ids).filter((v) => /^[0-9a-f-]{36}$/.test(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...UUID_JUNK) },
    { weight: 1, arbitrary: anyText },
  );
const email = field(
  "paula@exemplo.com.br",
  "cliente.fuzz@exemplo.com.br",
  "admin@raizvital.com.br",
  "PAULA@Exemplo.com.br ",
  "nao-existe@exemplo.com",
);
const password = field("Senha@Forte1", "senha", "Cliente@2026", "RaizVital@2026");
const count = field("1", "5", "150", "1000000", "1000001", "0", "-5", "3.5");

// ---------------------------------------------------------------------------------------------
// Every action, the person who may use it and the fields its forms send

interface Case {
  name: string;
  /** The route module (an id of app/routes.ts, as in tests/security/route-matrix.ts). */
  route: string;
  /** The intents its forms send (each intent the access matrix sends to this route must be here). */
  intents?: string[];
  action: Action;
  url: string;
  params?: fc.Arbitrary<Record<string, string>>;
  user: () => SessionUser | null;
  cookie?: () => string;
  form: (intents: string[]) => fc.Arbitrary<FormEntries>;
  /** The action has no refusal to reach (sign-out, Markdown preview). */
  neverRefuses?: boolean;
  /** Puts back the state the action refuses from, before each run (not part of the compared call). */
  reset?: () => Promise<void>;
}

const withIntent = (intents: string[], fields: Record<string, fc.Arbitrary<string>>, options?: { file?: boolean }) =>
  formOf({ intent: field(...intents), ...fields }, options);

const productFields = () => ({
  id: id(),
  name: field("Bacopa Fuzz", "Ashwagandha"),
  slug: field("bacopa-fuzz", "bacopa-monnieri-500mg", "Com Espaço"),
  shortDescription: field("curta"),
  description: field("Texto completo."),
  categoryId: id(),
  benefits: field("Foco, Memória", ",,,"),
  howToUse: field("1 cápsula"),
  featured: field("on", "true"),
  status: field("active", "inactive"),
  imageUrl: field("/images/x.webp", "https://cdn.exemplo.com/x.png", "javascript:alert(1)"),
  sampleStock: field("0", "10", "-1", "abc", "2.5"),
  // The Linhas tab's move (a line's name and description are the fields above).
  direction: field("up", "down", "left"),
});
const sampleStatusFields = () => ({
  id: id(),
  ids: fc.oneof(
    id(),
    fc.constant(null).map(() => `${ids.sample},${ids.sample}`),
  ),
  status: field("pending", "approved", "shipped", "delivered", "cancelled", "rejected"),
  trackingCode: field("AB123456789BR", ""),
  decision: field("paid", "waived", "refunded"),
  reason: field("Engano", ""),
  silent: field("true", "false", "on"),
  refundedOn: field("2026-11-02", "2999-01-01", "ontem"),
  endToEndId: field("E12345678202611021200abcdefghijk", "E123", "X12345678202611021200abcdefghijk"),
});
const money = field("0,01", "19,90", "0", "-1", "1000000", "abc");
const days = field("1", "90", "0", "-3", "1.5", "36500");
const slugParam = (valid: () => string) =>
  fc.oneof(
    fc.constant(null).map(() => ({ slug: valid() })),
    anyText.map((slug) => ({ slug })),
  );

const CASES: Case[] = [
  // Public forms
  {
    name: "newsletter (rodapé e guia)",
    route: "routes/site/newsletter",
    action: newsletter.action as unknown as Action,
    url: "/newsletter",
    user: () => null,
    form: () => formOf({ email, source: field("footer", "ebook"), redirectTo: field("/blog", "https://evil.example", "//evil.example") }),
  },
  {
    name: "link da newsletter (confirmar, cancelar)",
    route: "routes/site/newsletter-link",
    action: newsletterLink.action as unknown as Action,
    url: "/newsletter/cancelar",
    params: field("confirmar", "cancelar").map((acao) => ({ acao })),
    user: () => null,
    form: () => formOf({ token: field("", NOT_THERE, "nao-existe") }),
  },
  {
    name: "contato (/ajuda)",
    route: "routes/site/help",
    action: help.action as unknown as Action,
    url: "/ajuda",
    user: () => null,
    form: () => formOf({ name: field("Maria"), email, subject: field("Dúvida"), message: field("Olá!"), website: field("") }),
  },
  {
    name: "contato (/contato)",
    route: "routes/site/contact",
    action: contact.action as unknown as Action,
    url: "/contato",
    user: () => null,
    form: () => formOf({ name: field("Maria"), email, subject: field("Dúvida"), message: field("Olá!"), website: field("") }),
  },
  {
    name: "remoção de dados (/lgpd)",
    route: "routes/site/privacy",
    action: privacy.action as unknown as Action,
    url: "/lgpd",
    user: () => null,
    form: () => formOf({ fullName: field("Maria Silva"), email, reason: field("", "Não quero mais.") }),
  },
  {
    name: "confirmação da remoção (/lgpd/confirmar)",
    route: "routes/site/privacy-confirm",
    action: privacyConfirm.action as unknown as Action,
    url: "/lgpd/confirmar",
    user: () => null,
    form: () => formOf({ token: field("", "x".repeat(43), "nao-existe") }),
  },
  {
    name: "visualização de post",
    route: "routes/site/post-view",
    action: postView.action as unknown as Action,
    url: "/blog/x/visualizar",
    user: () => null,
    params: slugParam(() => ids.postSlug),
    form: () => formOf({ x: field("") }),
  },
  {
    name: "entrar, cadastrar, esqueci, reenviar (/auth)",
    route: "routes/auth/auth",
    intents: ["sign-in", "sign-up", "forgot", "resend"],
    action: authPage.action as unknown as Action,
    url: "/auth",
    user: () => null,
    form: (intents) =>
      withIntent(intents, {
        fullName: field("Nova Pessoa"),
        email,
        password,
        confirmPassword: password,
        acceptTerms: field("on", ""),
        rememberMe: field("on"),
        from: field("sign-up"),
        redirectTo: field("/dashboard", "//evil.example"),
      }),
  },
  {
    name: "nova senha (/auth/nova-senha)",
    route: "routes/auth/reset-password",
    action: resetPassword.action as unknown as Action,
    url: "/auth/nova-senha",
    user: () => null,
    form: () => formOf({ token: field("abc", "x".repeat(32)), password, confirmPassword: password }),
  },
  // Customer forms
  {
    name: "produto: amostra e avaliação",
    route: "routes/site/product",
    intents: ["sample", "review"],
    action: product.action as unknown as Action,
    url: "/produto/x",
    user: () => customer,
    params: slugParam(() => ids.productSlug),
    form: (intents) =>
      withIntent(intents, {
        fullName: field("Paula Nunes"),
        email,
        phone: field("(71) 98765-4321", "12"),
        address: field("Av. Sete, 100"),
        city: field("Salvador"),
        state: field("BA", "SP", "XX"),
        zipCode: field("40060001", "01310-100", "00000-000"),
        notes: field(""),
        rating: field("1", "5", "0", "6", "4.5"),
        title: field("Ótimo"),
        content: field("Gostei muito."),
      }),
  },
  {
    name: "curtir post",
    route: "routes/site/like",
    intents: ["like", "unlike"],
    action: like.action as unknown as Action,
    url: "/blog/x/curtir",
    user: () => customer,
    params: slugParam(() => ids.postSlug),
    form: (intents) => withIntent(intents, { redirectTo: field("/blog", "//evil.example") }),
  },
  {
    name: "favoritos da conta",
    route: "routes/site/favorites-account",
    intents: ["add", "remove", "merge"],
    action: favoritesAccount.action as unknown as Action,
    url: "/favoritos/conta",
    user: () => customer,
    form: (intents) =>
      withIntent(intents, {
        produto: field(ids.productSlug ?? "x", "nao-existe"),
        produtos: field("", "a,b,c", ",,,"),
        redirectTo: field("/favoritos", "//evil.example"),
      }),
  },
  {
    name: "painel do cliente: perfil, resgate, senha, exclusão da conta, aparelhos, cancelamento e endereço de amostra",
    route: "routes/dashboard/index",
    intents: ["update-profile", "redeem", "change-password", "delete-account", "end-session", "cancel-sample", "correct-sample-address"],
    action: dashboard.action as unknown as Action,
    url: "/dashboard",
    user: () => customer,
    cookie: () => customerCookie,
    form: (intents) =>
      withIntent(intents, {
        fullName: field("Cliente Fuzz", "Outro Nome"),
        email: field("cliente.fuzz@exemplo.com.br", "nova.fuzz@exemplo.com.br", "outra.pessoa@exemplo.com"),
        phone: field("", "(11) 98765-4321", "(00) 0000-0000"),
        rewardId: id(),
        sampleId: id(),
        confirm: field("sim", ""),
        // Never the customer's password: the fuzz explores the refusals, it does not end the account.
        currentPassword: field("", "Errada@2026x", "x"),
        password: field("NovaSenha@2026x", "curta", ""),
        confirmPassword: field("NovaSenha@2026x", "Outra@2026xyz"),
        reviews: field("keep", "delete", "tudo"),
        sessionId: id(),
        zipCode: field("01310-100", "0", "40020-000"),
        complement: field("", "Apto 1"),
        street: field("Rua A"),
        number: field("10", ""),
        district: field("Centro"),
        city: field("São Paulo"),
        state: field("SP", "XX"),
      }),
  },
  {
    name: "aceite dos termos",
    route: "routes/site/terms-accept",
    action: termsAccept.action as unknown as Action,
    url: "/termos/aceitar",
    user: () => customer,
    // Terms always waiting for the customer: a form with another version than the one in force is refused.
    reset: async () => {
      await t.db.delete(s.termsAcceptances).where(eq(s.termsAcceptances.userId, customer.id));
    },
    form: () =>
      formOf({
        ...Object.fromEntries(Object.entries(CURRENT_VERSIONS).map(([document, version]) => [document, field(version, "2000-01-01")])),
        redirectTo: field("/", "//evil.example"),
      }),
  },
  {
    name: "sair",
    route: "routes/auth/sign-out",
    action: signOut.action as unknown as Action,
    url: "/sair",
    user: () => customer,
    cookie: () => customerCookie,
    intents: ["everywhere"],
    form: (intents) => withIntent(intents, { redirectTo: field("/") }),
    neverRefuses: true,
  },
  // Admin forms
  {
    name: "admin: produtos",
    route: "routes/admin-panel/products",
    intents: [
      "product-create",
      "product-update",
      "product-delete",
      "product-deactivate",
      "line-create",
      "line-update",
      "line-move",
      "line-delete",
    ],
    action: panelProducts.action as unknown as Action,
    url: "/admin-panel/produtos",
    user: () => admin,
    form: (intents) => withIntent(intents, productFields(), { file: true }),
  },
  // /admin has no action: its forms post to the two panel pages above and below.
  {
    name: "admin: amostras",
    route: "routes/admin-panel/samples",
    intents: ["sample-status", "sample-payment", "sample-payment-undo", "sample-refund", "sample-bulk"],
    action: panelSamples.action as unknown as Action,
    url: "/admin-panel/amostras",
    user: () => admin,
    form: (intents) => withIntent(intents, sampleStatusFields()),
  },
  {
    name: "admin: despacho de amostras",
    route: "routes/admin-panel/dispatch",
    intents: ["sample-dispatch"],
    action: panelDispatch.action as unknown as Action,
    url: "/admin-panel/amostras/despacho",
    user: () => admin,
    form: (intents) =>
      withIntent(intents, {
        "items[0].id": fc.oneof(
          id(),
          fc.constant(null).map(() => ids.sample),
        ),
        "items[0].trackingCode": field("DZ123456789BR", "", "123"),
        "items[1].id": id(),
        "items[1].trackingCode": field("DZ123456789BR", "DY123456789BR"),
        silent: field("true", "false"),
      }),
  },
  {
    name: "admin: usuários",
    route: "routes/admin-panel/users",
    intents: ["create", "role", "status", "points"],
    action: panelUsers.action as unknown as Action,
    url: "/admin-panel/usuarios",
    user: () => admin,
    form: (intents) =>
      withIntent(intents, {
        id: id(),
        fullName: field("Nova Pessoa"),
        email,
        role: field("user", "admin"),
        status: field("active", "inactive"),
        amount: field("10", "-15", "0", "100001"),
        reason: field("Correção"),
      }),
  },
  {
    name: "admin: pontos na página do cliente",
    route: "routes/admin-panel/user",
    intents: ["points"],
    action: panelUser.action as unknown as Action,
    url: "/admin-panel/usuarios/x",
    user: () => admin,
    // Built when the property runs (the fixture's ids exist by then).
    params: fc.constant(null).chain(() => id().map((value) => ({ id: value }))),
    form: (intents) => withIntent(intents, { amount: field("10", "-15", "0", "100001"), reason: field("Correção") }),
  },
  {
    name: "admin: avaliações",
    route: "routes/admin-panel/reviews",
    intents: ["approve", "reject", "reply", "reply-delete", "unpublish", "approve-many", "delete"],
    action: panelReviews.action as unknown as Action,
    url: "/admin-panel/avaliacoes",
    user: () => admin,
    form: (intents) =>
      withIntent(intents, {
        id: id(),
        ids: fc.oneof(
          id(),
          fc.constant(null).map(() => `${ids.review},${NOT_THERE}`),
        ),
        reply: field("Obrigado!"),
      }),
  },
  {
    name: "admin: prêmios e resgates",
    route: "routes/admin-panel/rewards",
    intents: ["reward-create", "reward-update", "reward-delete", "redemption-ship", "redemption-complete", "redemption-cancel"],
    action: panelRewards.action as unknown as Action,
    url: "/admin-panel/premios",
    user: () => admin,
    form: (intents) =>
      withIntent(
        intents,
        {
          id: id(),
          name: field("Ecobag"),
          description: field(""),
          pointsRequired: count,
          stock: field("", "3", "-1"),
          active: field("false", "true"),
          imageUrl: field(""),
          trackingCode: field("QB123456789BR", "qb 123456789 br", "123"),
        },
        { file: true },
      ),
  },
  {
    name: "admin: blog",
    route: "routes/admin-panel/blog",
    intents: ["post-create", "post-update", "post-delete", "category-create", "category-update", "category-delete"],
    action: panelBlog.action as unknown as Action,
    url: "/admin-panel/blog",
    user: () => admin,
    form: (intents) =>
      withIntent(
        intents,
        {
          id: id(),
          title: field("Sono e foco"),
          slug: field("", "sono-e-foco"),
          content: field("# Olá\n\nTexto."),
          excerpt: field(""),
          categoryId: id(),
          imageUrl: field(""),
          status: field("draft", "published", "archived", "scheduled"),
          publishedAt: field("", "2030-01-01T10:00", "ontem"),
          featured: field("on"),
          metaTitle: field(""),
          metaDescription: field(""),
          readTime: field("5", "0", "241"),
          // The post's products: a list (the field repeated), ids known, unknown or junk.
          productIds: id(),
          name: field("Bem-estar"),
        },
        { file: true },
      ),
  },
  {
    name: "admin: prévia do blog",
    route: "routes/admin-panel/blog-preview",
    action: panelBlogPreview.action as unknown as Action,
    url: "/admin-panel/blog/previa",
    user: () => admin,
    form: () => formOf({ content: field("# prévia") }),
    neverRefuses: true,
  },
  {
    name: "admin: imagem no texto do post",
    route: "routes/admin-panel/blog-image",
    action: panelBlogImage.action as unknown as Action,
    url: "/admin-panel/blog/imagem",
    user: () => admin,
    form: () => formOf({ alt: field("Xícara de chá", "") }, { file: true }),
  },
  {
    name: "admin: pontuação, frete, prazo do Pix e remetente",
    route: "routes/admin-panel/settings",
    intents: ["setting-create", "setting-update", "setting-delete", "shipping-fees", "sample-settings", "sender-settings"],
    action: panelSettings.action as unknown as Action,
    url: "/admin-panel/configuracoes",
    user: () => admin,
    form: (intents) =>
      withIntent(intents, {
        id: id(),
        action: field("newsletter_signup", "product_review", "Com Espaço"),
        points: count,
        description: field(""),
        pixDeadlineDays: field("3", "0", "31", "x"),
        companyName: field("Raiz Vital Ltda.", ""),
        cnpj: field("11.222.333/0001-81", "11222333000180", "abc"),
        zipCode: field("05422-000", "40020-000", "123"),
        street: field("Rua dos Pinheiros", ""),
        number: field("900", "S/N", ""),
        complement: field(""),
        district: field("Pinheiros", ""),
        city: field("São Paulo", ""),
        state: field("SP", "BA", "XX"),
        ...Object.fromEntries(
          ["sul_sudeste", "nordeste", "norte_centro_oeste"].flatMap((region) => [
            [`fee_${region}`, money],
            [`min_${region}`, days],
            [`max_${region}`, days],
          ]),
        ),
      }),
  },
  {
    name: "admin: privacidade",
    route: "routes/admin-panel/privacy",
    intents: ["removal-handle", "contact-handle", "removal-send-link", "removal-carry-out", "retention"],
    action: panelPrivacy.action as unknown as Action,
    url: "/admin-panel/privacidade",
    user: () => admin,
    form: (intents) =>
      withIntent(intents, {
        id: id(),
        reviews: field("keep", "delete"),
        sampleAddressDays: days,
        contactMessageMonths: days,
      }),
  },
  {
    name: "admin: e-mails",
    route: "routes/admin-panel/emails",
    intents: ["retry", "retry-all"],
    action: panelEmails.action as unknown as Action,
    url: "/admin-panel/emails",
    user: () => admin,
    form: (intents) => withIntent(intents, { id: id() }),
  },
];

/**
 * Route modules with an action that is not fuzzed here: better-auth's own endpoints (/api/auth/*),
 * whose answers no page shows (the site's forms use the actions above; tests/security/auth-endpoints.test.ts
 * covers them); and the bank's Pix webhook, a JSON endpoint that is 404 without PIX_WEBHOOK_SECRET
 * (tests/integration/pix-webhook.test.ts sends it malformed bodies, wrong secrets and addresses).
 */
const NOT_FUZZED = ["routes/api/auth", "routes/api/pix-webhook"];

/** A fixture whose every field is a placeholder: enough to read which intent each matrix case sends. */
const PLACEHOLDER = new Proxy(
  {},
  { get: (_, key) => (key === "people" || key === "ids" ? PLACEHOLDER : key === "id" ? NOT_THERE : "x") },
) as Fixture;

// ---------------------------------------------------------------------------------------------

describe.each(CASES)("$name", (c) => {
  it("never answers 500, speaks Portuguese, and a refusal changes nothing", async () => {
    let ip = 0;
    const seen = { refused: 0, accepted: 0 };
    await check(
      fc.asyncProperty(
        c.form(c.intents ?? []),
        c.params ?? fc.constant({}),
        fc.constantFrom("fetch", "document"),
        async (entries, params, mode) => {
          await resetRateLimits(t.db);
          await c.reset?.();
          ip += 1;
          const headers: Record<string, string> = {
            "x-rv-client-ip": `203.0.113.${ip % 250}`,
            "sec-fetch-mode": mode === "document" ? "navigate" : "cors",
          };
          if (c.cookie) headers.cookie = c.cookie();
          const before = await fingerprint(t.db);
          const filesBefore = uploadedFiles();
          const outcome = await run(c.action, formRequest(c.url, entries, headers), params, c.user());

          expect(outcome.crash, `erro lançado: ${String(outcome.crash)}`).toBeUndefined();
          expect(outcome.status, JSON.stringify(outcome.payload)).toBeLessThan(500);
          for (const message of messagesOf(outcome))
            expect(isPortuguese(message), `mensagem não portuguesa: ${JSON.stringify(message)}`).toBe(true);
          if (refused(outcome)) {
            seen.refused += 1;
            expect(await fingerprint(t.db), `recusa (${outcome.status}) alterou o banco`).toEqual(before);
            expect(uploadedFiles(), "recusa deixou um arquivo enviado").toEqual(filesBefore);
          } else {
            seen.accepted += 1;
          }
        },
      ),
    );
    // The generators reach the refusals (and the assertions above are not vacuous).
    if (!c.neverRefuses) expect(seen.refused).toBeGreaterThan(0);
  }, 120_000);
});

describe("the cases of this file", () => {
  it("fuzz every action of the route table, each with every intent the access matrix sends it", () => {
    const withActions = Object.entries(MATRIX).filter(([id, entry]) => entry.actions && !NOT_FUZZED.includes(id));
    const cased = new Map(CASES.map((c) => [c.route, c]));
    expect(
      withActions.filter(([id]) => !cased.has(id)).map(([id]) => id),
      "actions without a fuzz case",
    ).toEqual([]);
    for (const [id, entry] of withActions) {
      const sent = Object.values(entry.actions!).flatMap((spec) => spec.form(PLACEHOLDER, "admin").intent ?? []);
      const fuzzed = cased.get(id)?.intents ?? [];
      expect(
        [...new Set(sent)].filter((intent) => !fuzzed.includes(intent)),
        `${id}: intents the fuzz never sends`,
      ).toEqual([]);
    }
    expect(
      CASES.map((c) => c.route).filter((route) => !(route in MATRIX)),
      "fuzz cases of no route",
    ).toEqual([]);
  });

  it("compare every table of the schema but the rate-limit counters", async () => {
    const tables = await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const inDatabase = (tables as { rows: { name: string }[] }).rows.map((r) => r.name).filter((name) => !EXCLUDED_TABLES.includes(name));
    expect(TABLES).toEqual(inDatabase.sort());
    for (const table of [
      "favorites",
      "terms_acceptances",
      "shipping_fees",
      "reward_coupons",
      "privacy_settings",
      "product_slug_history",
      "post_slug_history",
    ])
      expect(TABLES).toContain(table);
  });
});

describe("the helpers of this file", () => {
  it("tell zod's and better-auth's English defaults from our Portuguese", () => {
    for (const english of [
      "Invalid input: expected string, received undefined",
      "Too big: expected string to have <=120 characters",
      "Required",
      "Invalid email or password",
      "Password too short",
      "[object Object]",
      "",
    ]) {
      expect(isPortuguese(english), english).toBe(false);
    }
    for (const ours of [
      "Digite um e-mail válido",
      "Informe o nome do produto.",
      "Use no máximo 120 caracteres.",
      "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    ]) {
      expect(isPortuguese(ours), ours).toBe(true);
    }
  });

  it("see a change in any table", async () => {
    const before = await fingerprint(t.db);
    await t.db.execute(sql`update products set name = name || ' '`);
    expect(await fingerprint(t.db)).not.toEqual(before);
  });
});
