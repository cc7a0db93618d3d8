/**
 * `npm test`'s first step: the programs outside npm the tests drive, checked in a moment instead of
 * failing after the quarter of an hour of Vitest with Playwright's "executable doesn't exist".
 *
 * - Debian's Chromium at /usr/bin/chromium: the end-to-end tests (playwright.config.ts never downloads a browser).
 * - nginx at /usr/sbin/nginx: the load-balanced tests, which run on a PostgreSQL server only
 *   (DATABASE_URL, or REQUIRE_NGINX=1 as CI sets); without either it is not needed.
 *
 * What is missing is installed when it can be (root, with apt-get), and the script says so; otherwise
 * it stops with one line, in Portuguese and English, naming the package to install.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { pathToFileURL } from "node:url";

/** The programs, their fixed paths (what the tests use) and Debian's package for each. */
export const PREREQUISITES = [
  { path: "/usr/bin/chromium", pkg: "chromium", what: "navegador dos testes ponta a ponta / end-to-end tests' browser", always: true },
  { path: "/usr/sbin/nginx", pkg: "nginx", what: "testes com balanceamento / load-balanced tests", always: false },
];

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** apt-get update, then install `packages`; true when it ran without error. */
function aptInstall(packages) {
  const quiet = { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  spawnSync("apt-get", ["update", "-qq"], quiet);
  return spawnSync("apt-get", ["install", "-y", "-qq", ...packages], quiet).status === 0;
}

/**
 * Checks (and installs when it can) the prerequisites; returns the exit code. Everything it touches is
 * a parameter, so its test gives paths that do not exist and an installer that records its call.
 */
export function checkPrerequisites({
  prerequisites = PREREQUISITES,
  needNginx = Boolean(process.env.DATABASE_URL || process.env.REQUIRE_NGINX),
  isExecutable = executable,
  canInstall = process.getuid?.() === 0 && executable("/usr/bin/apt-get"),
  install = aptInstall,
  log = (line) => console.log(line),
  error = (line) => console.error(line),
} = {}) {
  const missing = prerequisites.filter((p) => !isExecutable(p.path));
  const needed = missing.filter((p) => p.always || needNginx);
  for (const p of missing.filter((m) => !needed.includes(m)))
    log(`pré-requisitos: ${p.path} ausente; os ${p.what.split(" / ")[0]} serão pulados (só rodam com DATABASE_URL)`);
  if (needed.length === 0) return 0;
  let unresolved = needed;
  if (canInstall) {
    const packages = needed.map((p) => p.pkg).join(", ");
    log(`pré-requisitos: instalando ${packages} com apt-get / installing ${packages} with apt-get`);
    install(needed.map((p) => p.pkg));
    unresolved = needed.filter((p) => !isExecutable(p.path));
    if (unresolved.length === 0) {
      log(`pré-requisitos: ${packages} instalado(s) / installed`);
      return 0;
    }
  }
  const names = unresolved.map((p) => p.pkg).join(" ");
  const paths = unresolved.map((p) => p.path).join(", ");
  const [pt, en] = unresolved.length > 1 ? ["os pacotes", "packages"] : ["o pacote", "package"];
  error(
    `Faltando ${paths}: instale ${pt} ${names} (apt-get install -y ${names}) / Missing ${paths}: install the ${en} ${names} (apt-get install -y ${names})`,
  );
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = checkPrerequisites();
