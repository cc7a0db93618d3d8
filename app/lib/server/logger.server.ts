/**
 * The server's log: one JSON object per line (pino), on stdout, errors on stderr; human-readable in
 * development (`npm run dev`, or LOG_FORMAT=pretty: pino-pretty, a development dependency).
 * docs/decisions/014-operations.md.
 *
 * - `log()` is the logger to use anywhere on the server: inside a request it is that request's child
 *   logger (every line carries the request's `reqId`, the id also sent back in `X-Request-Id`),
 *   elsewhere the process's logger. The request is carried by an AsyncLocalStorage, so a model or a
 *   helper never has to be handed a logger.
 * - One line per request (`logRequest`, written by server/ops.ts): method, route pattern, status,
 *   duration in ms, reqId. Never the URL itself (it may carry a reset token or a search), headers,
 *   cookies or bodies.
 * - No personal data: values under keys that hold it (`email`, `password`, `cookie`, `address`…) are
 *   redacted, and e-mail addresses inside messages and errors are masked (`***@dominio`).
 * - LOG_LEVEL (`info` by default) chooses what is written. Vitest's own processes are silenced by
 *   tests/helpers/setup-env.ts, not by an environment variable: servers a test starts inherit the
 *   environment and must still write their start-up and error lines.
 *
 * The state is this module's own (a module-level variable): the server gets the app's services from
 * the server build (app/entry.server.tsx `services`, docs/decisions/002), so one copy runs per process.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger, type LoggerOptions, type DestinationStream } from "pino";

export type { Logger };

/** Keys whose values never reach the log, wherever they appear in a logged object (two levels deep). */
const PERSONAL_KEYS = [
  "email",
  "emails",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "cookie",
  "cookies",
  "authorization",
  "set-cookie",
  "phone",
  "address",
  "zipCode",
  "cpf",
  "fullName",
  "ip",
];
const REDACT_PATHS = [
  ...PERSONAL_KEYS.map((key) => `["${key}"]`),
  ...PERSONAL_KEYS.map((key) => `*["${key}"]`),
  'req.headers["cookie"]',
  'req.headers["authorization"]',
  'res.headers["set-cookie"]',
];

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@([\w-]+(?:\.[\w-]+)+)/g;

/** Masks e-mail addresses in a text: `maria@exemplo.com` → `***@exemplo.com`. */
export function maskEmails(text: string): string {
  return text.includes("@") ? text.replace(EMAIL, "***@$1") : text;
}

interface Registry {
  root: Logger;
  /** The request lines' logger: the same destination, without redaction (its lines hold no personal data by construction). */
  lines: Logger;
  /** The current request: its id, and its child logger once something asks for it (`log()`). */
  requests: AsyncLocalStorage<RequestContext>;
  destination: DestinationStream;
}

interface RequestContext {
  reqId: string;
  logger?: Logger;
}

let state: Registry | undefined;

function wantsPretty(): boolean {
  return process.env.LOG_FORMAT === "pretty" || (process.env.LOG_FORMAT !== "json" && process.argv.includes("--dev"));
}

/** Options shared by the JSON and the pretty logger: levels, redaction, masking, error serializer. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: "[removido]" },
    serializers: {
      err: (error: unknown) => {
        const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
        if (!serialized || typeof serialized !== "object") return serialized;
        const clean: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(serialized)) clean[key] = typeof value === "string" ? maskEmails(value) : value;
        return clean;
      },
    },
    hooks: {
      // E-mail addresses inside messages are masked (an error's text, a line built by hand).
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) {
          const arg = args[i];
          if (typeof arg === "string" && arg.includes("@")) (args as unknown[])[i] = maskEmails(arg);
        }
        return method.apply(this, args);
      },
    },
  };
}

/**
 * Lines up to `warn` on stdout, `error` and `fatal` on stderr. stdout is written asynchronously in
 * blocks of 8 KB (pino's SonicBoom; flushed every 500 ms, after start-up and at exit): one
 * write per line cost more than the rest of a cached page's answer. stderr is written synchronously
 * so a line before `process.exit` is not lost. A reader that goes away (a closed pipe, EPIPE) makes
 * pino's destination drop what follows instead of throwing: the process keeps serving and its
 * shutdown still drains (tests/reliability/kill-app.test.ts closes stdout and stops the server).
 */
