import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/db";
import * as s from "~/db/schema";
import { formatLongDate } from "~/i18n/format";
import { changesSince, CURRENT_VERSIONS, LEGAL, versionDate } from "~/i18n/legal";
import { exportUserData } from "./account.server";
import {
  acceptanceHistory,
  acceptedVersions,
  acceptPendingTerms,
  currentAcceptanceRows,
  pendingDocuments,
  recordAcceptance,
  termsToAccept,
} from "./terms.server";

const t = useTestDatabase();

async function makeUser(email: string) {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: "Teste", email });
  await t.db.insert(s.profiles).values({ id, email, fullName: "Teste" });
  return id;
}

async function acceptOld(userId: string, version: string, documents = ["termos", "privacidade"]) {
  await t.db
    .insert(s.termsAcceptances)
    .values(documents.map((document) => ({ userId, document, version, acceptedAt: versionDate(version) })));
}

describe("the versions", () => {
  it("are dates, newest first, and the first is in force", () => {
    for (const info of Object.values(LEGAL)) {
      const versions = info.versions.map((v) => v.version);
      expect(versions.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))).toBe(true);
      expect([...versions].sort().reverse()).toEqual(versions);
      expect(info.versions.every((v) => v.changes.length > 0)).toBe(true);
    }
    expect(CURRENT_VERSIONS).toEqual({ termos: LEGAL.termos.versions[0].version, privacidade: LEGAL.privacidade.versions[0].version });
  });

  it("read as the day in São Paulo (not the UTC midnight before)", () => {
    expect(formatLongDate(versionDate("2026-11-20"))).toBe("20 de novembro de 2026");
    expect(formatLongDate(versionDate("2027-01-01"))).toBe("1 de janeiro de 2027");
  });

  it("list what changed since an accepted version (everything when none was)", () => {
    expect(changesSince("termos", CURRENT_VERSIONS.termos)).toEqual([]);
    expect(changesSince("termos", "2000-01-01")).toEqual(LEGAL.termos.versions);
    expect(changesSince("privacidade", null)).toEqual(LEGAL.privacidade.versions);
  });
});

describe("the rule: who must accept", () => {
  const current = { termos: "2026-11-20", privacidade: "2026-11-20" };

  it("asks for what was never accepted and for what was accepted in an older version", () => {
    expect(pendingDocuments({}, current)).toEqual(["termos", "privacidade"]);
    expect(pendingDocuments({ termos: "2026-11-20" }, current)).toEqual(["privacidade"]);
    expect(pendingDocuments({ termos: "2026-11-19", privacidade: "2026-11-20" }, current)).toEqual(["termos"]);
    expect(pendingDocuments({ termos: "2025-12-31", privacidade: "2026-01-01" }, current)).toEqual(["termos", "privacidade"]);
  });

  it("asks nothing of who accepted the versions in force, or later ones (a release rolled back)", () => {
    expect(pendingDocuments(current, current)).toEqual([]);
    expect(pendingDocuments({ termos: "2027-03-01", privacidade: "2026-11-20" }, current)).toEqual([]);
  });

  it("a new version of either document asks again", () => {
    expect(pendingDocuments(current, { ...current, privacidade: "2027-02-01" })).toEqual(["privacidade"]);
  });
});

