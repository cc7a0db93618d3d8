/**
 * Throughput against the physical limit: the production server pinned to one CPU, under 50
 * keep-alive connections from the other CPU, compared page by page with nginx serving a saved copy
 * of the same page's HTML (gzip, as browsers ask for it) from the same CPU.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { BenchRow } from "./types.ts";
import type { BenchServer } from "./server.ts";
import { freePort } from "./server.ts";
import { benchPages, saturate, send } from "./load.ts";

export const NGINX = "/usr/sbin/nginx";
const GZIP = { "accept-encoding": "gzip" };

interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx with one worker on `cpu`, serving `pages` (name → HTML) precompressed from `dir`. */
export async function startNginx(dir: string, pages: Record<string, string>, cpu: number): Promise<Nginx> {
  const root = path.join(dir, "html");
  fs.mkdirSync(root, { recursive: true });
  for (const [name, html] of Object.entries(pages)) {
    fs.writeFileSync(path.join(root, `${name}.html`), html);
    fs.writeFileSync(path.join(root, `${name}.html.gz`), zlib.gzipSync(html, { level: 9 }));
  }
  for (let d = root; d.startsWith(dir) && d !== path.dirname(dir); d = path.dirname(d)) fs.chmodSync(d, 0o755);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
${process.getuid?.() === 0 ? "user root;" : ""}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  default_type text/html;
  gzip_static on;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    add_header Cache-Control "public, max-age=0, s-maxage=60";
    add_header Vary "Cookie";
  }
}
`,
  );
  const child = spawn("taskset", ["-c", String(cpu), NGINX, "-c", conf, "-p", dir, "-e", path.join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (c) => (stderr += c));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if ((await send(url, { path: `/${Object.keys(pages)[0]}.html` })).status === 200) break;
    if (i > 200) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

export async function benchThroughput(options: { server: BenchServer; customerCookie: string; workDir: string; duration: number }): Promise<BenchRow[]> {
  const { server, duration } = options;
  const pages = await benchPages(server.url);
  // The saved copies: exactly what an anonymous visitor gets.
  const saved: Record<string, string> = {};
  for (const page of pages) saved[page.name] = (await send(server.url, { path: page.path })).text;
  const nginx = await startNginx(path.join(options.workDir, "nginx"), saved, 0);
  const rows: BenchRow[] = [];
  try {
    for (const page of pages) {
      // Warm both, then measure nginx, the anonymous page and the signed-in page back to back.
      await saturate({ url: server.url + page.path, headers: GZIP, duration: 2 });
      await saturate({ url: server.url + page.path, headers: { ...GZIP, cookie: options.customerCookie }, duration: 2 });
      const limit = await saturate({ url: `${nginx.url}/${page.name}.html`, headers: GZIP, duration });
      const anonymous = await saturate({ url: server.url + page.path, headers: GZIP, duration });
      const signedIn = await saturate({ url: server.url + page.path, headers: { ...GZIP, cookie: options.customerCookie }, duration });
      const ratio = (r: number) => r / limit.rps;
      const note = (errors: number) => `nginx ${Math.round(limit.rps)} req/s (${limit.tool})${errors ? `; ${errors} errors` : ""}`;
      rows.push({
        section: "throughput",
        metric: `${page.path} anonymous`,
        value: Math.round(anonymous.rps),
        unit: "req/s",
        target: "≥ 1/3 of nginx",
        ok: ratio(anonymous.rps) >= 1 / 3 && anonymous.errors === 0 && limit.errors === 0,
        note: `${(ratio(anonymous.rps) * 100).toFixed(0)} % of ${note(anonymous.errors)}`,
      });
      rows.push({
        section: "throughput",
        metric: `${page.path} signed in`,
        value: Math.round(signedIn.rps),
        unit: "req/s",
        target: "≥ 1/20 of nginx",
        ok: ratio(signedIn.rps) >= 1 / 20 && signedIn.errors === 0,
        note: `${(ratio(signedIn.rps) * 100).toFixed(1)} % of ${note(signedIn.errors)}`,
      });
    }
  } finally {
    await nginx.stop();
  }
  return rows;
}