function jsonDestination(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024, periodicFlush: 500 });
  const err = pino.destination({ dest: 2, sync: true });
  return pino.multistream(
    [
      { level: "trace", stream: out },
      { level: "error", stream: err },
    ],
    { dedupe: true },
  );
}

function createDestination(): DestinationStream {
  if (wantsPretty()) {
    try {
      // A development dependency: loaded only here, never by the production server.
      const pretty = moduleLoader()("pino-pretty") as (options: object) => DestinationStream;
      return pretty({ colorize: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname", destination: 1, sync: true });
    } catch {
      // pino-pretty not installed (a production install): JSON as everywhere else.
    }
  }
  return jsonDestination();
}

/** The request lines' options: levels and times as the root's, no redaction or masking to run. */
function lineOptions(level: string): LoggerOptions {
  const { redact: _redact, hooks: _hooks, ...rest } = loggerOptions(level);
  return rest;
}

function createRegistry(): Registry {
  const level = process.env.LOG_LEVEL || "info";
  const destination = createDestination();
  return {
    root: pino(loggerOptions(level), destination),
    lines: pino(lineOptions(level), destination),
    requests: new AsyncLocalStorage(),
    destination,
  };
}

function moduleLoader(): NodeJS.Require {
  // `createRequire` looked up at run time, so bundlers leave pino-pretty alone.
  const { createRequire } = process.getBuiltinModule("module");
  return createRequire(import.meta.url);
}

function registry(): Registry {
  return (state ??= createRegistry());
}

/**
 * Writes the log to `stream` at `level` from now on (tests read what the server writes); returns a
 * function that puts the previous logger back.
 */
export function useLogStream(stream: DestinationStream, level = "info"): () => void {
  const r = registry();
  const previous = { root: r.root, lines: r.lines };
  r.root = pino(loggerOptions(level), stream);
  r.lines = pino(lineOptions(level), stream);
  return () => {
    Object.assign(r, previous);
  };
}

/** The logger to write with: the current request's (with its reqId) or the process's. */
export function log(): Logger {
  const r = registry();
  const request = r.requests.getStore();
  if (!request) return r.root;
  // Made on first use: most requests log nothing but their line.
  return (request.logger ??= r.root.child({ reqId: request.reqId }));
}

/** The process's logger (start-up, shutdown, background work). */
export function rootLogger(): Logger {
  return registry().root;
}

/** The current request's id (sent back in `X-Request-Id`), or undefined outside a request. */
export function currentRequestId(): string | undefined {
  return registry().requests.getStore()?.reqId;
}

/** Runs `fn` as the request `reqId`: `log()` inside it writes lines that carry the id. */
export function runAsRequest<T>(reqId: string, fn: () => T): T {
  return registry().requests.run({ reqId }, fn);
}

/** Writes what is buffered (after start-up; tests). */
export function flushLog() {
  const destination = registry().destination as { flush?: () => void; streams?: { stream: { flush?: () => void } }[] };
  for (const { stream } of destination.streams ?? []) stream.flush?.();
}

/** A client-sent request id is kept when it looks like one (nginx's `$request_id`, a UUID). */
const REQUEST_ID = /^[\w.:-]{8,64}$/;

/** The request's id: the `X-Request-Id` it came with, if sane, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The request's one line, written when its answer has gone (or the connection closed first:
 * `aborted`): method, route pattern, status, duration in ms and reqId; `error` from status 500 on.
 * Never the URL itself (it may carry a reset token or a search), headers, cookies or bodies. Written
 * by the lines' logger (no redaction to run: the fields hold no personal data by construction), with
 * no child logger per request: on a page-cache hit a child logger cost more than the answer's headers.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, fields: { reqId: string; route: string; ms: number }) {
  const failed = res.statusCode >= 500;
  const line = {
    reqId: fields.reqId,
    method: req.method,
    route: fields.route,
    status: res.statusCode,
    ms: fields.ms,
    ...(res.writableFinished ? {} : { aborted: true }),
  };
  const lines = registry().lines;
  if (failed) lines.error(line, "request failed");
  else lines.info(line, "request");
}
