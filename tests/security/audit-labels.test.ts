/**
 * Issue 37, "the audit log speaks Portuguese": every action code written anywhere in the application has
 * words in Relatórios (found by reading the source, so a code added tomorrow without a label fails here),
 * changed values read old → new as a person reads them (R$, Brasília time, the fee table by region, days
 * and months), internal fields never show, and every review entry names its author and product, also
 * after the review was removed.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, auditSubject, auditSummary, auditValue, isInternalField } from "~/models/admin/audit.server";

const ROOT = path.resolve(__dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The action codes a template literal stands for, by the template as the source writes it. */
const TEMPLATES: Record<string, string[]> = {
  "`${audit.entity}.handle`": ["data_removal_request.handle", "contact_message.handle"],
  "`sample_request.payment_${decision}`": ["sample_request.payment_paid", "sample_request.payment_waived"],
  // The one-row writes (row-writes.server.ts): their entities are read from the callers below.
  "`${audit.entity}.create`": [],
  "`${row.entity}.update`": [],
  "`${row.entity}.delete`": [],
};

/** Every audit action code the application writes, read from its source. */
function writtenActions(): { actions: Set<string>; unknownTemplates: string[] } {
  const actions = new Set<string>();
  const unknownTemplates: string[] = [];
  for (const file of sourceFiles(ROOT)) {
    const text = fs.readFileSync(file, "utf8");
    // Only the modules that write the trail (a form's `action:` elsewhere is an address, not a code).
    if (!/recordAudit|Audited\(/.test(text)) continue;
    // `action: "x.y"`, `action: a ? "x.y" : "x.z"`, and the unions that type such a field.
    for (const match of text.matchAll(/\baction:\s*([^\n]+)/g)) {
      for (const code of match[1].matchAll(/"([a-z_]+\.[a-z_]+)"/g)) actions.add(code[1]);
      for (const template of match[1].matchAll(/`[^`]*\$\{[^`]*`/g)) {
        if (Object.hasOwn(TEMPLATES, template[0])) TEMPLATES[template[0]].forEach((code) => actions.add(code));
        else unknownTemplates.push(`${path.relative(ROOT, file)}: ${template[0]}`);
      }
    }
    // The one-row writes: insertAudited → "<entity>.create", updateAudited → ".update", deleteAudited → ".delete".
    for (const call of text.matchAll(/\b(insert|update|delete)Audited\(([\s\S]*?)\);/g)) {
      const entity = /entity:\s*"([a-z_]+)"/.exec(call[2]);
      if (entity) actions.add(`${entity[1]}.${call[1] === "insert" ? "create" : call[1]}`);
    }
  }
  return { actions, unknownTemplates };
}

describe("every action written has a label", () => {
  const { actions, unknownTemplates } = writtenActions();

  it("finds the codes in the source, templates included", () => {
    expect(unknownTemplates, "a new template literal for an action: list what it stands for in TEMPLATES").toEqual([]);
    expect(actions.size).toBeGreaterThan(30);
    for (const code of [
      "shipping_fee.update",
      "sample_request.payment_paid",
      "sample_request.payment_waived",
      "reward.create",
      "blog_category.delete",
      "point_setting.update",
      "product.delete",
      "review.reject",
      "privacy.retention",
    ])
      expect(actions, code).toContain(code);
  });

  it("each code has words in Portuguese", () => {
    const missing = [...actions].filter((code) => !Object.hasOwn(AUDIT_ACTION_LABELS, code));
    expect(missing, "codes written without a label in AUDIT_ACTION_LABELS").toEqual([]);
    for (const [code, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      expect(label, code).not.toMatch(/[._]/);
      expect(label.length, code).toBeGreaterThan(3);
    }
  });
});

describe("changed values, as a person reads them", () => {
  it("money in R$, instants in Brasília time, periods with their unit, codes in words", () => {
    expect(auditValue("shippingFeeCents", 1290)).toBe("R$\u00a012,90");
    expect(auditValue("paidAt", "2026-11-29T15:04:00.000Z")).toBe("29/11/2026 às 12:04");
    expect(auditValue("publishedAt", "2026-01-01T02:30:00.000Z")).toBe("31/12/2025 às 23:30");
    expect(auditValue("pixDeadlineDays", 3)).toBe("3 dias");
    expect(auditValue("contactMessageMonths", 1)).toBe("1 mês");
    expect(auditValue("paymentStatus", "awaiting")).toBe("aguardando pagamento");
    expect(auditValue("featured", true)).toBe("sim");
    expect(auditValue("trackingCode", null)).toBe("—");
  });

  it("a payment: status and fee", () => {
    expect(
      auditSummary({ paymentStatus: "awaiting", shippingFeeCents: 1690 }, { paymentStatus: "paid", shippingFeeCents: 1690 }, false),
    ).toBe("pagamento: aguardando pagamento → pago");
  });

  it("the fee table, region by region", () => {
    const before = [
      { region: "sul_sudeste", feeCents: 1290, minDays: 3, maxDays: 5, updatedAt: "2026-01-01T00:00:00.000Z" },
      { region: "nordeste", feeCents: 1690, minDays: 5, maxDays: 7 },
    ];
    const after = [
      { region: "sul_sudeste", feeCents: 1490, minDays: 3, maxDays: 5 },
      { region: "nordeste", feeCents: 1690, minDays: 4, maxDays: 6 },
      { region: "norte_centro_oeste", feeCents: 1990, minDays: 7, maxDays: 10 },
    ];
    expect(auditSummary(before, after)).toBe(
      "Sul e Sudeste: frete R$\u00a012,90 → R$\u00a014,90; Nordeste: prazo 5 a 7 → 4 a 6 dias úteis; Norte e Centro-Oeste: frete — → R$\u00a019,90, prazo — → 7 a 10 dias úteis",
    );
  });

  it("the settings: the Pix deadline and the retention periods", () => {
    expect(auditSummary({ pixDeadlineDays: 3 }, { pixDeadlineDays: 5 })).toBe("prazo do Pix: 3 dias → 5 dias");
    expect(auditSummary({ sampleAddressDays: 180, contactMessageMonths: 24 }, { sampleAddressDays: 90, contactMessageMonths: 24 })).toBe(
      "endereços das amostras: 180 dias → 90 dias",
    );
    expect(auditSummary({ action: "product_review", points: 10 }, { action: "product_review", points: 15 })).toBe(
      "avaliar um produto · pontos: 10 → 15",
    );
  });

  it("never shows internal fields: search columns, ids, bookkeeping times", () => {
    for (const key of ["searchText", "searchVector", "id", "userId", "productId", "createdAt", "updatedAt", "orderSeq"])
      expect(isInternalField(key), key).toBe(true);
    for (const key of ["categoryId", "authorId", "name", "publishedAt"]) expect(isInternalField(key), key).toBe(false);
    const summary = auditSummary(
      {
        id: "a",
        name: "Maca",
        searchText: "maca peruana",
        searchVector: "'maca':1",
        categoryId: "c1",
        updatedAt: "2026-01-01T00:00:00Z",
        publishedAt: null,
      },
      {
        id: "a",
        name: "Maca Peruana",
        searchText: "maca peruana energia",
        searchVector: "'maca':1 'peruana':2",
        categoryId: "c2",
        updatedAt: "2026-02-01T00:00:00Z",
        publishedAt: "2026-02-01T13:00:00.000Z",
      },
      false,
    );
    expect(summary).toBe("nome: Maca → Maca Peruana; troca de categoria; publicação: — → 01/02/2026 às 10:00");
    expect(summary).not.toMatch(/search|maca peruana energia|c2|2026-02-01T/);
  });
});

describe("review entries name the author and the product", () => {
  it("from the review as it is, else from what the entry kept", () => {
    expect(auditSubject("review", "review.approve", { who: "Ana Lima", what: "Maca Peruana" }, null, null)).toBe(
      "de Ana Lima sobre Maca Peruana",
    );
    expect(auditSubject("review", "review.reject", undefined, { fullName: "Ana Lima", productName: "Maca Peruana" }, null)).toBe(
      "de Ana Lima sobre Maca Peruana",
    );
  });
});
