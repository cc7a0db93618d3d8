/**
 * Issue "one way per concern": /admin is a door to the panel, not a second admin. It has no action and
 * no admin logic of its own (its forms post to the panel's Produtos and Amostras pages), its loader
 * reads the lists through the panel's readers, and a refused admin write answers with the flash toast
 * (the cookie), its payload keeping only conform's reply.
 */
import fs from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { readToast } from "~/lib/server/toast.server";
import { userContext, type SessionUser } from "~/services/session.server";
import * as adminIndex from "~/routes/admin/index";
import * as panelProducts from "~/routes/admin-panel/products";
import * as panelSamples from "~/routes/admin-panel/samples";

const t = useTestDatabase();

type Handler = (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => Promise<unknown>;
type DataWithInit = { data: Record<string, unknown>; init: ResponseInit | null };

let admin: SessionUser;

function contextFor(user: SessionUser) {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  return context;
}

async function call(handler: unknown, url: string, fields?: Record<string, string>) {
  const body = fields ? new URLSearchParams(fields) : undefined;
  const request = new Request(`http://localhost:3000${url}`, body ? { method: "POST", body } : {});
  const answer = (await (handler as Handler)({ request, context: contextFor(admin), params: {} })) as Record<string, unknown>;
  if (!("init" in answer)) return { status: 200, body: answer, toast: null };
  return withToast(answer as unknown as DataWithInit);
}

async function withToast(answer: DataWithInit) {
  const cookie = new Headers(answer.init?.headers).get("set-cookie");
  const toast = cookie
    ? (await readToast(new Request("http://localhost:3000/", { headers: { cookie: cookie.split(";")[0] } }))).toast
    : null;
  return { status: answer.init?.status ?? 200, body: answer.data, toast };
}

beforeAll(async () => {
  await seedContent(t.db);
  const id = crypto.randomUUID();
  const email = "porta@raizvital.com.br";
  await t.db.insert(s.user).values({ id, name: "Porta", email, emailVerified: true });
  const [profile] = await t.db.insert(s.profiles).values({ id, email, fullName: "Porta", role: "admin" }).returning();
  admin = { ...profile, sessionId: "s", emailVerified: true };
});

describe("/admin is the panel's door", () => {
  it("has no action, and its folder holds no queries, writes or validation", () => {
    expect("action" in adminIndex).toBe(false);
    const dir = path.resolve("app/routes/admin");
    for (const file of fs.readdirSync(dir)) {
      const source = fs.readFileSync(path.join(dir, file), "utf8");
      expect(source, file).not.toMatch(/from "~\/(models|db|validation)\//);
      expect(source, file).not.toMatch(/action-helpers|-actions\.server/);
      expect(source, file).not.toMatch(/export (async )?function action/);
    }
    // The forms post to the panel's pages, which answer these intents.
    const page = fs.readFileSync(path.join(dir, "index.tsx"), "utf8");
    expect(page).toContain('"/admin-panel/produtos"');
    expect(page).toContain('"/admin-panel/amostras"');
  });

  it("loads the same lists the panel's Produtos and Amostras pages load", async () => {
    const door = (await call(adminIndex.loader, "/admin")).body as Record<string, { rows: { id: string }[] }>;
    const products = (await call(panelProducts.loader, "/admin-panel/produtos")).body as { list: { rows: { id: string }[] } };
    const samples = (await call(panelSamples.loader, "/admin-panel/amostras")).body as { list: { rows: { id: string }[] } };
    expect(door.products.rows.map((r) => r.id)).toEqual(products.list.rows.map((r) => r.id));
    expect(door.samples.rows.map((r) => r.id)).toEqual(samples.list.rows.map((r) => r.id));
  });
});

describe("a refused admin write answers on the flash path", () => {
  it("the error toast travels in the cookie; the payload keeps conform's reply, no message", async () => {
    const answer = await call(panelProducts.action, "/admin-panel/produtos", { intent: "product-create", name: "", description: "" });
    expect(answer.status).toBe(400);
    expect(answer.toast).toMatchObject({ type: "error", title: "Erro ao salvar produto.", description: "Informe o nome do produto." });
    expect(answer.body).toMatchObject({ ok: false, reply: { status: "error" } });
    expect(answer.body).not.toHaveProperty("message");
  });

  it("an unknown intent is refused the same way", async () => {
    const answer = await call(panelSamples.action, "/admin-panel/amostras", { intent: "nada" });
    expect(answer.status).toBe(400);
    expect(answer.toast).toMatchObject({ type: "error", title: "Ação desconhecida." });
    expect(answer.body).toEqual({ ok: false });
  });
});
