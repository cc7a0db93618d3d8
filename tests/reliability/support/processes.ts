/**
 * Starts the real application server (and nginx) as child processes for the reliability tests.
 * One place says how the server is started, so a change to the server entry is made here only.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const NODE = path.join(ROOT, "node_modules/.bin/node");
export const NGINX = "/usr/sbin/nginx";
/** The production entry `npm run build` writes (scripts/build-server.mjs): what ships, and what the tests start. */
export const SERVE = path.join(ROOT, "build/server/serve.js");
export const hasBuild = () => fs.existsSync(SERVE) && fs.existsSync(path.join(ROOT, "build/server/index.js"));
export const hasNginx = () => fs.existsSync(NGINX);

export interface Child {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

function track(child: ChildProcess): Child {
  let out = "";
  child.stdout?.on("data", (chunk) => (out += chunk));
  child.stderr?.on("data", (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A free TCP port on the loopback interface, for a program that cannot listen on port 0 and say which
 * port it got (nginx): probed and closed, so another process may take it first. Node servers (the app,
 * the mail sink) listen on port 0 themselves instead.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The production server from the built bundle (build/server/serve.js, what `npm run serve` starts and
 * the image ships), on a port of its own: it listens on port 0 and its "Pronto" line (logged at info)
 * names the port it got. Starting the bundle also spares tsx's compilation of the server's sources.
 */
export async function startAppServer(env: Record<string, string>, timeoutMs = 180_000): Promise<Child & { port: number }> {
  const child = spawn(NODE, [SERVE], {
    cwd: ROOT,
    // LOG_LEVEL info: the "Pronto" line is how the port is known.
    env: { ...process.env, SMTP_URL: "", NODE_ENV: "production", LOG_LEVEL: "info", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tracked = track(child);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${tracked.output()}`)), timeoutMs);
    const check = () => {
      const match = /Pronto em \d+ ms: http:\/\/localhost:(\d+)/.exec(tracked.output());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", () => setImmediate(check));
    void tracked.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${tracked.output()}`));
    });
  });
  return { ...tracked, port };
}

/** The deploy's nginx configuration (deploy/nginx.conf), as shipped. */
export const DEPLOY_NGINX_CONF = path.join(ROOT, "deploy/nginx.conf");

/**
 * deploy/nginx.conf with only its lines marked `# test:` changed: listening on `port`, round-robin
 * over `upstreams` (loopback ports), files under `dir`, and the client address taken from
 * X-Forwarded-For as a proxy in front of it would send it (real_ip from the loopback). Everything
 * else (caching, headers, the access log's format naming the upstream that served each request) is
 * the deploy's own.
 */
export function deployNginxConf(dir: string, port: number, upstreams: number[]): { conf: string; accessLog: string } {
  const accessLog = path.join(dir, "access.log");
  let upstreamWritten = false;
  const lines = fs
    .readFileSync(DEPLOY_NGINX_CONF, "utf8")
    .split("\n")
    .flatMap((line) => {
      const marker = /#\s*test:\s*([a-z ]+)$/.exec(line)?.[1]?.trim();
      if (!marker) return [line];
      const indent = /^\s*/.exec(line)![0];
      switch (marker) {
        case "pid":
          return [`${process.getuid?.() === 0 ? "user root;\n" : ""}pid ${path.join(dir, "nginx.pid")};`];
        case "temp paths":
          return ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${indent}${name}_temp_path ${path.join(dir, name)};`);
        case "access log":
          return [`${indent}access_log ${accessLog} raizvital;`];
        case "error log":
          return [`${indent}error_log ${path.join(dir, "error.log")} warn;`];
        case "cache path":
          return [line.replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, "cache")}`)];
        case "upstream":
          if (upstreamWritten) return [];
          upstreamWritten = true;
          return upstreams.map((p) => `${indent}server 127.0.0.1:${p};`);
        case "listen":
          return [`${indent}listen 127.0.0.1:${port};`];
        case "real ip":
          return [
            line
              .replace(/#\s*(set_real_ip_from) [^;]+;|#\s*(real_ip_header [^;]+;)/, (_m, a, b) => (a ? "set_real_ip_from 127.0.0.1;" : b))
              .replace(/\s*#\s*test:.*$/, ""),
          ];
        default:
          throw new Error(`deploy/nginx.conf: marca de teste desconhecida "${marker}"`);
      }
    });
  return { conf: lines.join("\n"), accessLog };
}

/** nginx in the foreground with deploy/nginx.conf (deployNginxConf) in front of `upstreams`. */
export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<Child & { port: number; accessLog: string }> {
  const conf = path.join(dir, "nginx.conf");
  const generated = deployNginxConf(dir, port, upstreams);
  const accessLog = generated.accessLog;
  fs.writeFileSync(conf, generated.conf);
  const child = spawn(NGINX, ["-c", conf, "-p", dir, "-e", path.join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tracked = track(child);
  // Ready when the port answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `nginx did not start: ${tracked.output()} ${fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : ""}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ...tracked, port, accessLog };
}
