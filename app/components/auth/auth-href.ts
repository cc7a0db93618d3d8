/** A link within /auth that keeps where the visitor goes after signing in. */
export function authHref(params: Record<string, string>, redirectTo: string): string {
  const search = new URLSearchParams(params);
  if (redirectTo && redirectTo !== "/") search.set("redirectTo", redirectTo);
  const query = search.toString();
  return query ? `/auth?${query}` : "/auth";
}
