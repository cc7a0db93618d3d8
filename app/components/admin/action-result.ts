import type { SubmissionResult } from "@conform-to/react";

/** Conform's reply to a submitted form: errors by field and the values typed (lastResult of useForm). */
export type FormReply = SubmissionResult<string[]>;

/**
 * What every admin action answers, so dialogs know when to close and where to show errors. The toast
 * itself (success or failure) travels in the flash cookie, not here.
 */
export type ActionResult =
  | { ok: true; message?: string }
  | {
      ok: false;
      errors?: Record<string, string>;
      reply?: FormReply;
      /** The save was based on an older version of the item (another tab or person saved since): nothing was written. */
      stale?: { message: string };
    };
