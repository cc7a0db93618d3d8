/**
 * The server side of a page, without HTTP: the loaders React Router would run for an address, called
 * with a Request and a context carrying the signed-in user, with every deferred promise settled (the
 * page is not done before its streamed parts are). Shared by the scale bench (time per page) and the
 * queries-per-page budget test (SQL statements per page).
 */
import { RouterContextProvider } from "react-router";
import { countQueries } from "../../app/lib/server/db/client.server.ts";
import { userContext, type SessionUser } from "../../app/services/session.server.ts";
import { getProfile } from "../../app/models/users.server.ts";

type LoaderArgs = { request: Request; context: RouterContextProvider; params: Record<string, string | undefined> };
type Loader = (args: LoaderArgs) => unknown;
/** A route module (one without a loader costs nothing and counts no query). */
export type RouteModule = object;

export interface PageSpec {
  /** What the page is, e.g. "catálogo: busca 'magnesio'". */
  label: string;
  /** The address (path and query). */
  url: string;
  /** The route modules whose loaders run for the address, outermost first. */
  modules: RouteModule[];
  params?: Record<string, string>;
  /** Who is signed in. */
  as?: SessionUser | null;
}

/** Unwraps data()/Response results and waits for every promise at the top level of the payload. */
async function settle(value: unknown): Promise<unknown> {
  if (value instanceof Response) {
    if (value.status >= 300 && value.status < 400) throw new Error(`redirecionou para ${value.headers.get("location")}`);
    await value.arrayBuffer();
    return null;
  }
  const payload =
    value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit"
      ? (value as { data: unknown }).data
      : value;
  if (payload && typeof payload === "object" && !Array.isArray(payload)) {
    const entries = Object.entries(payload as Record<string, unknown>);
    await Promise.all(entries.map(([, v]) => (v instanceof Promise ? v : null)));
  }
  return payload;
}

/** Runs the page's loaders the way the router does (in parallel) and waits for everything. */
export async function loadPage(page: PageSpec): Promise<unknown[]> {
  const context = new RouterContextProvider();
  context.set(userContext, page.as ?? null);
  const request = new Request(new URL(page.url, "http://localhost:3000"));
  return Promise.all(
    page.modules.map(async (module) => {
      const loader = (module as { loader?: unknown }).loader;
      if (typeof loader !== "function") return null;
      try {
        return await settle(await (loader as Loader)({ request, context, params: page.params ?? {} }));
      } catch (error) {
        if (error instanceof Response)
          throw new Error(`${page.label}: o loader respondeu ${error.status} ${error.headers.get("location") ?? ""}`);
        throw error;
      }
    }),
  );
}

/** The SQL statements a page issues. */
export async function pageQueries(page: PageSpec): Promise<string[]> {
  return (await countQueries(() => loadPage(page))).queries;
}

/** The session user for a profile id, as the session middleware builds it. */
export async function sessionUserFor(id: string): Promise<SessionUser> {
  const profile = await getProfile(id);
  if (!profile) throw new Error(`Perfil ${id} não encontrado`);
  return { ...profile, sessionId: "bench", emailVerified: true };
}
