import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productIdBySlug, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { findOpenSampleRequest, requestSample, SAMPLE_OPEN_MESSAGE, sampleSuccessMessage } from "~/models/samples.server";
import { CEP_MESSAGES } from "~/validation/cep";
import { PHONE_MESSAGE } from "~/validation/phone";

const t = useTestDatabase();

async function makeUser(name = "Maria Souza", withProfile = true) {
  const id = crypto.randomUUID();
  const email = `${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name, email });
  if (withProfile) await t.db.insert(s.profiles).values({ id, email, fullName: name });
  return id;
}

async function requestsOf(userId: string) {
  return t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.userId, userId));
}

async function pointsOf(userId: string) {
  const [row] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, userId));
  return row?.points ?? 0;
}

async function ledgerCount(userId: string) {
  const [row] = await t.db.select({ n: count() }).from(s.pointsLedger).where(eq(s.pointsLedger.userId, userId));
  return row.n;
}

const VALID = {
  fullName: "Maria Souza",
  email: "maria@exemplo.com.br",
  phone: "(11) 98765-4321",
  address: "Rua das Flores, 123, ap. 45 – Centro",
  city: "São Paulo",
  state: "SP",
  zipCode: "01310-100",
  notes: "",
};

let bacopa: string;
let magnesium: string;

beforeAll(async () => {
  await seedContent(t.db);
  bacopa = await productIdBySlug(t.db, "bacopa-monnieri-500mg");
  magnesium = await productIdBySlug(t.db, "magnesio-dimalato");
});

describe("sample request validation (bad input: its message, nothing written)", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["missing name", { fullName: "" }, "fullName", "Informe seu nome completo."],
    ["blank name", { fullName: "   " }, "fullName", "Informe seu nome completo."],
    ["name too long", { fullName: "a".repeat(121) }, "fullName", "Use no máximo 120 caracteres."],
    ["missing e-mail", { email: "" }, "email", "Informe seu e-mail."],
    ["e-mail without domain", { email: "maria@" }, "email", "Digite um e-mail válido"],
    ["e-mail with spaces", { email: "maria souza@exemplo.com" }, "email", "Digite um e-mail válido"],
    ["phone not Brazilian", { phone: "12345" }, "phone", PHONE_MESSAGE],
    ["mobile without the 9", { phone: "(11) 88765-4321" }, "phone", PHONE_MESSAGE],
    ["unknown area code", { phone: "(20) 98765-4321" }, "phone", PHONE_MESSAGE],
    ["missing address", { address: "" }, "address", "Informe o endereço de entrega."],
    ["missing city", { city: " " }, "city", "Informe a cidade."],
    ["missing state", { state: "" }, "state", "Selecione o estado."],
    ["unknown state", { state: "XX" }, "state", "Selecione o estado."],
    ["lower-case state", { state: "sp" }, "state", "Selecione o estado."],
    ["missing CEP", { zipCode: "" }, "zipCode", CEP_MESSAGES.required],
    ["CEP with letters", { zipCode: "0131A-100" }, "zipCode", CEP_MESSAGES.format],
    ["CEP too short", { zipCode: "0131-100" }, "zipCode", CEP_MESSAGES.format],
    ["CEP of another state", { zipCode: "20040-020" }, "zipCode", CEP_MESSAGES.state],
    ["notes too long", { notes: "x".repeat(501) }, "notes", "Use no máximo 500 caracteres."],
  ];

  it.each(cases)("%s", async (_label, change, field, message) => {
    const userId = await makeUser();
    const result = await requestSample(userId, bacopa, { ...VALID, ...change });
    expect(result.ok).toBe(false);
    expect(result).toHaveProperty(["errors", field], message);
    expect(await requestsOf(userId)).toEqual([]);
    expect(await pointsOf(userId)).toBe(0);
    expect(await ledgerCount(userId)).toBe(0);
  });

  it("reports every bad field at once", async () => {
    const userId = await makeUser();
    const result = await requestSample(userId, bacopa, {});
    expect(result.ok).toBe(false);
    if (!("errors" in result)) throw new Error("expected field errors");
    // The form's address as Brazilian stores ask it: street, number and neighbourhood, not one line.
    expect(Object.keys(result.errors).sort()).toEqual(["city", "district", "email", "fullName", "number", "state", "street", "zipCode"]);
    expect(await requestsOf(userId)).toEqual([]);
  });
});

describe("a valid sample request", () => {
  it("is saved pending with formatted CEP and phone, and awards the sample_request points", async () => {
    const userId = await makeUser();
    const result = await requestSample(userId, bacopa, { ...VALID, zipCode: "01310100", phone: "+55 11 98765 4321", notes: "  " });
    expect(result).toMatchObject({ ok: true, points: 5 });
    const [row] = await requestsOf(userId);
    expect(row).toMatchObject({
      productId: bacopa,
      status: "pending",
      fullName: "Maria Souza",
      email: "maria@exemplo.com.br",
      phone: "(11) 98765-4321",
      zipCode: "01310-100",
      state: "SP",
      notes: null,
    });
    expect(await pointsOf(userId)).toBe(5);
    expect(sampleSuccessMessage(5)).toBe("Sua solicitação foi enviada com sucesso! Você ganhou 5 pontos!");
  });

  it("keeps an empty phone as null", async () => {
    const userId = await makeUser();
    await requestSample(userId, bacopa, { ...VALID, phone: "" });
    const [row] = await requestsOf(userId);
    expect(row.phone).toBeNull();
  });
});

describe("one open request per product", () => {
  it("refuses a second open request for the same product with a clear message", async () => {
    const userId = await makeUser();
    expect((await requestSample(userId, bacopa, VALID)).ok).toBe(true);
    const again = await requestSample(userId, bacopa, VALID);
    expect(again).toEqual({ ok: false, reason: "open", message: SAMPLE_OPEN_MESSAGE });
    expect(await requestsOf(userId)).toHaveLength(1);
    expect(await pointsOf(userId)).toBe(5);
    // Another product is fine.
    expect(await requestSample(userId, magnesium, VALID)).toMatchObject({ ok: true, points: 5 });
    expect(await pointsOf(userId)).toBe(10);
  });

  it("holds under concurrent submissions (the partial unique index decides)", async () => {
    const userId = await makeUser();
    const results = await Promise.all([1, 2, 3].map(() => requestSample(userId, bacopa, VALID)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && "reason" in r && r.reason === "open")).toHaveLength(2);
    expect(await requestsOf(userId)).toHaveLength(1);
    expect(await pointsOf(userId)).toBe(5);
  });

  it("allows a new request once the previous one is closed, without points a second time", async () => {
    const userId = await makeUser();
    await requestSample(userId, bacopa, VALID);
    for (const status of ["approved", "shipped"] as const) {
      await t.db.update(s.sampleRequests).set({ status }).where(eq(s.sampleRequests.userId, userId));
      expect((await requestSample(userId, bacopa, VALID)).ok, status).toBe(false);
      expect((await findOpenSampleRequest(userId, bacopa))?.status).toBe(status);
    }
    await t.db.update(s.sampleRequests).set({ status: "delivered" }).where(eq(s.sampleRequests.userId, userId));
    expect(await findOpenSampleRequest(userId, bacopa)).toBeNull();
    const again = await requestSample(userId, bacopa, VALID);
    expect(again).toMatchObject({ ok: true, points: 0 });
    expect(sampleSuccessMessage(0)).toBe("Sua solicitação foi enviada com sucesso!");
    expect(await requestsOf(userId)).toHaveLength(2);
    expect(await pointsOf(userId)).toBe(5);
    const [awards] = await t.db
      .select({ n: count() })
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, userId), eq(s.pointsLedger.kind, "sample_request")));
    expect(awards.n).toBe(1);
  });
});

describe("points never cost the request", () => {
  it("keeps the request when the award fails (here: no profile to credit)", async () => {
    const userId = await makeUser("Sem Perfil", false);
    const result = await requestSample(userId, bacopa, VALID);
    expect(result).toMatchObject({ ok: true, points: 0 });
    expect(await requestsOf(userId)).toHaveLength(1);
  });

  it("gives the amount of the settings", async () => {
    await t.db.update(s.pointSettings).set({ points: 7 }).where(eq(s.pointSettings.action, "sample_request"));
    try {
      const userId = await makeUser();
      expect(await requestSample(userId, magnesium, VALID)).toMatchObject({ ok: true, points: 7 });
      expect(sampleSuccessMessage(7)).toBe("Sua solicitação foi enviada com sucesso! Você ganhou 7 pontos!");
      expect(sampleSuccessMessage(1)).toBe("Sua solicitação foi enviada com sucesso! Você ganhou 1 ponto!");
    } finally {
      await t.db.update(s.pointSettings).set({ points: 5 }).where(eq(s.pointSettings.action, "sample_request"));
    }
  });
});
