import { formText } from "~/lib/common/form-text";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { parseTab, TAB_PARAM, useUrlTab } from "~/hooks/use-url-tab";
import type { Route } from "./+types/index";
import { AdminLinks } from "~/components/dashboard/admin-links";
import { PointsHistory } from "~/components/dashboard/points-history";
import { PrivacyCard } from "~/components/dashboard/privacy-card";
import { PrivacyRequestsCard } from "~/components/privacy/privacy-requests-card";
import { ProfileCard } from "~/components/dashboard/profile-card";
import { ProfileNotFound } from "~/components/dashboard/profile-not-found";
import { RedemptionHistory } from "~/components/dashboard/redemption-history";
import { RewardsGrid } from "~/components/dashboard/rewards-grid";
import { SamplesList } from "~/components/dashboard/samples-list";
import { SummaryCards } from "~/components/dashboard/summary-cards";
import { Heart } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { FAVORITES_PATH, FAVORITES_TITLE } from "~/i18n/favorites";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { formatBRL, formatPoints } from "~/i18n/format";
import { OPEN_SAMPLE_STATUSES } from "~/db/schema/enums";
import { ACCOUNT_TEXTS, AUTH_TEXTS, SESSION_TEXTS } from "~/i18n/auth";
import { auth, AUTH_PATHS } from "~/services/auth.server";
import { callAuth, cookieHeaders } from "~/services/auth-call.server";
import { CHANGE_EMAIL_LIMIT, PASSWORD_CHECK_LIMIT } from "~/lib/server/auth-limits.server";
import { cn } from "~/lib/common/cn";
import { pageMeta } from "~/lib/render/meta";
import { hit, rateLimitWait, retryAfter, TOO_MANY } from "~/lib/server/rate-limit.server";
import { getUser, requireUser, type SessionUser } from "~/services/session.server";
import { dataWithToast, redirectWithToast } from "~/lib/server/toast.server";
import { accountSummary, deleteAccount } from "~/models/account.server";
import { cancelOwnSample, correctSampleAddress, mySampleTickets, SAMPLE_ADDRESS_TEXTS, SAMPLE_CANCEL_TEXTS } from "~/models/samples.server";
import { sampleAddressSchema } from "~/validation/sample";
import { DELETE_ACCOUNT_TEXTS } from "~/i18n/privacy";
import { REDEEM_TEXTS } from "~/i18n/rewards";
import { DeleteAccountCard } from "~/components/privacy/delete-account-card";
import { AccountSessions } from "~/components/dashboard/account-sessions";
import { endAccountSession, listAccountSessions } from "~/models/sessions.server";
import {
  hasAward,
  ledgerHistory,
  listActiveRewards,
  pointsForAction,
  redeemBlocker,
  redeemReward,
  userRedemptions,
} from "~/models/loyalty.server";
import { listPrivacyRequests } from "~/models/privacy.server";
import { getProfile, initials, PROFILE_AWARD_REFERENCE, ProfileError, updateProfile } from "~/models/users.server";
import { UUID_PATTERN } from "~/validation/common";
import { parseSubmission } from "~/validation/submission";
import { profileSchema } from "~/validation/profile";
import { changePasswordSchema, currentPasswordSchema } from "~/validation/auth";
import { firstName } from "~/lib/common/person-name";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Minha conta", description: "Seus pontos, amostras, prêmios e dados na Raiz Vital.", noindex: true });

const TABS = ["perfil", "amostras", "premios", "admin"] as const;
type Tab = (typeof TABS)[number];

const PRIVATE = { "Cache-Control": "private, no-store" };
/** The points history shows the latest entries; the download has them all. */
const HISTORY_LIMIT = 50;
/** The tab lists the newest requests; the summary card counts them all and "Baixar meus dados" has every one. */
const SAMPLES_LIMIT = 50;

