/**
 * Starts the production server for a benchmark: its own port and data directory, optionally pinned
 * to one CPU with taskset. Resolves once the server answers, with the time that took.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export interface BenchServer {
  url: string;
  port: number;
  pid: number;
  /** Milliseconds from spawn to the first successful answer of `/`. */
  startMs: number;
  /** Resident memory of the server process, in MB (from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const NODE = path.join(ROOT, "node_modules/.bin/node");

/** Node's options in package.json's `serve` script (`node <options> build/server/serve.js`) of the checkout in `root`. */
export function serveNodeOptions(root = ROOT): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const words = pkg.scripts.serve.trim().split(/\s+/);
  if (words[0] !== "node" || words.at(-1) !== "build/server/serve.js") throw new Error(`unexpected "serve" script: ${pkg.scripts.serve}`);
  return words.slice(1, -1);
}

/**
 * The command that runs the built production server of the checkout in `root` (this one, or the base
 * build of `--base`): exactly what `npm run serve` runs there, with that checkout's Node.
 */
export function serverCommand(root = ROOT): string[] {
  const node = path.join(root, "node_modules/.bin/node");
  const bundle = path.join(root, "build/server/serve.js");
  if (fs.existsSync(bundle)) return [node, ...serveNodeOptions(root), bundle];
  return [node, ...serveNodeOptions(root), "--import", "tsx", path.join(root, "server/index.ts")];
}

export async function startServer(options: {
  dataDir: string;
  /** Pin the server to this CPU (taskset -c). */
  cpu?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** The checkout whose build runs (default: this one). */
  root?: string;
}): Promise<BenchServer> {
  const port = await freePort();
  fs.mkdirSync(options.dataDir, { recursive: true });
  const logFile = path.join(options.dataDir, "server.log");
  const logFd = fs.openSync(logFile, "a");
  const root = options.root ?? ROOT;
  const command = serverCommand(root);
  const argv = options.cpu === undefined ? command : ["taskset", "-c", String(options.cpu), ...command];
  const started = performance.now();
  const child: ChildProcess = spawn(argv[0], argv.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      BASE_URL: `http://localhost:${port}`,
      ...options.env,
    },
    // The server's log goes to a file, not through this process: this process shares its CPU with
    // the load generator, and reading a request line per answer there took CPU from wrk (and kept
    // every line in memory). A failure shows the file's end.
    stdio: ["ignore", logFd, logFd],
  });
  fs.closeSync(logFd);
  const output = () => tail(logFile);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url + "/");
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer in time:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - started;
  const pid = child.pid!;
  return {
    url,
    port,
    pid,
    startMs,
    rssMb() {
      // With taskset the child is taskset's exec'd process: same pid.
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The last lines of a log file (what a failed start printed). */
function tail(file: string, bytes = 8192): string {
  const text = fs.readFileSync(file, "utf8");
  return text.length > bytes ? "…" + text.slice(-bytes) : text;
}
