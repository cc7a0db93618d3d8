// The periodic clean-up on the job queue (expired sessions and verification
// tokens, old rate-limit rows but not the lock-out rule's known addresses, image files no row uses).
// On PGlite and on PostgreSQL (DATABASE_URL).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeConfirmedUser, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { jobs, runPeriodicJobNow } from "~/lib/server/jobs.server";
import { MAINTENANCE_JOBS } from "~/lib/server/maintenance.server";
import { RETENTION_JOB } from "~/services/background.server";
import { uploadsDir } from "~/lib/server/uploads.server";

const t = useTestDatabase();
const DAY = 86_400_000;

describe("periodic clean-up", () => {
  it("each job is a queue of its own, with a schedule", async () => {
    for (const name of Object.keys(MAINTENANCE_JOBS)) expect(await jobs().getQueue(name), name).not.toBeNull();
  });

  it("runs the privacy retention on the queue: an ended request's address past its period is erased", async () => {
    expect(await jobs().getQueue(RETENTION_JOB)).not.toBeNull();
    const userId = await makeConfirmedUser(t.db, "retencao-fila");
    const old = new Date(Date.now() - 200 * DAY);
    const values = {
      userId,
      productId: null,
      fullName: "Bia",
      email: "bia@exemplo.com.br",
      phone: "(11) 91234-5678",
      address: "Rua A, 1",
      city: "São Paulo",
      state: "SP" as const,
      zipCode: "01000-000",
    };
    const [ended] = await t.db
      .insert(s.sampleRequests)
      .values({ ...values, status: "completed", createdAt: old, updatedAt: old })
      .returning();
    const [open] = await t.db
      .insert(s.sampleRequests)
      .values({ ...values, status: "shipped", createdAt: old, updatedAt: old })
      .returning();

    await runPeriodicJobNow(RETENTION_JOB);

    const rows = await t.db
      .select()
      .from(s.sampleRequests)
      .where(inArray(s.sampleRequests.id, [ended.id, open.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ended.id)!.address).not.toBe("Rua A, 1");
    expect(byId.get(ended.id)!.personalDataErasedAt).not.toBeNull();
    expect(byId.get(open.id)!.address).toBe("Rua A, 1");
  });

  it("deletes expired sessions and verification tokens, and keeps the live ones", async () => {
    const userId = await makeConfirmedUser(t.db, "limpeza");
    const session = (id: string, expiresAt: Date) => ({ id, token: `${id}-token`, userId, expiresAt });
    await t.db.insert(s.session).values([session("expirada", new Date(Date.now() - 60_000)), session("viva", new Date(Date.now() + DAY))]);
    const verification = (id: string, expiresAt: Date) => ({ id, identifier: `reset-password:${id}`, value: userId, expiresAt });
    await t.db
      .insert(s.verification)
      .values([verification("v-expirada", new Date(Date.now() - 60_000)), verification("v-viva", new Date(Date.now() + DAY))]);

    await runPeriodicJobNow("limpeza-sessoes");
    await runPeriodicJobNow("limpeza-verificacoes");

    expect((await t.db.select({ id: s.session.id }).from(s.session).where(eq(s.session.userId, userId))).map((r) => r.id)).toEqual([
      "viva",
    ]);
    expect(
      (await t.db.select({ id: s.verification.id }).from(s.verification).where(eq(s.verification.value, userId))).map((r) => r.id),
    ).toEqual(["v-viva"]);
  });

  it("deletes rate-limit counters older than two days, and keeps known addresses for 180 days", async () => {
    const now = Date.now();
    const rows = {
      "app:contact:1.2.3.4": now - 3 * DAY, // past every window: deleted
      "app:contact:5.6.7.8": now - 60_000, // counting: kept
      "app:auth-known-address:ana@exemplo.com|1.2.3.4": now - 100 * DAY, // known for 180 days: kept
      "app:auth-known-address:ana@exemplo.com|9.9.9.9": now - 181 * DAY, // forgotten: deleted
    };
    await t.db.insert(s.rateLimit).values(Object.entries(rows).map(([key, lastRequest]) => ({ id: key, key, count: 1, lastRequest })));
    await runPeriodicJobNow("limpeza-limites");
    const left = await t.db
      .select({ key: s.rateLimit.key })
      .from(s.rateLimit)
      .where(inArray(s.rateLimit.key, Object.keys(rows)));
    expect(left.map((r) => r.key).sort()).toEqual(["app:auth-known-address:ana@exemplo.com|1.2.3.4", "app:contact:5.6.7.8"]);
  });

  it("removes image files no row uses: copies of a gone upload, uploads unused for a day, leftover temporary files", async () => {
    const dir = uploadsDir();
    fs.mkdirSync(dir, { recursive: true });
    const id = () => crypto.randomBytes(16).toString("hex");
    const [used, inPost, unusedOld, unusedNew, gone] = [id(), id(), id(), id(), id()];
    const write = (name: string, ageHours = 0) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, "webp");
      const at = new Date(Date.now() - ageHours * 3_600_000);
      fs.utimesSync(file, at, at);
    };
    for (const upload of [used, inPost, unusedOld, unusedNew]) {
      const age = upload === unusedNew ? 1 : 48;
      write(`${upload}.webp`, age);
      write(`${upload}-400.webp`, age);
      write(`${upload}-800.webp`, age);
    }
    write(`${gone}-400.webp`, 48);
    write(`${used}-800.webp.1a2b3c4d.tmp`, 2);
    write("leia-me.txt", 48);
    const [product] = await t.db
      .insert(s.products)
      .values({ name: "Imagem Usada", slug: `imagem-${used.slice(0, 6)}`, description: "x", imageUrl: `/uploads/${used}.webp` })
      .returning();
    await t.db
      .insert(s.blogPosts)
      .values({ title: "Post", slug: `post-${inPost.slice(0, 6)}`, content: `![foto](/uploads/${inPost}-800.webp)` });

    await runPeriodicJobNow("limpeza-imagens");

    const left = new Set(fs.readdirSync(dir));
    for (const upload of [used, inPost, unusedNew]) {
      for (const name of [`${upload}.webp`, `${upload}-400.webp`, `${upload}-800.webp`]) expect(left.has(name), name).toBe(true);
    }
    for (const name of [
      `${unusedOld}.webp`,
      `${unusedOld}-400.webp`,
      `${unusedOld}-800.webp`,
      `${gone}-400.webp`,
      `${used}-800.webp.1a2b3c4d.tmp`,
    ]) {
      expect(left.has(name), name).toBe(false);
    }
    expect(left.has("leia-me.txt")).toBe(true);
    expect(product.imageUrl).toBe(`/uploads/${used}.webp`);
  });
});
