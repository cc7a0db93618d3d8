/** What every admin action answers, so dialogs know when to close and where to show errors. */
export type ActionResult =
  | { ok: true; message?: string }
  | { ok: false; message?: string; description?: string; errors?: Record<string, string> };
