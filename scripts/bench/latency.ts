/**
 * Latency at a fixed rate: p50 / p99 at 100 requests per second for the measured pages (anonymous)
 * and for the two actions of the product page (sample request and review), sent as real writes by
 * bench customers, each from its own loopback address as the rate limits expect of real visitors.
 *
 * The actions are sent as the site's JavaScript sends them (the sample dialog and the review form are
 * fetcher forms): React Router's single fetch posts the form, URL-encoded, to `/produto/<slug>.data`
 * and gets the action's data back as a turbo-stream (the toast travels as a cookie). The figure is the
 * time to the last byte of that answer. The browser then reloads the page's data with a separate GET
 * of the same `.data` address; that is a signed-in page load, not part of the action, and is not sent
 * here. An answer counts as an error unless it is 2xx and carries the success message, so a fast
 * refusal (rate limit, validation, "already requested") can never pass for a fast action.
 * `--actions=form` measures instead the plain HTML form post of a browser without JavaScript (the
 * answer is the whole page re-rendered with its toast), the figure of the runs before 22 Nov 2026 09:00.
 *
 * Before the timed posts, each bench customer opens the product page it posts on first (signed in,
 * not timed), as a customer does before asking for a sample or writing a review: the forms are on that
 * page. Its session is then checked once, on the page view, as on the site. Until session 6 the first
 * post of each customer was its first request, so one sample request in nine also paid the session
 * check (~18 ms of CPU instead of ~6) and the sample phase, sent first, looked slower than the review.
 */
import type { BenchRow } from "./types.ts";
import type { BenchServer } from "./server.ts";
import { atFixedRate, benchPages, cannon, send, type LoadResult } from "./load.ts";
import type { BenchUser } from "./users.ts";

export const RATE = 100;
/** A customer may send this many samples or reviews in an hour (the action's own limit is 10). */
export const ACTIONS_PER_USER = 9;

export function usersNeeded(duration: number, products: number): number {
  return Math.ceil((RATE * duration) / Math.min(ACTIONS_PER_USER, products));
}

function row(metric: string, result: LoadResult, targetMs: number, how?: string): BenchRow[] {
  const ok = result.errors === 0;
  const note = `${result.requests} requests${result.errors ? `, ${result.errors} errors` : ", no errors"}${how ? `; ${how}` : ""}`;
  return [
    {
      section: "latency",
      metric: `${metric} p50`,
      value: Math.round(result.p50 * 10) / 10,
      unit: "ms",
      target: `≤ ${targetMs} ms (p99)`,
      ok: ok && result.p50 <= targetMs,
      note,
    },
    {
      section: "latency",
      metric: `${metric} p99`,
      value: Math.round(result.p99 * 10) / 10,
      unit: "ms",
      target: `≤ ${targetMs} ms`,
      ok: ok && result.p99 <= targetMs,
      note,
    },
  ];
}

/** The title of the toast an answer sets (React Router's signed cookie: base64 JSON, a dot, the signature). */
export function toastTitle(setCookie: string[] | undefined): string {
  const raw = setCookie?.map((c) => /^rv_toast=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!raw) return "";
  try {
    const value = decodeURIComponent(raw).split(".")[0];
    return String((JSON.parse(Buffer.from(value, "base64").toString("utf8")) as { title?: unknown }).title ?? "");
  } catch {
    return "";
  }
}

/** How the actions are posted: as the site's JavaScript does (default), or as a form without JavaScript. */
export type ActionMode = "data" | "form";

export async function benchLatency(options: {
  server: BenchServer;
  users: BenchUser[];
  products: string[];
  duration: number;
  /** false: the actions only (`--only=actions`). */
  pages?: boolean;
  actions?: ActionMode;
}): Promise<BenchRow[]> {
  const { server, duration } = options;
  const mode = options.actions ?? "data";
  const rows: BenchRow[] = [];
  for (const page of options.pages === false ? [] : await benchPages(server.url)) {
    const result = await cannon({
      url: server.url + page.path,
      headers: { "accept-encoding": "gzip" },
      connections: 10,
      overallRate: RATE,
      duration,
    });
    rows.push(...row(page.path, result, 50));
  }

  const count = RATE * duration;
  const perUser = Math.min(ACTIONS_PER_USER, options.products.length);
  if (options.users.length * perUser < count) throw new Error(`latency: ${count} actions need ${Math.ceil(count / perUser)} bench users`);
  const port = new URL(server.url).port;
  const how = mode === "data" ? "posted as the site's JavaScript does (.data)" : "posted as a form without JavaScript (whole page)";
  const post = async (user: BenchUser, slug: string, fields: Record<string, string>, success: string) => {
    const answer = await send(server.url, {
      method: "POST",
      path: mode === "data" ? `/produto/${slug}.data` : `/produto/${slug}`,
      localAddress: user.ip,
      headers: {
        cookie: user.cookie,
        origin: `http://localhost:${port}`,
        "accept-encoding": "gzip",
        ...(mode === "data"
          ? // fetch() of a URLSearchParams body, as React Router's single fetch sends a fetcher form.
            { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", accept: "*/*", "sec-fetch-mode": "cors" }
          : // A plain form post, as without JavaScript: the answer is the whole page with its toast.
            { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "sec-fetch-mode": "navigate" }),
      },
      body: new URLSearchParams(fields).toString(),
    });
    // The toast cookie (both modes set it) carries the verbatim message of the outcome.
    const done = answer.status >= 200 && answer.status < 300 && toastTitle(answer.headers["set-cookie"]).startsWith(success);
    // A 2xx answer without the success toast counts as an error too (599).
    return { status: done || answer.status < 200 || answer.status >= 300 ? answer.status : 599, ms: answer.ms };
  };
  // Request i: user i / perUser, product i % perUser; every one a new, valid write.
  const pick = (i: number) => ({ user: options.users[Math.floor(i / perUser)], slug: options.products[i % perUser] });

  // Each customer opens the product page first, a few at a time (not timed).
  const visits = new Map<BenchUser, string>();
  for (let i = 0; i < count; i++) {
    const { user, slug } = pick(i);
    if (!visits.has(user)) visits.set(user, slug);
  }
  const queue = [...visits];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [user, slug] = next;
        const page = await send(server.url, {
          method: "GET",
          path: `/produto/${slug}`,
          localAddress: user.ip,
          headers: { cookie: user.cookie, "accept-encoding": "gzip" },
        });
        if (page.status !== 200) throw new Error(`latency: ${user.email} could not open /produto/${slug} (${page.status})`);
      }
    }),
  );

  const samples = await atFixedRate(RATE, count, async (i) => {
    const { user, slug } = pick(i);
    const answer = await post(
      user,
      slug,
      {
        intent: "sample",
        fullName: user.fullName,
        email: user.email,
        phone: "(11) 98888-7777",
        address: "Avenida Paulista, 1000, apto 12",
        city: "São Paulo",
        state: "SP",
        zipCode: "01310-100",
        notes: "",
      },
      "Sua solicitação foi enviada com sucesso!",
    );
    return answer;
  });
  rows.push(...row("sample request (action)", samples, 150, how));

  const reviews = await atFixedRate(RATE, count, async (i) => {
    const { user, slug } = pick(i);
    const answer = await post(
      user,
      slug,
      {
        intent: "review",
        rating: String(1 + (i % 5)),
        title: "Gostei bastante",
        content: "Uso há três semanas e senti diferença na disposição. Chegou rápido e bem embalado.",
      },
      "Sua avaliação foi enviada e será analisada em breve.",
    );
    return answer;
  });
  rows.push(...row("review (action)", reviews, 150, how));
  return rows;
}
