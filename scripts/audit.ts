/**
 * `npm run audit`: `npm audit --audit-level=high --json`, failing on every high or critical advisory
 * that security/audit-exceptions.json does not cover (or whose exception is past its review date).
 *
 * Exit 0: clean. Exit 1: advisories to act on. Exit 3: the advisory endpoint could not be reached
 * (nothing was checked: said loudly; .ci/run warns instead of failing, see docs/security.md §11).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { evaluateAudit, exceptionsFileSchema, exitCode } from "./audit-check";

const root = path.resolve(import.meta.dirname, "..");
const file = path.join(root, "security/audit-exceptions.json");
const { exceptions } = exceptionsFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const run = spawnSync(npm, ["audit", "--audit-level=high", "--json"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const outcome = evaluateAudit(run.stdout || run.stderr || "", exceptions, new Date().toISOString().slice(0, 10));

if (outcome.kind === "unreachable") {
  console.error("npm audit: NÃO VERIFICADO — o serviço de avisos de segurança do registro não respondeu.");
  console.error(`  ${outcome.detail}`);
  console.error("  Nada foi conferido; rode de novo onde o registro responda (exit 3).");
} else {
  for (const f of outcome.excepted) console.log(`aceito (exceção registrada): ${f.package} ${f.advisory} [${f.severity}] ${f.title}`);
  for (const e of outcome.unused) console.log(`exceção sem uso (pode sair do arquivo): ${e.package} ${e.advisory}`);
  for (const e of outcome.expired)
    console.error(`exceção vencida em ${e.reviewBy}: ${e.package} ${e.advisory} — revise o motivo ou atualize o pacote`);
  for (const f of outcome.failing) console.error(`AVISO ${f.severity.toUpperCase()}: ${f.package} ${f.advisory} ${f.title}`);
  if (exitCode(outcome) === 0)
    console.log(`npm audit: nenhum aviso alto ou crítico pendente (${outcome.findings.length} encontrados, todos com exceção registrada).`);
}
process.exit(exitCode(outcome));