/** Where the links of the change-of-e-mail messages land (see AUTH_PATHS). */
async function emailChangeLanding(url: URL, user: SessionUser) {
  const step = url.searchParams.get("email");
  if (!step) return null;
  if (url.searchParams.get("error")) {
    return redirectWithToast("/dashboard", { type: "error", title: ACCOUNT_TEXTS.emailChangeInvalid });
  }
  if (step === "confirmar") return redirectWithToast("/dashboard", { type: "info", ...ACCOUNT_TEXTS.emailChangeApproved });
  if (step === "alterado") return redirectWithToast("/dashboard", { type: "success", ...ACCOUNT_TEXTS.emailChanged(user.email) });
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const landing = await emailChangeLanding(url, user);
  if (landing) throw landing;
  const tab: Tab = parseTab(url.searchParams.get(TAB_PARAM), TABS, "perfil");
  try {
    const profile = await getProfile(user.id);
    if (!profile) return data({ found: false as const, tab }, { status: 404, headers: PRIVATE });
    const [summary, samples, rewards, redemptions, history, profileAwarded, profilePoints, privacyRequests, sessions] = await Promise.all([
      accountSummary(user.id),
      mySampleTickets(user.id, SAMPLES_LIMIT + 1),
      listActiveRewards(),
      userRedemptions(user.id),
      ledgerHistory(user.id, HISTORY_LIMIT),
      hasAward(user.id, "profile_complete", PROFILE_AWARD_REFERENCE),
      pointsForAction("profile_complete"),
      listPrivacyRequests(user.id),
      listAccountSessions(user.id, user.sessionId),
    ]);
    return data(
      {
        found: true as const,
        tab,
        profile: {
          fullName: profile.fullName,
          email: profile.email,
          phone: profile.phone,
          role: profile.role,
          initials: initials(profile.fullName, profile.email),
          createdAt: profile.createdAt,
        },
        summary: { ...summary, points: profile.points },
        samples: samples.slice(0, SAMPLES_LIMIT),
        samplesTruncated: samples.length > SAMPLES_LIMIT,
        rewards: rewards.map((r) => ({ ...r, blocker: redeemBlocker(r, profile.points) })),
        redemptions,
        history,
        historyTruncated: history.length === HISTORY_LIMIT,
        completionPoints: profileAwarded || profilePoints < 1 ? null : profilePoints,
        privacyRequests,
        sessions: sessions.map(({ id, device, lastUsedAt, current }) => ({ id, device, lastUsedAt, current })),
      },
      { headers: PRIVATE },
    );
  } catch (error) {
    console.error("[dashboard] falha ao carregar o perfil:", error);
    return data({ found: false as const, tab }, { status: 503, headers: PRIVATE });
  }
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

/** Switching tabs only changes ?aba: no need to load the data again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete(TAB_PARAM);
    b.delete(TAB_PARAM);
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

// Answers that carry a toast keep status 200, so the router reloads the root data that shows it.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const user = getUser(context);
  if (!user) {
    return dataWithToast({ intent, ok: false }, { type: "error", title: AUTH_TEXTS.notAuthenticated });
  }
  if (intent === "update-profile") return saveProfile(request, user, form);
  if (intent === "redeem") return redeem(user, form);
  if (intent === "change-password") return changePassword(request, user, form);
  if (intent === "delete-account") return removeAccount(request, user, form);
  if (intent === "end-session") return endSession(user, form);
  if (intent === "cancel-sample") return cancelSample(user, form);
  if (intent === "correct-sample-address") return correctAddress(user, form);
  return data({ intent, ok: false }, { status: 400 });
}

async function saveProfile(request: Request, user: SessionUser, form: FormData) {
  const intent = "update-profile" as const;
  const submission = parseSubmission(form, profileSchema);
  // The password typed to confirm a new e-mail is never sent back to the page.
  const hidden = { hideFields: ["currentPassword"] };
  if (submission.status !== "success") return data({ intent, ok: false as const, reply: submission.reply(hidden) }, { status: 400 });
  const { fullName, email, phone } = submission.value;
  const failed = (message: string) =>
    dataWithToast(
      { intent, ok: false as const, reply: submission.reply(hidden) },
      { type: "error", title: ACCOUNT_TEXTS.profileError(message) },
    );

  const newEmail = email !== user.email.toLowerCase() ? email : null;
  if (newEmail) {
    // A stolen session alone must not move the account to another address: the password is asked.
    const refused = await checkCurrentPassword(request, user, form.get("currentPassword"));
    if (refused) {
      const reply = submission.reply({ ...hidden, fieldErrors: { currentPassword: [refused.errors.currentPassword] } });
      return data({ intent, ok: false as const, reply }, { status: refused.status, headers: refused.headers });
    }
    if (!(await hit(CHANGE_EMAIL_LIMIT, user.id)).allowed) return failed(TOO_MANY);
  }

  let pointsAwarded = 0;
  try {
    pointsAwarded = (await updateProfile(user.id, { fullName, phone })).pointsAwarded;
  } catch (error) {
    if (!(error instanceof ProfileError)) console.error("[perfil] falha ao salvar:", error);
    return failed(error instanceof ProfileError ? error.message : AUTH_TEXTS.unexpected);
  }
  if (newEmail) {
    // better-auth mails the current address first; the profile changes once the new one is confirmed.
    const result = await callAuth(() =>
      auth().api.changeEmail({
        body: { newEmail, callbackURL: AUTH_PATHS.emailChangeConfirmed },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    if (!result.ok) return failed(result.message);
  }
  return dataWithToast(
    { intent, ok: true as const, pointsAwarded, emailPending: newEmail },
    {
      type: "success",
      title: ACCOUNT_TEXTS.profileSaved.title,
      description: newEmail
        ? `${ACCOUNT_TEXTS.profileSaved.description} ${ACCOUNT_TEXTS.emailChangeSent(user.email)}`
        : ACCOUNT_TEXTS.profileSaved.description,
    },
  );
}

/**
 * Checks the password typed to confirm a sensitive change; null when it is right. Wrong guesses count
 * against the account (so a stolen session cannot try passwords freely).
 */
async function checkCurrentPassword(request: Request, user: SessionUser, value: FormDataEntryValue | null) {
  const parsed = currentPasswordSchema.safeParse(typeof value === "string" ? value : "");
  if (!parsed.success) return { status: 400, errors: { currentPassword: AUTH_TEXTS.currentPasswordRequired }, headers: undefined };
  const wait = await rateLimitWait(PASSWORD_CHECK_LIMIT, [user.id]);
  if (wait !== null) return { status: 429, errors: { currentPassword: TOO_MANY }, headers: retryAfter(wait) };
  const result = await callAuth(() =>
    auth().api.verifyPassword({ body: { password: parsed.data }, headers: request.headers, returnHeaders: true }),
  );
  if (result.ok) return null;
  if (result.code === "INVALID_PASSWORD")
    return { status: 400, errors: { currentPassword: AUTH_TEXTS.wrongCurrentPassword }, headers: undefined };
  return { status: result.status, errors: { currentPassword: result.message }, headers: undefined };
}

/**
 * 'Trocar senha': asks for the current password; every session of the account ends (the old cookie
 * stops working everywhere, this browser included) and this browser gets a fresh session.
 */
async function changePassword(request: Request, user: SessionUser, form: FormData) {
  const intent = "change-password" as const;
  const submission = parseSubmission(form, changePasswordSchema);
  // The passwords typed are never sent back to the page.
  const hidden = { hideFields: ["currentPassword", "password", "confirmPassword"] };
  if (submission.status !== "success") return data({ intent, ok: false as const, reply: submission.reply(hidden) }, { status: 400 });
  const refuse = (message: string) => submission.reply({ ...hidden, fieldErrors: { currentPassword: [message] } });
  const wait = await rateLimitWait(PASSWORD_CHECK_LIMIT, [user.id]);
  if (wait !== null) return data({ intent, ok: false as const, reply: refuse(TOO_MANY) }, { status: 429, headers: retryAfter(wait) });
  const result = await callAuth(() =>
    auth().api.changePassword({
      body: { currentPassword: submission.value.currentPassword, newPassword: submission.value.password, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok) {
    const message = result.code === "INVALID_PASSWORD" ? AUTH_TEXTS.wrongCurrentPassword : result.message;
    return data({ intent, ok: false as const, reply: refuse(message) }, { status: 400 });
  }
  return dataWithToast(
    { intent, ok: true as const },
    { type: "success", ...ACCOUNT_TEXTS.passwordChanged },
    { headers: cookieHeaders(result.headers) },
  );
}

/**
 * "Excluir minha conta": the password confirms it; the account is anonymised (models/account.server.ts),
 * this browser's session cookie is cleared and the customer lands on the home page with a toast.
 */
async function removeAccount(request: Request, user: SessionUser, form: FormData) {
  const intent = "delete-account" as const;
  const refused = await checkCurrentPassword(request, user, form.get("currentPassword"));
  if (refused) return data({ intent, ok: false, errors: refused.errors }, { status: refused.status, headers: refused.headers });
  let result;
  try {
    result = await deleteAccount(user.id, { deleteReviews: form.get("reviews") === "delete" });
  } catch (error) {
    console.error("[privacidade] falha ao excluir a conta:", error);
    return data({ intent, ok: false, errors: { form: AUTH_TEXTS.unexpected } }, { status: 500 });
  }
  if (!result.ok) {
    const message = result.reason === "admin" ? DELETE_ACCOUNT_TEXTS.adminRefused : AUTH_TEXTS.unexpected;
    return data({ intent, ok: false, errors: { form: message } }, { status: 400 });
  }
  // The sessions are gone from the database; better-auth's sign-out answers with the cookies that clear this browser's.
  const headers = new Headers();
  const signedOut = await auth()
    .api.signOut({ headers: request.headers, asResponse: true })
    .catch(() => null);
  for (const cookie of signedOut?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    "/",
    { type: "success", title: DELETE_ACCOUNT_TEXTS.done, description: DELETE_ACCOUNT_TEXTS.doneHint },
    { headers },
  );
}

/** "Encerrar" beside one of the account's sessions: only the account's own sessions can be ended. */
async function endSession(user: SessionUser, form: FormData) {
  const intent = "end-session" as const;
  const sessionId = formText(form, "sessionId");
  const ended = UUID_PATTERN.test(sessionId) ? await endAccountSession(user.id, sessionId) : null;
  if (!ended) return dataWithToast({ intent, ok: false }, { type: "error", title: SESSION_TEXTS.gone });
  return dataWithToast({ intent, ok: true }, { type: "success", title: SESSION_TEXTS.ended(ended.device) });
}

/** Minhas Amostras: the customer cancels a pending request of theirs (the model checks it is theirs). */
async function cancelSample(user: SessionUser, form: FormData) {
  const intent = "cancel-sample" as const;
  const sampleId = formText(form, "sampleId");
  if (!UUID_PATTERN.test(sampleId)) return data({ intent, ok: false }, { status: 400 });
  const result = await cancelOwnSample(user.id, sampleId);
  if (!result.ok) return dataWithToast({ intent, ok: false }, { type: "error", title: result.message });
  return dataWithToast(
    { intent, ok: true },
    { type: "success", title: SAMPLE_CANCEL_TEXTS.done, description: result.refund ? SAMPLE_CANCEL_TEXTS.refund : undefined },
  );
}

/** Minhas Amostras: the customer corrects the address of a pending request of theirs (the model checks it is theirs and pending). */
async function correctAddress(user: SessionUser, form: FormData) {
  const intent = "correct-sample-address" as const;
  const sampleId = formText(form, "sampleId");
  if (!UUID_PATTERN.test(sampleId)) return data({ intent, ok: false as const }, { status: 400 });
  const submission = parseSubmission(form, sampleAddressSchema);
  if (submission.status !== "success") return data({ intent, sampleId, ok: false as const, reply: submission.reply() }, { status: 400 });
  const result = await correctSampleAddress(user.id, sampleId, submission.value);
  if (!result.ok) {
    return dataWithToast({ intent, sampleId, ok: false as const, reply: submission.reply() }, { type: "error", title: result.message });
  }
  return dataWithToast(
    { intent, sampleId, ok: true as const },
    {
      type: "success",
      title: SAMPLE_ADDRESS_TEXTS.done,
      description: result.feeChanged ? SAMPLE_ADDRESS_TEXTS.feeChanged(formatBRL(result.feeCents)) : undefined,
    },
  );
}

/** The fields of a physical reward's delivery address (validation/address.ts deliveryAddressSchema). */
const ADDRESS_FIELDS = ["fullName", "zipCode", "street", "number", "complement", "district", "city", "state"] as const;

async function redeem(user: SessionUser, form: FormData) {
  const intent = "redeem" as const;
  const rewardId = formText(form, "rewardId");
  if (!UUID_PATTERN.test(rewardId)) return data({ intent, ok: false }, { status: 400 });
  // Points are spent only from the confirmation step (the card's "Confirmar resgate"), never by one click.
  if (form.get("confirm") !== "sim") {
    return dataWithToast({ intent, ok: false, rewardId }, { type: "error", title: REDEEM_TEXTS.confirmFirst }, { status: 400 });
  }
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, form.has(field) ? formText(form, field).slice(0, 200) : undefined]),
  );
  try {
    const result = await redeemReward(user.id, rewardId, { address });
    return dataWithToast(
      { intent, ok: result.success, rewardId, errors: result.errors, couponCode: result.couponCode },
      {
        type: result.success ? "success" : "error",
        title: result.message,
        description: result.couponCode ? REDEEM_TEXTS.couponSent(result.couponCode) : undefined,
      },
    );
  } catch (error) {
    // The database's own words (SQL, English) are for the log, never for the customer.
    console.error("[resgate] falha:", error);
    return dataWithToast({ intent, ok: false, rewardId }, { type: "error", title: ACCOUNT_TEXTS.redeemError(AUTH_TEXTS.unexpected) });
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  // The address says which tab is open (links to ?aba=…, the back button); a click shows it at once.
  const [tab, changeTab] = useUrlTab(TABS, "perfil");

  if (!loaderData.found) {
    return (
      <section className="px-4 py-16">
        <ProfileNotFound />
      </section>
    );
  }
  const { profile, summary, samples, samplesTruncated, rewards, redemptions, history, historyTruncated, completionPoints } = loaderData;
  const isAdmin = profile.role === "admin";
  const first = firstName(profile.fullName);

  return (
    <div className="bg-cream-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold break-words text-brand-900 sm:text-3xl">Olá, {first}!</h1>
            <p className="mt-1 text-muted">Bem-vindo(a) à sua área. Acompanhe seus pontos, amostras e prêmios.</p>
          </div>
          <Link to={FAVORITES_PATH} className={cn(buttonVariants({ variant: "outline" }), "bg-white")}>
            <Heart aria-hidden /> {FAVORITES_TITLE}
          </Link>
        </header>

        <SummaryCards counts={summary} />

        <Tabs value={isAdmin || tab !== "admin" ? tab : "perfil"} onValueChange={changeTab}>
          <TabsList aria-label="Seções da conta" className={cn("bg-cream-200/70", isAdmin && "grid grid-cols-2 sm:flex")}>
            <TabsTrigger value="perfil">Perfil</TabsTrigger>
            <TabsTrigger value="amostras">Minhas Amostras</TabsTrigger>
            <TabsTrigger value="premios">Prêmios</TabsTrigger>
            {isAdmin ? <TabsTrigger value="admin">Admin</TabsTrigger> : null}
          </TabsList>

          <TabsContent value="perfil" className="space-y-6">
            <ProfileCard profile={profile} completionPoints={completionPoints} />
            <AccountSessions sessions={loaderData.sessions} />
            <PrivacyCard />
            <PrivacyRequestsCard requests={loaderData.privacyRequests} />
            {isAdmin ? null : (
              <DeleteAccountCard
                openSamples={samples.filter((s) => !s.cancelledAt && (OPEN_SAMPLE_STATUSES as readonly string[]).includes(s.status))}
              />
            )}
          </TabsContent>

          <TabsContent value="amostras">
            <h2 className="sr-only">Minhas Amostras</h2>
            <SamplesList samples={samples} />
            {samplesTruncated ? (
              <p className="mt-3 text-xs text-muted">
                Mostrando as últimas {SAMPLES_LIMIT} solicitações. A lista completa está em “Baixar meus dados”, na aba Perfil.
              </p>
            ) : null}
          </TabsContent>

          <TabsContent value="premios" className="space-y-8">
            <div className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-amber-950">
                Você tem <strong className="text-lg">{formatPoints(summary.points)}</strong> para trocar por prêmios.
              </p>
              <Link to="/pontos" className={cn(buttonVariants({ variant: "link", className: "self-start px-0 sm:self-auto" }))}>
                Como ganhar pontos
              </Link>
            </div>
            <section aria-labelledby="premios-disponiveis" className="space-y-3">
              <h2 id="premios-disponiveis" className="text-xl font-semibold text-brand-900">
                Prêmios disponíveis
              </h2>
              <RewardsGrid rewards={rewards} balance={summary.points} recipient={profile.fullName} />
            </section>
            <div className="grid gap-8 lg:grid-cols-2">
              <section aria-labelledby="meus-resgates" className="space-y-3">
                <h2 id="meus-resgates" className="text-xl font-semibold text-brand-900">
                  Meus resgates
                </h2>
                <RedemptionHistory redemptions={redemptions} />
              </section>
              <section aria-labelledby="historico-pontos" className="space-y-3">
                <h2 id="historico-pontos" className="text-xl font-semibold text-brand-900">
                  Histórico de pontos
                </h2>
                <PointsHistory entries={history} />
                {historyTruncated ? (
                  <p className="text-xs text-muted">
                    Mostrando os últimos {HISTORY_LIMIT} lançamentos. O histórico completo está em “Baixar meus dados”, na aba Perfil.
                  </p>
                ) : null}
              </section>
            </div>
          </TabsContent>

          {isAdmin ? (
            <TabsContent value="admin">
              <AdminLinks />
            </TabsContent>
          ) : null}
        </Tabs>
      </div>
    </div>
  );
}
