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
export const hasBuild = () => fs.existsSync(path.join(ROOT, "build/server/index.js"));
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

/** A free TCP port on the loopback interface. */
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

/** The production server (server/index.ts over build/), the way `npm run serve` starts it. */
export async function startAppServer(env: Record<string, string>, timeoutMs = 60_000): Promise<Child & { port: number }> {
  const child = spawn(NODE, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, SMTP_URL: "", NODE_ENV: "production", PORT: "0", ...env },
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
    child.stdout!.on("data", () => setImmediate(check));
    void tracked.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${tracked.output()}`));
    });
  });
  return { ...tracked, port };
}

/**
 * nginx in the foreground with a generated configuration: round-robin over `upstreams`, the
 * client address taken from X-Forwarded-For as a proxy in front of it would send it (real_ip), and
 * an access log naming the upstream that served each request.
 */
export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<Child & { port: number; accessLog: string }> {
  const accessLog = path.join(dir, "access.log");
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
${process.getuid?.() === 0 ? "user root;\n" : ""}pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format upstream '$request_method $uri $status $upstream_addr';
  access_log ${accessLog} upstream;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ["-c", conf, "-p", dir, "-e", path.join(dir, "error.log"), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
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
      throw new Error(`nginx did not start: ${tracked.output()} ${fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : ""}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ...tracked, port, accessLog };
}
