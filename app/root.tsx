import { useEffect } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, type ShouldRevalidateFunction } from "react-router";
import { LazyToaster, notify } from "./lib/render/notify";
import { TOASTER_LABELS } from "./i18n/site";
import type { Route } from "./+types/root";
import { sessionMiddleware } from "./middleware/session";
import { getUser } from "./services/session.server";
import { readToast } from "./lib/server/toast.server";
import { env } from "./lib/server/env.server";
import { initials } from "./models/users.server";
import { openSampleStatuses } from "./models/viewer.server";
import { useRootData, type RootData } from "./lib/render/root-data";
import { deferred } from "./lib/render/deferred";
import { useNonce } from "./lib/render/nonce";
import { Scripts } from "react-router";
import stylesheet from "./app.css?url";
// The same files app.css declares for Portuguese text (Vite gives both the same hashed URL): fetched
// with the HTML instead of after the stylesheet, so text is drawn in its own font without a late swap.
// The fonts' other Latin characters are in files that only a page using them downloads.
import interUrl from "./fonts/inter-pt-wght-400-700.woff2?url";
import frauncesUrl from "./fonts/fraunces-pt-wght-400-700.woff2?url";

/**
 * The stylesheet has a `precedence`, so React puts it in the <head> before the module preloads of
 * <Scripts/>: the browser asks for it first (over HTTP/1.1, six requests at a time, it was queued
 * behind a dozen scripts), and the page is drawn sooner.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "preload", href: interUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/**
 * The root loader runs again after every action, refused ones (4xx) included: it is what reads the
 * flash cookie the action set, so a failure's toast shows as a success's does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? true : defaultShouldRevalidate;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const { toast, headers } = await readToast(request);
  const config = env();
  return data<RootData>(
    {
      user: user
        ? {
            id: user.id,
            fullName: user.fullName,
            email: user.email,
            role: user.role,
            points: user.points,
            initials: initials(user.fullName, user.email),
          }
        : null,
      toast,
      storeUrl: config.storeUrl ?? null,
      baseUrl: config.baseUrl,
      openSamples: user ? await openSampleStatuses(user.id) : {},
    },
    { headers },
  );
}

// Error pages are rare: their code loads when one is shown (lib/deferred.tsx).
const ErrorPage = deferred(() => import("./components/error-page").then((m) => m.ErrorPage));

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5130" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {/* Below the sticky header (4 rem): a toast never covers the points badge or the menu. */}
        <LazyToaster
          position="top-center"
          offset={{ top: 72 }}
          mobileOffset={{ top: 72 }}
          richColors
          closeButton
          customAriaLabel={TOASTER_LABELS.region}
          toastOptions={{ duration: 6000, closeButtonAriaLabel: TOASTER_LABELS.close }}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function ToastFromServer() {
  const root = useRootData();
  const toast = root?.toast;
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? notify.error : toast.type === "success" ? notify.success : notify;
    // Defer so the toast survives the navigation render that delivered it.
    const timer = setTimeout(() => show(toast.title, { id: toast.id, description: toast.description }), 0);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  // Without JavaScript there is no toaster: the same message, as a banner at the top of the page.
  const tone = toast.type === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-brand-200 bg-brand-50 text-brand-900";
  return (
    <noscript>
      <div role={toast.type === "error" ? "alert" : "status"} className={`border-b px-4 py-3 text-center text-sm ${tone}`}>
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p>{toast.description}</p> : null}
      </div>
    </noscript>
  );
}

export default function App() {
  return (
    <>
      <ToastFromServer />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} />;
  }
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  console.error(error);
  return <ErrorPage status={500} />;
}
