/**
 * Docker cannot run on these machines, so the deploy recipe is checked against what is tested:
 * the Dockerfile builds and serves with the README's production steps (the same npm commands, which
 * exist in package.json), compose.yaml runs the processes deploy/nginx.conf sends requests to, and
 * the image checks /healthz. A change to one that forgets the other fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

interface Stage {
  from: string;
  name: string | null;
  /** Each instruction, continuation lines joined. */
  instructions: { op: string; args: string }[];
}

function dockerStages(text: string): Stage[] {
  const joined = text.replace(/\\\n/g, " ");
  const stages: Stage[] = [];
  for (const raw of joined.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!op) continue;
    if (op.toUpperCase() === "FROM") {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!;
      stages.push({ from: image, name: name ?? null, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push({ op: op.toUpperCase(), args: args.replace(/\s+/g, " ").trim() });
    }
  }
  return stages;
}

/** The shell commands of a RUN or CMD (exec form `["npm", "run", "serve"]` becomes `npm run serve`). */
function command(args: string): string {
  if (args.startsWith("[")) return (JSON.parse(args) as string[]).join(" ");
  return args;
}

/** The README's Production section, and the npm commands quoted in it. */
function readmeProduction() {
  const readme = read("README.md");
  const start = readme.indexOf("## Production");
  expect(start, "README.md has a Production section").toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const commands = [...section.matchAll(/`([^`]*npm [^`]+)`/g)].flatMap(([, c]) => c.split("&&").map((part) => part.trim()));
  return { section, commands };
}

describe("the deploy recipe", () => {
  const stages = dockerStages(read("Dockerfile"));
  const final = stages.at(-1)!;
  const runs = (stage: Stage) => stage.instructions.filter((i) => i.op === "RUN").map((i) => command(i.args));
  const { section, commands } = readmeProduction();
  const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;

  it("the README's Production section points to docs/deploy.md, which exists", () => {
    expect(section).toContain("docs/deploy.md");
    expect(fs.existsSync(path.join(ROOT, "docs/deploy.md"))).toBe(true);
  });

  it("builds with the README's build commands and serves with its serve command", () => {
    // README: `npm ci && npm run build`, then `npm run serve`.
    expect(commands).toContain("npm ci");
    expect(commands).toContain("npm run build");
    expect(commands).toContain("npm run serve");
    for (const c of commands.filter((c) => c.startsWith("npm run ")))
      expect(scripts, c).toHaveProperty(c.slice("npm run ".length).split(" ")[0]);

    const builder = stages.find((stage) => runs(stage).includes("npm run build"));
    expect(builder, "a stage runs `npm run build`").toBeTruthy();
    expect(runs(builder!)).toEqual(["npm ci", "npm run build"]);
    const cmd = final.instructions.filter((i) => i.op === "CMD").at(-1);
    expect(command(cmd!.args)).toBe("npm run serve");
  });

  it("is multi-stage; the final image has production dependencies only, the build, and runs as a non-root user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    // Production dependencies: `npm ci --omit=dev`, in the final image or a stage it copies node_modules from.
    const copies = final.instructions.filter((i) => i.op === "COPY");
    const modulesFrom = copies.map((i) => /--from=(\S+)\s+\S*node_modules/.exec(i.args)?.[1]).find(Boolean);
    const depsStage = modulesFrom ? stages.find((s) => s.name === modulesFrom) : final;
    expect(depsStage, "the stage node_modules comes from").toBeTruthy();
    expect(runs(depsStage!)).toContain("npm ci --omit=dev");
    expect(runs(depsStage!).some((r) => /npm (ci|install)(?!.*--omit=dev)/.test(r))).toBe(false);
    // The build and the migrations come from the building stage.
    const builder = stages.find((stage) => runs(stage).includes("npm run build"))!;
    expect(copies.some((i) => i.args.includes(`--from=${builder.name}`) && /\/app\/build\s/.test(i.args + " "))).toBe(true);
    expect(copies.some((i) => /\/drizzle\s/.test(i.args + " "))).toBe(true);
    const user = final.instructions.filter((i) => i.op === "USER").at(-1);
    expect(user?.args).toBeTruthy();
    expect(user!.args).not.toMatch(/^(root|0)(:|$)/);
  });

  it("checks its health on /healthz", () => {
    const check = final.instructions.find((i) => i.op === "HEALTHCHECK");
    expect(check?.args).toMatch(/CMD .*\/healthz/);
  });

  it("compose.yaml runs PostgreSQL, the two app processes nginx sends to, and nginx with deploy/nginx.conf", () => {
    const compose = read("compose.yaml");
    const services = compose.slice(compose.indexOf("\nservices:"));
    const names = [...services.matchAll(/^ {2}([\w-]+):\s*$/gm)].map(([, name]) => name);
    expect(names).toEqual(expect.arrayContaining(["postgres", "app1", "app2", "nginx"]));
    expect(compose).toContain("./deploy/nginx.conf:/etc/nginx/nginx.conf");
    const upstreams = [...read("deploy/nginx.conf").matchAll(/^\s*server ([\w.-]+):(\d+)\b.*# test: upstream$/gm)].map(
      ([, host, port]) => `${host}:${port}`,
    );
    expect(upstreams).toEqual(["app1:3000", "app2:3000"]);
    // The image listens where nginx sends (PORT=3000) and the processes share one database and secret.
    expect(read("Dockerfile")).toMatch(/PORT=3000/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/\S+@postgres:5432\//);
    expect(compose).toMatch(/AUTH_SECRET:/);
    expect(compose).toMatch(/TRUST_PROXY: "1"/);
  });
});
