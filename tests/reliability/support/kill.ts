/**
 * What tests/reliability/kill-app.test.ts needs beyond starting processes (support/processes.ts) and
 * its customers (support/customers.ts): requests that remember when they started and ended, so a
 * failure can be set against the moment of a kill.
 */
import type { Customer } from "./customers";

/** One request's outcome, with when it was sent and answered (Date.now()). */
export interface Outcome {
  label: string;
  method: "GET" | "POST";
  status: number;
  /** The network error when there was no answer, or the answer was cut short. */
  error?: string;
  body: string;
  start: number;
  end: number;
}

/** A request as `customer` (anonymous without one); never throws: a failure is an outcome. */
export async function send(
  base: string,
  pathname: string,
  options: { customer?: Customer; form?: Record<string, string>; label?: string },
): Promise<Outcome> {
  const method = options.form ? "POST" : "GET";
  const start = Date.now();
  const headers: Record<string, string> = { origin: base };
  if (options.customer) Object.assign(headers, { cookie: options.customer.cookie, "x-forwarded-for": options.customer.ip });
  if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
  const label = options.label ?? `${method} ${pathname}`;
  let status = 0;
  try {
    const response = await fetch(`${base}${pathname}`, {
      method,
      redirect: "manual",
      headers,
      body: options.form ? new URLSearchParams(options.form) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    const body = await response.text();
    return { label, method, status, body, start, end: Date.now() };
  } catch (error) {
    // No answer (status 0), or an answer cut short after its status line (status kept).
    return { label, method, status, error: String((error as Error).cause ?? error), body: "", start, end: Date.now() };
  }
}

/** True when an action's answer (a React Router `.data` turbo-stream) says the write was done. */
export function acknowledged(outcome: Outcome): boolean {
  return outcome.status === 200 && !outcome.error && /"ok",true/.test(outcome.body);
}