describe("recording", () => {
  it("reads the newest version accepted of each document", async () => {
    const id = await makeUser("leitura@exemplo.com");
    expect(await acceptedVersions(id)).toEqual({});
    expect(await termsToAccept(id)).toEqual(["termos", "privacidade"]);
    await acceptOld(id, "2026-01-10");
    await acceptOld(id, "2025-06-01", ["termos"]);
    expect(await acceptedVersions(id)).toEqual({ termos: "2026-01-10", privacidade: "2026-01-10" });
    expect(await termsToAccept(id)).toEqual(["termos", "privacidade"]);
  });

  it("records the versions in force; accepting one twice keeps the first time", async () => {
    const id = await makeUser("registro@exemplo.com");
    const first = new Date("2026-11-21T10:00:00Z");
    await recordAcceptance(t.db, id, ["termos"], first);
    await recordAcceptance(t.db, id, ["termos", "privacidade"], new Date("2026-11-22T10:00:00Z"));
    const rows = await t.db.select().from(s.termsAcceptances).where(eq(s.termsAcceptances.userId, id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.document === "termos")!.acceptedAt.toISOString()).toBe(first.toISOString());
    expect(await termsToAccept(id)).toEqual([]);
  });

  it("'Aceitar e continuar' records only the versions the page showed, if they are still in force", async () => {
    const id = await makeUser("aceite@exemplo.com");
    await acceptOld(id, "2026-01-10", ["privacidade"]);
    await t.db
      .insert(s.termsAcceptances)
      .values({ userId: id, document: "termos", version: CURRENT_VERSIONS.termos, acceptedAt: new Date("2026-11-21T12:00:00Z") });

    // The page showed an older version of the policy (it changed meanwhile): nothing is recorded.
    expect(await acceptPendingTerms(id, { privacidade: "2026-01-10" })).toEqual({ ok: false, reason: "changed" });
    expect(await acceptPendingTerms(id, {})).toEqual({ ok: false, reason: "changed" });
    expect(await termsToAccept(id)).toEqual(["privacidade"]);

    const now = new Date("2026-11-25T15:00:00Z");
    expect(await acceptPendingTerms(id, { privacidade: CURRENT_VERSIONS.privacidade }, now)).toEqual({
      ok: true,
      accepted: ["privacidade"],
    });
    expect(await termsToAccept(id)).toEqual([]);
    // Again (a second tab): nothing left to accept, nothing written.
    expect(await acceptPendingTerms(id, { privacidade: CURRENT_VERSIONS.privacidade })).toEqual({ ok: true, accepted: [] });
    const history = await acceptanceHistory(id);
    expect(history.map((h) => [h.document, h.version])).toEqual([
      ["privacidade", "2026-01-10"],
      ["termos", CURRENT_VERSIONS.termos],
      ["privacidade", CURRENT_VERSIONS.privacidade],
    ]);
    expect(history.at(-1)!.acceptedAt.toISOString()).toBe(now.toISOString());
  });

  it("refuses what is not a document or a version (the table's own checks)", async () => {
    const id = await makeUser("invalido@exemplo.com");
    await expect(t.db.insert(s.termsAcceptances).values({ userId: id, document: "cookies", version: "2026-11-20" })).rejects.toThrow();
    await expect(t.db.insert(s.termsAcceptances).values({ userId: id, document: "termos", version: "9999" })).rejects.toThrow();
    expect(await acceptedVersions(id)).toEqual({});
  });

  it("the rows of seed data say the versions in force", () => {
    const at = new Date("2026-11-20T15:00:00Z");
    expect(currentAcceptanceRows("u1", at)).toEqual([
      { userId: "u1", document: "termos", version: CURRENT_VERSIONS.termos, acceptedAt: at },
      { userId: "u1", document: "privacidade", version: CURRENT_VERSIONS.privacidade, acceptedAt: at },
    ]);
  });
});

describe("the data export", () => {
  it("shows which version of each document was accepted and when", async () => {
    const id = await makeUser("exporta@exemplo.com");
    const at = new Date("2026-11-23T12:34:56Z");
    await recordAcceptance(t.db, id, undefined, at);
    const exported = await exportUserData(id);
    expect(exported!.termsAcceptances).toEqual([
      { document: "privacidade", title: "Política de Privacidade", version: CURRENT_VERSIONS.privacidade, acceptedAt: at },
      { document: "termos", title: "Termos de Uso", version: CURRENT_VERSIONS.termos, acceptedAt: at },
    ]);
    // Another person's acceptances are not in it.
    const other = await makeUser("outra-exporta@exemplo.com");
    expect((await exportUserData(other))!.termsAcceptances).toEqual([]);
  });
});
