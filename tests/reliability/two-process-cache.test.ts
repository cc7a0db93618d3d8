/**
 * Caches across processes: two application processes on one PostgreSQL, each keeping
 * pages and data in memory. A write through one process shows on the very next read through the
 * other: the writer's model function invalidates its tags after commit and PostgreSQL's NOTIFY
 * carries them (lib/cache-notify.server.ts). And a request that commits nothing invalidates nothing.
 *
 * Needs DATABASE_URL (the PostgreSQL pass of CI: PGlite is one process) and build/.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { useTestDatabase } from "../helpers/db";
import { hasBuild, startAppServer, type Child } from "./support/processes";

const serverUrl = process.env.DATABASE_URL;
const skipReason = !serverUrl
  ? "needs DATABASE_URL (two processes cannot share the embedded database)"
  : !hasBuild()
    ? "needs build/"
    : null;
if (skipReason) console.log(`[two-process-cache] skipped: ${skipReason}`);

const PASSWORD = "Processos@2026";

// A fresh, migrated database of this file's own on the server (tests/helpers/db.ts).
const t = useTestDatabase();

describe.skipIf(skipReason)("two processes on one PostgreSQL share their invalidations", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rv-cache-"));
  const children: Child[] = [];
  let a = "";
  let b = "";
  let cookie = "";
  let slug = "";

  beforeAll(async () => {
    const url = t.url!;
    const database = t.db;
    await seedContent(database);
    const [post] = await database.select({ slug: s.blogPosts.slug }).from(s.blogPosts).where(eq(s.blogPosts.status, "published")).limit(1);
    slug = post.slug;

    // A confirmed customer who will like the post through process A.
    const id = crypto.randomUUID();
    const email = "processos@teste.raizvital.com.br";
    const now = new Date();
    await database.insert(s.user).values({ id, name: "Cliente Processos", email, emailVerified: true, createdAt: now, updatedAt: now });
    await database.insert(s.account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(PASSWORD),
      createdAt: now,
      updatedAt: now,
    });
    await database.insert(s.profiles).values({ id, email, fullName: "Cliente Processos" });

    const secret = crypto.randomBytes(24).toString("hex");
    const servers = [];
    for (const n of [0, 1]) {
      // Each process has its own BASE_URL origin check: both answer on 127.0.0.1 with their own port.
      servers.push(
        await startAppServer({
          DATABASE_URL: url,
          DATA_DIR: path.join(tmp, `app-${n}`),
          AUTH_SECRET: secret,
          PAGE_CACHE_SECONDS: "60",
          BASE_URL: "http://127.0.0.1",
        }),
      );
    }
    children.push(...servers);
    a = `http://127.0.0.1:${servers[0].port}`;
    b = `http://127.0.0.1:${servers[1].port}`;
    const signIn = await fetch(`${a}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("rv.session_token="))!
      .split(";")[0]!;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => child.stop()));
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  /** The post page as an anonymous visitor sees it on one process: its cache state and like count. */
  async function postPage(origin: string) {
    const response = await fetch(`${origin}/blog/${slug}`);
    const html = await response.text();
    // The post's own like button comes first: aria-label "Curtir “…” (N curtidas)".
    const count = /aria-label="Curtir [^"]*\((\d+) curtidas?\)"/.exec(html);
    expect(count, "the post's like button").toBeTruthy();
    return { cache: response.headers.get("x-cache"), likes: Number(count![1]) };
  }

  it("a like through one process shows on the next anonymous read of the other, which had the page cached", async () => {
    for (const origin of [a, b]) await postPage(origin);
    const before = await postPage(b);
    expect(before.cache).toBe("HIT");
    expect((await postPage(a)).cache).toBe("HIT");

    // Requests that commit nothing invalidate nothing: an anonymous sign-out, a refused like.
    await fetch(`${b}/sair`, { method: "POST", redirect: "manual", headers: { origin: "http://127.0.0.1" } });
    await fetch(`${a}/blog/${slug}/curtir`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "http://127.0.0.1", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=like",
    });
    expect((await postPage(b)).cache).toBe("HIT");

    const like = await fetch(`${a}/blog/${slug}/curtir`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "http://127.0.0.1", cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=like",
    });
    expect(like.status).toBeLessThan(400);
    // NOTIFY arrives within milliseconds; the next read through B renders again and shows the like.
    let after = await postPage(b);
    for (let i = 0; i < 20 && after.likes === before.likes; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      after = await postPage(b);
    }
    expect(after.likes).toBe(before.likes + 1);
    expect((await postPage(a)).likes).toBe(before.likes + 1);
  });
});
