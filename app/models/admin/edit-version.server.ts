/**
 * Two tabs editing one item: the form carries the version it was loaded with (the row's `updated_at`,
 * in milliseconds, in a hidden `version` field), and the model's update refuses, inside its
 * transaction and with the row locked, a save based on an older one. Nothing is written then.
 */
import { formatTime } from "~/i18n/format";
import { AdminError } from "./errors.server";

/** The version a form was loaded with: a Date (epoch 0 for a setting never saved), or undefined when none was sent (not checked). */
export type EditVersion = Date | undefined;

/** The message of a refused save ("às 14:05", Brasília time, the time of the change it would undo). */
export function staleEditMessage(changedAt: Date): string {
  return `Este item foi alterado por outra pessoa às ${formatTime(changedAt)}.`;
}

export class StaleEditError extends AdminError {
  constructor(readonly changedAt: Date) {
    super(staleEditMessage(changedAt));
  }
}

/** The form's text of a version: the row's `updated_at` in milliseconds ("0": never saved). */
export function versionOf(updatedAt: Date | string | null | undefined): string {
  return String(updatedAt ? new Date(updatedAt).getTime() : 0);
}

/** The version a form sent (its `version` field), or undefined when it sent none. */
export function parseVersion(value: string | null | undefined): EditVersion {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return new Date(Number(value));
}

/** Refuses (StaleEditError) when the stored version is not the one the form was loaded with. */
export function checkVersion(current: Date | null | undefined, expected: EditVersion): void {
  if (expected === undefined) return;
  const stored = current?.getTime() ?? 0;
  if (stored !== expected.getTime()) throw new StaleEditError(current ?? new Date());
}

/** The newest of `versions` (a setting kept in several rows), or null when there is none. */
export function latestVersion(versions: (Date | null | undefined)[]): Date | null {
  let latest: Date | null = null;
  for (const v of versions) if (v && (!latest || v > latest)) latest = v;
  return latest;
}

/** The version a save writes: now, never the one it replaces (two saves in one millisecond stay apart). */
export function nextVersion(previous: Date | null | undefined, now = new Date()): Date {
  return previous && previous.getTime() === now.getTime() ? new Date(now.getTime() + 1) : now;
}
