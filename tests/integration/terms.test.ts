/**
 * Accepting the terms: sign-up records the versions in force; a person whose
 * accepted version is older is sent, from any page of the site or the panel, to /termos/aceitar, which
 * records the new versions and goes back; the pages a person needs meanwhile stay open.
 */
import { count, eq } from "drizzle-orm";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, DEFAULT_PAGE_CACHE_SECONDS } from "../../server/app";
import { useTestDatabase } from "../helpers/db";
import { call, makeAccount, signedIn, uniqueEmail } from "../security/support";
import { BUILD_ENTRY, rawRequest, ROOT, SITE } from "../security/support/harness";
import { env } from "~/lib/server/env.server";
import * as s from "~/db/schema";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "~/seed";
import { CURRENT_VERSIONS, TERMS_TEXTS, versionDate } from "~/i18n/legal";
import { auth } from "~/services/auth.server";
import { readSessionUser } from "~/services/session.server";
import { createUserWithInvitation } from "~/models/admin/users.server";
import { acceptPendingTerms, termsToAccept } from "~/models/terms.server";
import { action as authAction } from "~/routes/auth/auth";
import { action as acceptAction, loader as acceptLoader } from "~/routes/site/terms-accept";

const t = useTestDatabase();
const BASE = "http://localhost:3000";
let ip = 0;
const nextIp = () => `198.51.100.${10 + (ip++ % 200)}`;

async function rowsOf(userId: string) {
  return t.db.select().from(s.termsAcceptances).where(eq(s.termsAcceptances.userId, userId));
}

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: s.user.id }).from(s.user).where(eq(s.user.email, email));
  return row.id;
}

/** An account that accepted an older version of both documents (a release has a newer one since). */
async function outdatedAccount(tag: string, role: "user" | "admin" = "user") {
  const account = await makeAccount(tag, { role });
  await t.db.insert(s.termsAcceptances).values([
    { userId: account.id, document: "termos", version: "2026-01-15", acceptedAt: versionDate("2026-01-15") },
    { userId: account.id, document: "privacidade", version: "2026-01-15", acceptedAt: versionDate("2026-01-15") },
  ]);
  return { ...account, cookie: await signedIn(account.email, account.password, nextIp()) };
}

/**
 * The site as it is served (server/app.ts createApp over the built app): every request goes through the
 * real chain — session, the root's and the layouts' middleware — on this file's database.
 */
