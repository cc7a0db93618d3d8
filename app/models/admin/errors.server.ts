/** Errors and paging shared by the admin domain modules. */
import { pgErrorCode } from "~/lib/server/db/errors.server";

/** A refusal whose message is written for the administrator (shown after 'Erro ao …: '). */
export class AdminError extends Error {}

/** The message to show for a failed write: ours as written, the database's translated, anything else generic. */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof AdminError) return error.message;
  const code = pgErrorCode(error);
  if (code === "23505") return "Já existe um registro com estes dados.";
  if (code === "23503") return "Este registro está em uso por outros dados.";
  if (code === "23514") return "Um dos valores está fora do permitido.";
  if (error instanceof Error && error.name === "LoyaltyError") return error.message;
  console.error("[admin] falha inesperada:", error);
  return "Falha inesperada. Tente novamente.";
}

export const PAGE_SIZE = 20;

export interface Page<T> {
  rows: T[];
  /** The number of rows, or with `more` a lower bound of it (lists that stop counting at scale). */
  total: number;
  page: number;
  pageCount: number;
  /** There are more than `total` rows (the count stopped early); the next page exists. */
  more?: boolean;
}

/** Page number from a query string value: 1 when missing or invalid. */
export function pageNumber(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function pageOf<T>(rows: T[], total: number, page: number, pageSize = PAGE_SIZE): Page<T> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A LIKE pattern matching `term` anywhere, with the wildcards in the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
