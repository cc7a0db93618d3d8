/**
 * The decision of `npm run audit` (scripts/audit.ts), kept pure so it is tested: which high or
 * critical advisories of an `npm audit --json` report are not covered by a written exception.
 */
import { z } from "zod";

export const AUDIT_LEVELS = ["high", "critical"] as const;

export const exceptionSchema = z.object({
  package: z.string().min(1),
  /** The advisory's GHSA id (GHSA-xxxx-xxxx-xxxx) or its URL. */
  advisory: z
    .string()
    .regex(/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|https:\/\/github\.com\/advisories\/GHSA(-[23456789cfghjmpqrvwx]{4}){3})$/),
  reason: z.string().min(20, "Explain why the advisory does not reach the site (at least a sentence)."),
  reviewBy: z.iso.date(),
});
export const exceptionsFileSchema = z.object({ $comment: z.string().optional(), exceptions: z.array(exceptionSchema) });
export type AuditException = z.infer<typeof exceptionSchema>;

export interface Finding {
  package: string;
  advisory: string;
  severity: string;
  title: string;
}

export type AuditOutcome =
  | { kind: "unreachable"; detail: string }
  | { kind: "checked"; findings: Finding[]; excepted: Finding[]; failing: Finding[]; expired: AuditException[]; unused: AuditException[] };

interface Via {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
}

const ghsa = (text: string) => text.match(/GHSA(-[23456789cfghjmpqrvwx]{4}){3}/)?.[0] ?? text;

/** Reads npm's JSON output; anything that is not a report (an error object, no output) is "unreachable". */
export function evaluateAudit(output: string, exceptions: AuditException[], today: string): AuditOutcome {
  let report: {
    vulnerabilities?: Record<string, { name: string; via: (Via | string)[] }>;
    error?: unknown;
    statusCode?: number;
    message?: string;
  };
  try {
    report = JSON.parse(output);
  } catch {
    return { kind: "unreachable", detail: output.trim().slice(0, 300) || "npm audit não respondeu" };
  }
  if (!report || typeof report !== "object" || !report.vulnerabilities || report.error || report.statusCode) {
    return { kind: "unreachable", detail: report?.message ?? JSON.stringify(report).slice(0, 300) };
  }
  const seen = new Map<string, Finding>();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via) {
      // A string `via` points at another package whose own entry carries the advisory.
      if (typeof via === "string" || !via.severity || !(AUDIT_LEVELS as readonly string[]).includes(via.severity)) continue;
      const finding = {
        package: via.name ?? vulnerability.name,
        advisory: ghsa(via.url ?? String(via.source ?? "")),
        severity: via.severity,
        title: via.title ?? "",
      };
      seen.set(`${finding.package} ${finding.advisory}`, finding);
    }
  }
  const findings = [...seen.values()];
  const covers = (e: AuditException, f: Finding) => e.package === f.package && ghsa(e.advisory) === f.advisory;
  const live = exceptions.filter((e) => e.reviewBy >= today);
  const excepted = findings.filter((f) => live.some((e) => covers(e, f)));
  return {
    kind: "checked",
    findings,
    excepted,
    failing: findings.filter((f) => !excepted.includes(f)),
    expired: exceptions.filter((e) => e.reviewBy < today),
    unused: exceptions.filter((e) => !findings.some((f) => covers(e, f))),
  };
}

/** Exit codes: 0 clean, 1 advisories to act on (or an expired exception), 3 the advisory service could not be asked. */
export function exitCode(outcome: AuditOutcome): 0 | 1 | 3 {
  if (outcome.kind === "unreachable") return 3;
  return outcome.failing.length > 0 || outcome.expired.length > 0 ? 1 : 0;
}