let origin = "";
let server: http.Server | undefined;
beforeAll(async () => {
  const build = (await import(/* @vite-ignore */ pathToFileURL(BUILD_ENTRY).href)) as ServerBuild;
  const app = createApp({ build, config: env(), root: ROOT, pageCacheSeconds: DEFAULT_PAGE_CACHE_SECONDS });
  server = http.createServer(app.handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
});

/** A browser's request for `path` (a page, or a form posted from the site) with `cookie`; answers "<status> <Location>". */
async function gate(path: string, cookie: string, method = "GET"): Promise<string> {
  const target = new URL(origin);
  const headers: Record<string, string> = { host: new URL(SITE).host, accept: "text/html", "sec-fetch-mode": "navigate" };
  if (cookie) headers.cookie = cookie;
  let body: string | undefined;
  if (method === "POST") {
    body = new URLSearchParams({ intent: "favorite" }).toString();
    Object.assign(headers, {
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
    });
  }
  const answer = await rawRequest({ host: target.hostname, port: target.port, path, method, headers }, body);
  return `${answer.status} ${answer.location ?? ""}`.trim();
}

function who(cookie: string) {
  return readSessionUser(new Request(`${BASE}/dashboard`, { headers: { cookie, "x-rv-client-ip": "198.51.100.250" } }));
}

describe("signing up", () => {
  it("through better-auth records the versions in force for the new account, with the time", async () => {
    const email = uniqueEmail("cadastro-termos");
    const before = Date.now();
    await auth().api.signUpEmail({
      body: { name: "Nara Nova", email, password: "Senha@Forte1" },
      headers: new Headers({ "x-rv-client-ip": nextIp() }),
    });
    const rows = await rowsOf(await userIdOf(email));
    expect(rows.map((r) => [r.document, r.version]).sort()).toEqual([
      ["privacidade", CURRENT_VERSIONS.privacidade],
      ["termos", CURRENT_VERSIONS.termos],
    ]);
    for (const row of rows) expect(row.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("through the /auth form (which links the terms) records them too; a taken address records nothing more", async () => {
    const email = uniqueEmail("form-termos");
    const fields = { intent: "sign-up", fullName: "Olga Formulário", email, password: "Senha@Forte1", confirmPassword: "Senha@Forte1" };
    const answer = await call(authAction, "/auth", { fields, ip: nextIp() });
    expect(answer.toast?.title).toBe("Cadastro realizado com sucesso! Verifique seu e-mail para confirmar sua conta.");
    const id = await userIdOf(email);
    expect(await termsToAccept(id)).toEqual([]);

    const [{ n: total }] = await t.db.select({ n: count() }).from(s.termsAcceptances);
    await call(authAction, "/auth", { fields: { ...fields, fullName: "Outra Pessoa" }, ip: nextIp() });
    expect((await t.db.select({ n: count() }).from(s.termsAcceptances))[0].n).toBe(total);
    expect(await rowsOf(id)).toHaveLength(2);
  });

  it("an account the admin creates has accepted nothing: its person is asked at the first sign-in", async () => {
    const admin = await makeAccount("admin-convida", { role: "admin" });
    const { id } = await createUserWithInvitation({ fullName: "Ivo Convidado", email: uniqueEmail("convidado"), role: "user" }, admin.id);
    expect(await rowsOf(id)).toEqual([]);
    expect(await termsToAccept(id)).toEqual(["termos", "privacidade"]);
  });
});

describe("seed data", () => {
  it("the demo accounts accepted the versions in force when seeded, so the demo opens on the site", async () => {
    await seedDemoAccounts(t.db, "http://localhost:3000");
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const id = await userIdOf(account.email);
      expect(await termsToAccept(id), account.email).toEqual([]);
    }
  });
});

describe("a newer version than the one accepted", () => {
  it("shows in the session, and accepting it shows on the next request", async () => {
    const person = await outdatedAccount("sessao-termos");
    expect((await who(person.cookie))?.termsToAccept).toEqual(["termos", "privacidade"]);
    expect(await acceptPendingTerms(person.id, CURRENT_VERSIONS)).toEqual({ ok: true, accepted: ["termos", "privacidade"] });
    expect((await who(person.cookie))?.termsToAccept).toEqual([]);
  });

  it("sends customers and admins from the site's and the panel's pages to the acceptance page, and back", async () => {
    const customer = await outdatedAccount("gate-cliente");
    const admin = await outdatedAccount("gate-admin", "admin");
    const c = customer.cookie;
    const a = admin.cookie;
    expect(await gate("/dashboard", c)).toBe("302 /termos/aceitar?redirectTo=%2Fdashboard");
    expect(await gate("/produto/magnesio-dimalato?aba=avaliacoes", c)).toBe(
      "302 /termos/aceitar?redirectTo=%2Fproduto%2Fmagnesio-dimalato%3Faba%3Davaliacoes",
    );
    expect(await gate("/", c)).toBe("302 /termos/aceitar");
    // An action too: nothing is done before the terms are accepted.
    expect(await gate("/produto/magnesio-dimalato", c, "POST")).toBe("302 /termos/aceitar?redirectTo=%2Fproduto%2Fmagnesio-dimalato");
    expect(await gate("/admin", a)).toBe("302 /termos/aceitar?redirectTo=%2Fadmin");
    expect(await gate("/admin-panel/amostras", a)).toBe("302 /termos/aceitar?redirectTo=%2Fadmin-panel%2Famostras");
  });

  it("leaves open the terms, the privacy page, the data export, the account pages and the newsletter's links", async () => {
    const person = await outdatedAccount("gate-aberto");
    const answers: Record<string, string> = {};
    for (const path of [
      "/lgpd",
      "/termos/aceitar",
      "/termos/aceitar?redirectTo=%2F",
      "/dashboard/meus-dados",
      "/auth",
      "/auth/nova-senha",
      "/newsletter/cancelar?token=x",
    ]) {
      answers[path] = await gate(path, person.cookie);
    }
    // Each page answers itself (a signed-in person on /auth is sent home, as anyone signed in is).
    expect(answers).toEqual({
      "/lgpd": "200",
      "/termos/aceitar": "200",
      "/termos/aceitar?redirectTo=%2F": "200",
      "/dashboard/meus-dados": "200",
      "/auth": "302 /",
      "/auth/nova-senha": "200",
      "/newsletter/cancelar?token=x": "200",
    });
    // Nobody else is stopped: visitors, and people with the versions in force.
    expect(await gate("/dashboard", "")).toBe("302 /auth?redirectTo=%2Fdashboard");
    const upToDate = await makeAccount("gate-em-dia");
    await acceptPendingTerms(upToDate.id, CURRENT_VERSIONS);
    expect(await gate("/dashboard", await signedIn(upToDate.email, upToDate.password, nextIp()))).toBe("200");
  });
});

describe("/termos/aceitar", () => {
  it("sends visitors to sign in", async () => {
    expect((await call(acceptLoader, "/termos/aceitar")).headers.get("location")).toBe("/auth?redirectTo=%2Ftermos%2Faceitar");
    const posted = await call(acceptAction, "/termos/aceitar", { fields: { ...CURRENT_VERSIONS, redirectTo: "/" } });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toMatch(/^\/auth/);
  });

  it("shows what changed since the accepted version, with the version in force", async () => {
    const person = await outdatedAccount("pagina-termos");
    const page = await call(acceptLoader, "/termos/aceitar?redirectTo=%2Fdashboard", { cookie: person.cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.body).toMatchObject({
      redirectTo: "/dashboard",
      firstTime: false,
      documents: [
        { document: "termos", version: CURRENT_VERSIONS.termos, accepted: "2026-01-15", href: "/lgpd#termos" },
        { document: "privacidade", version: CURRENT_VERSIONS.privacidade, accepted: "2026-01-15", href: "/lgpd#politica-de-privacidade" },
      ],
    });
    const documents = (page.body as { documents: { changes: string[] }[] }).documents;
    expect(documents.every((d) => d.changes.length > 0)).toBe(true);
  });

  it("records the new versions and goes back where the person was going (never to another site)", async () => {
    const person = await outdatedAccount("aceita-termos");
    const answer = await call(acceptAction, "/termos/aceitar", {
      cookie: person.cookie,
      fields: { ...CURRENT_VERSIONS, redirectTo: "/dashboard" },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/dashboard");
    expect(answer.toast?.title).toBe(TERMS_TEXTS.accepted);
    expect(await termsToAccept(person.id)).toEqual([]);
    expect((await who(person.cookie))?.termsToAccept).toEqual([]);
    // Nothing left: the page itself sends the person on.
    const again = await call(acceptLoader, "/termos/aceitar?redirectTo=%2Fpontos", { cookie: person.cookie });
    expect(`${again.status} ${again.headers.get("location")}`).toBe("302 /pontos");

    const other = await outdatedAccount("aceita-fora");
    const away = await call(acceptAction, "/termos/aceitar", {
      cookie: other.cookie,
      fields: { ...CURRENT_VERSIONS, redirectTo: "https://evil.example/x" },
    });
    expect(away.headers.get("location")).toBe("/");
  });

  it("a page showing a version no longer in force records nothing and shows the page again", async () => {
    const person = await outdatedAccount("versao-velha");
    const answer = await call(acceptAction, "/termos/aceitar", {
      cookie: person.cookie,
      fields: { termos: "2026-01-15", privacidade: "2026-01-15", redirectTo: "/dashboard" },
    });
    expect(answer.headers.get("location")).toBe("/termos/aceitar?redirectTo=%2Fdashboard");
    expect(answer.toast).toMatchObject({ type: "error", title: TERMS_TEXTS.changedMeanwhile });
    expect(await termsToAccept(person.id)).toEqual(["termos", "privacidade"]);
    expect(await rowsOf(person.id)).toHaveLength(2);
  });
});
