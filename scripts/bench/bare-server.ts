/**
 * The throughput part's reference: a bare `node:http` server answering, from memory, exactly the
 * responses the site sent (status, headers, gzip body) for each path. Run by Node itself (its type
 * stripping), pinned to the site's CPU: `node bare-server.ts <responses.json> <port>`. Prints "ready".
 */
import fs from "node:fs";
import http from "node:http";

interface Saved {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body as the site sent it (still gzip), base64. */
  body: string;
}

const [file, port] = process.argv.slice(2);
const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, Saved>;
const answers = new Map(
  Object.entries(saved).map(([path, s]) => {
    const body = Buffer.from(s.body, "base64");
    return [path, { status: s.status, headers: { ...s.headers, "content-length": String(body.length) }, body }];
  }),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? "");
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), "127.0.0.1", () => console.log("ready"));
