import type { SampleStatus } from "~/db/schema/enums";
import { TRANSITION_TEXTS, type SampleState } from "~/models/sample-transitions";
import { describe, expect, it } from "vitest";
import { attentionBadge } from "~/components/admin/admin-sidebar";
import { sidebarOpenFromCookie } from "~/components/ui/sidebar";
import { crudError, crudSuccess } from "~/i18n/admin";
import { auditSubject, auditSummary } from "./audit.server";
import { publishedAtOnCreate, publishedAtOnUpdate } from "./blog.server";
import { toCsv } from "./csv.server";
import {
  ageText,
  comparedText,
  inboxItems,
  lgpdDaysLeft,
  mergeActivity,
  percentChange,
  type ActivityItem,
  type InboxCounts,
} from "./dashboard.server";
import { containsPattern, pageNumber } from "./errors.server";
import { bucketCounts, chartPoints, weekBounds, weekStarts, type DayBucket } from "./reports.server";
import { canMoveRedemption, redemptionMail, redemptionMoveRefusal, truncate } from "./rewards.server";
import { REDEMPTION_STATUSES } from "~/db/schema/enums";
import { sampleStatusChange, sampleStatusMail } from "./samples.server";

describe("percentage change against the previous 30 days", () => {
  it("is the whole-percent change, or null when the previous period had nothing", () => {
    expect(percentChange(12, 10)).toBe(20);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(10, 10)).toBe(0);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(7, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it("is written in words against the 30 days before: '+3 em relação aos 30 dias anteriores'", () => {
    expect(comparedText(12, 9)).toBe("+3 em relação aos 30 dias anteriores");
    expect(comparedText(5, 7)).toBe("−2 em relação aos 30 dias anteriores");
    expect(comparedText(4, 4)).toBe("igual aos 30 dias anteriores");
    expect(comparedText(1250, 0)).toBe("+1.250 em relação aos 30 dias anteriores");
  });
});

const DAY = 86_400_000;

describe('the dashboard\'s "Hoje" inbox', () => {
  const now = new Date("2026-11-29T15:00:00Z");
  const none: InboxCounts = {
    pixAwaiting: 0,
    pixOldestAt: null,
    readyToShip: 0,
    overdue: 0,
    reviews: 0,
    reviewsWithSample: 0,
    privacy: 0,
    privacyOldestAt: null,
    rewards: 0,
    failedMail: 0,
    lowStock: 0,
    soldOut: 0,
  };

  it("leaves out every line with nothing to do (the page then says 'Nada pendente hoje')", () => {
    expect(inboxItems(none, now)).toEqual([]);
  });

  it("one line per thing to do, most pressing first, each with its count and the list filtered to it", () => {
    const items = inboxItems(
      {
        pixAwaiting: 2,
        pixOldestAt: new Date(now.getTime() - 3 * DAY - 3_600_000),
        readyToShip: 4,
        overdue: 1,
        reviews: 5,
        reviewsWithSample: 2,
        privacy: 1,
        privacyOldestAt: new Date(now.getTime() - 13 * DAY),
        rewards: 3,
        failedMail: 1,
        lowStock: 0,
        soldOut: 0,
      },
      now,
    );
    expect(items.map((i) => [i.key, i.count, i.label, i.detail, i.href])).toEqual([
      ["privacy", 1, "Pedido de remoção de dados (LGPD)", "restam 2 dias dos 15 do mais antigo", "/admin-panel/privacidade"],
      ["overdue", 1, "Entrega atrasada", "enviadas e além do prazo da região", "/admin-panel/amostras?prazo=vencido&ordem=pedido"],
      [
        "ship",
        4,
        "Amostras prontas para envio",
        "aprovadas, com o frete pago ou isento",
        "/admin-panel/amostras?status=approved&ordem=pedido",
      ],
      [
        "pix",
        2,
        "Pedidos aguardando o Pix do frete",
        "o mais antigo pedido há 3 dias",
        "/admin-panel/amostras?status=pending&pagamento=awaiting&ordem=pedido",
      ],
      ["reviews", 5, "Avaliações para moderar", "2 de quem recebeu amostra, no topo da fila", "/admin-panel/avaliacoes"],
      ["rewards", 3, "Prêmios para enviar", "resgates pendentes", "/admin-panel/premios?status=pending#resgates"],
      ["mail", 1, "E-mail não entregue", "as tentativas acabaram: reenvie ou corrija o endereço", "/admin-panel/emails"],
    ]);
    expect(items.find((i) => i.key === "privacy")!.urgent).toBe(true);
    expect(items.find((i) => i.key === "ship")!.urgent).toBe(false);
  });

  it("warns about products low on samples, urgently when one is sold out, leading to Produtos by stock", () => {
    const low = inboxItems({ ...none, lowStock: 2 }, now);
    expect(low.map((i) => [i.key, i.count, i.label, i.detail, i.href, i.urgent])).toEqual([
      ["stock", 2, "Produtos com poucas amostras", "10 amostras ou menos em estoque", "/admin-panel/produtos?ordem=estoque", false],
    ]);
    const out = inboxItems({ ...none, lowStock: 1, soldOut: 1 }, now)[0];
    expect([out.label, out.detail, out.urgent]).toEqual([
      "Produto com poucas amostras",
      "1 esgotado: a loja não aceita pedidos dele",
      true,
    ]);
  });

  it("counts the LGPD's 15 days down, and says when they are past", () => {
    expect(lgpdDaysLeft(new Date(now.getTime() - 2 * 3_600_000), now)).toBe(15);
    expect(lgpdDaysLeft(new Date(now.getTime() - 15 * DAY), now)).toBe(0);
    const late = inboxItems({ ...none, privacy: 2, privacyOldestAt: new Date(now.getTime() - 17 * DAY) }, now)[0];
    expect(late.detail).toBe("o mais antigo passou 2 dias do prazo de 15 dias");
    const today = inboxItems({ ...none, privacy: 1, privacyOldestAt: new Date(now.getTime() - 15 * DAY) }, now)[0];
    expect(today.detail).toBe("o prazo de 15 dias do mais antigo termina hoje");
    const one = inboxItems({ ...none, privacy: 1, privacyOldestAt: new Date(now.getTime() - 14 * DAY) }, now)[0];
    expect(one.detail).toBe("resta 1 dia dos 15 do mais antigo");
  });

  it("says the oldest Pix's age in whole hours or days", () => {
    expect(ageText(new Date(now.getTime() - 20 * 60_000), now)).toBe("há menos de 1 hora");
    expect(ageText(new Date(now.getTime() - 3_600_000), now)).toBe("há 1 hora");
    expect(ageText(new Date(now.getTime() - 5 * 3_600_000), now)).toBe("há 5 horas");
    expect(ageText(new Date(now.getTime() - DAY), now)).toBe("há 1 dia");
    expect(ageText(new Date(now.getTime() - 40 * DAY), now)).toBe("há 40 dias");
  });
});

describe("what needs attention (sidebar badges)", () => {
  const counts = { samples: 3, reviews: 1, privacy: 2, contact: 1 };
  it("counts each section's queue, privacy requests and contact messages together, in words for screen readers", () => {
    expect(attentionBadge("samples", counts)).toEqual({ count: 3, text: "3 amostras aguardando aprovação ou envio" });
    expect(attentionBadge("reviews", counts)).toEqual({ count: 1, text: "1 avaliação pendente" });
    expect(attentionBadge("privacy", counts)).toEqual({
      count: 3,
      text: "2 pedidos de privacidade abertos e 1 mensagem de contato aberta",
    });
    expect(attentionBadge(undefined, counts)).toBeNull();
    expect(attentionBadge("reviews", undefined)).toBeNull();
  });
});

describe("report charts", () => {
  const day = (date: string, samples: number): DayBucket => ({ date, samples, reviews: 0, redemptions: 0, users: 0 });
  it("draw a bar per day up to a month, else per week from Sunday, cut by the period's ends", () => {
    const short = chartPoints([day("2026-11-09", 1), day("2026-11-10", 2)]);
    expect(short.map((p) => [p.label, p.samples])).toEqual([
      ["09/11", 1],
      ["10/11", 2],
    ]);
    // 32 days from Thursday 1 October 2026: a first short week (Thu–Sat), then Sunday to Saturday.
    const days = Array.from({ length: 32 }, (_, i) => day(new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10), 1));
    const weeks = chartPoints(days);
    expect(weeks.map((w) => [w.label, w.samples])).toEqual([
      ["01/10–03/10", 3],
      ["04/10–10/10", 7],
      ["11/10–17/10", 7],
      ["18/10–24/10", 7],
      ["25/10–31/10", 7],
      ["01/11", 1],
    ]);
  });
});

describe("recent activity", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
  const sample = (m: number): ActivityItem => ({ kind: "sample", id: `s${m}`, createdAt: at(m), who: "A", what: "P", status: "pending" });
  const redemption = (m: number): ActivityItem => ({
    kind: "redemption",
    id: `r${m}`,
    createdAt: at(m),
    who: "B",
    what: "R",
    status: "pending",
  });

  it("merges the two lists newest first and keeps at most eight", () => {
    const merged = mergeActivity([1, 5, 9, 13, 17].map(sample), [3, 11, 20].map(redemption));
    expect(merged).toHaveLength(8);
    expect(merged.map((i) => i.id)).toEqual(["r20", "s17", "s13", "r11", "s9", "s5", "r3", "s1"]);
    expect(mergeActivity([], [])).toEqual([]);
  });
});

describe("sample status transitions", () => {
  const state = (status: SampleStatus, more: Partial<SampleState> = {}): SampleState => ({
    status,
    paymentStatus: "waived",
    trackingCode: null,
    cancelledAt: null,
    refundStatus: null,
    erased: false,
    ...more,
  });
  const to = (status: SampleStatus, more: { trackingCode?: string | null; reason?: string | null; silent?: boolean } = {}) => ({
    status,
    trackingCode: null,
    ...more,
  });

  it("a forward move mails the customer unless 'Não avisar o cliente'; the same status changes nothing", () => {
    expect(sampleStatusChange(state("pending"), to("approved"))).toMatchObject({ ok: true, changed: true, notify: true, kind: "forward" });
    expect(sampleStatusChange(state("pending"), to("approved", { silent: true }))).toMatchObject({ ok: true, notify: false });
    expect(sampleStatusChange(state("pending"), to("pending"))).toMatchObject({ ok: true, changed: false, notify: false });
  });

  it("'Enviado' needs a tracking code; a step back keeps it and needs a reason", () => {
    expect(sampleStatusChange(state("approved"), to("shipped"))).toEqual({ ok: false, reason: TRANSITION_TEXTS.needsCode });
    expect(sampleStatusChange(state("approved"), to("shipped", { trackingCode: "AB123456789BR" }))).toMatchObject({
      ok: true,
      trackingCode: "AB123456789BR",
      notify: true,
    });
    const shipped = state("shipped", { trackingCode: "AB123456789BR" });
    expect(sampleStatusChange(shipped, to("approved"))).toEqual({ ok: false, reason: TRANSITION_TEXTS.needsReason });
    expect(sampleStatusChange(shipped, to("approved", { reason: "Caixa voltou" }))).toMatchObject({
      ok: true,
      kind: "backward",
      trackingCode: "AB123456789BR",
    });
    expect(sampleStatusChange(state("completed", { trackingCode: "AB1" }), to("delivered", { reason: "engano" }))).toMatchObject({
      trackingCode: "AB1",
    });
  });

  it("a new code on a shipped sample is a correction (its own e-mail); the same code is nothing", () => {
    const shipped = state("shipped", { trackingCode: "AB123456789BR" });
    expect(sampleStatusChange(shipped, to("shipped", { trackingCode: "XY123456789BR" }))).toMatchObject({ kind: "code", notify: true });
    expect(sampleStatusChange(shipped, to("shipped", { trackingCode: "AB123456789BR" }))).toMatchObject({ changed: false, notify: false });
    expect(sampleStatusChange(shipped, to("shipped"))).toMatchObject({ changed: false });
  });

  it("invites a review only when the sample arrives; 'Concluído' sends no e-mail", () => {
    expect(sampleStatusChange(state("shipped", { trackingCode: "AB1" }), to("delivered"))).toMatchObject({
      inviteReview: true,
      notify: true,
    });
    expect(sampleStatusChange(state("delivered", { trackingCode: "AB1" }), to("completed"))).toMatchObject({
      inviteReview: false,
      notify: false,
    });
  });

  it("a paid request rejected owes its fee; reopening it before the refund clears that", () => {
    expect(sampleStatusChange(state("pending", { paymentStatus: "paid" }), to("rejected"))).toMatchObject({ refundStatus: "due" });
    expect(sampleStatusChange(state("pending"), to("rejected"))).toMatchObject({ refundStatus: null });
    const rejected = state("rejected", { paymentStatus: "paid", refundStatus: "due" });
    expect(sampleStatusChange(rejected, to("pending", { reason: "reaberto" }))).toMatchObject({ ok: true, refundStatus: null });
    expect(sampleStatusChange({ ...rejected, refundStatus: "refunded" }, to("pending", { reason: "x" }))).toEqual({
      ok: false,
      reason: TRANSITION_TEXTS.refunded,
    });
  });

  it("writes the customer's e-mail with the status label, the code, and the review link when delivered", () => {
    const mail = sampleStatusMail(
      {
        // Greeted by the first name, escaped.
        fullName: "<b>Ana Souza",
        email: "ana@x.com",
        status: "delivered",
        trackingCode: "AB123456789BR",
        productName: "Maca & Cia",
        productSlug: "maca-peruana",
        orderNumber: "AM-2026-000007",
      },
      { inviteReview: true, reviewPoints: 10, baseUrl: "https://raiz.example" },
    );
    expect(mail.subject).toBe("Pedido AM-2026-000007 – sua amostra de Maca & Cia: Entregue – Raiz Vital");
    expect(mail.html).toContain("Olá, &lt;b&gt;Ana!");
    expect(mail.html).not.toContain("Souza");
    expect(mail.html).toContain("Maca &amp; Cia");
    expect(mail.html).toContain("AB123456789BR");
    expect(mail.html).toContain("https://rastreamento.correios.com.br/app/index.php?objetos=AB123456789BR");
    expect(mail.text).toContain("Pedido: AM-2026-000007");
    expect(mail.text).toContain("https://raiz.example/produto/maca-peruana#avaliacoes");
    expect(mail.text).toContain("ganhe 10 pontos");
  });
});

describe("redemption transitions", () => {
  it("every pair: a physical reward is sent before it is completed; only a pending one is cancelled", () => {
    const allowed = (physical: boolean) =>
      REDEMPTION_STATUSES.flatMap((from) =>
        REDEMPTION_STATUSES.filter((to) => canMoveRedemption(from, to, physical)).map((to) => `${from}→${to}`),
      );
    expect(allowed(false)).toEqual(["pending→completed", "pending→cancelled"]);
    expect(allowed(true)).toEqual(["pending→shipped", "pending→cancelled", "shipped→completed"]);
    // Each refusal says why.
    expect(redemptionMoveRefusal("pending", "completed", true)).toBe(
      "Envie o prêmio antes de concluir: informe o código de rastreio em “Enviar”.",
    );
    expect(redemptionMoveRefusal("pending", "shipped", false)).toBe("Só prêmios físicos são enviados com código de rastreio.");
    expect(redemptionMoveRefusal("shipped", "cancelled", true)).toBe("Só resgates pendentes podem ser cancelados.");
    expect(redemptionMoveRefusal("completed", "completed", false)).toBe("Só resgates pendentes ou enviados podem ser concluídos.");
  });

  it("the shipping e-mail carries the code and the Correios link", () => {
    const mail = redemptionMail(
      { rewardName: "Ecobag <Raiz>", pointsSpent: 200, trackingCode: "AB123456789BR" },
      { fullName: "Ana Souza", email: "ana@exemplo.com.br" },
      "shipped",
      "https://raiz.example",
    );
    expect(mail.subject).toBe("Seu prêmio Ecobag <Raiz> foi enviado – Raiz Vital");
    expect(mail.html).toContain("Ecobag &lt;Raiz&gt;");
    expect(mail.text).toContain("Código de rastreio: AB123456789BR.");
    expect(mail.text).toContain("https://rastreamento.correios.com.br/app/index.php?objetos=AB123456789BR");
  });
});

describe("publication date of a post", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const earlier = new Date("2026-01-05T09:00:00Z");

  it("on create: now only when created published", () => {
    expect(publishedAtOnCreate("published", now)).toBe(now);
    expect(publishedAtOnCreate("draft", now)).toBeNull();
    expect(publishedAtOnCreate("archived", now)).toBeNull();
  });

  it("on update: now when published without a date; otherwise the existing one stays", () => {
    expect(publishedAtOnUpdate("published", null, now)).toBe(now);
    expect(publishedAtOnUpdate("published", earlier, now)).toBe(earlier);
    expect(publishedAtOnUpdate("draft", earlier, now)).toBe(earlier);
    expect(publishedAtOnUpdate("archived", null, now)).toBeNull();
  });
});

describe("weekly series", () => {
  it("weeks start on Sunday in São Paulo and end with the current one", () => {
    // Monday 2026-11-23 01:00 UTC is still Sunday the 22nd in São Paulo.
    const starts = weekStarts(new Date("2026-11-23T01:00:00Z"), 3);
    expect(starts.map((d) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getDay()])).toEqual([
      [2026, 11, 8, 0],
      [2026, 11, 15, 0],
      [2026, 11, 22, 0],
    ]);
  });

  it("bounds the weeks by their starts and the start of the next week", () => {
    const starts = weekStarts(new Date("2026-11-23T01:00:00Z"), 2);
    // Midnight in São Paulo (UTC-3): the 15th, the 22nd, and the 29th that ends the current week.
    expect(weekBounds(starts).map((d) => d.toISOString())).toEqual([
      "2026-11-15T03:00:00.000Z",
      "2026-11-22T03:00:00.000Z",
      "2026-11-29T03:00:00.000Z",
    ]);
  });

  it("puts per-bucket counts in their week and ignores buckets outside", () => {
    expect(
      bucketCounts(2, [
        { bucket: 0, n: 9 },
        { bucket: 1, n: 3 },
        { bucket: 2, n: 7 },
        { bucket: 3, n: 4 },
      ]),
    ).toEqual([3, 7]);
  });
});

describe("small rules", () => {
  it("reward descriptions are cut at 50 characters", () => {
    expect(truncate("a".repeat(50))).toBe("a".repeat(50));
    expect(truncate(`${"a".repeat(49)} bcd`)).toBe(`${"a".repeat(49)}…`);
    expect(truncate(null)).toBe("");
  });

  it("the specification's toasts for rewards, posts, categories and settings", () => {
    expect(crudSuccess("reward", "create")).toBe("Prêmio criado com sucesso!");
    expect(crudSuccess("post", "update")).toBe("Post atualizado com sucesso!");
    expect(crudSuccess("category", "delete")).toBe("Categoria removida com sucesso!");
    expect(crudSuccess("setting", "create")).toBe("Configuração criada com sucesso!");
    expect(crudError("reward", "create", "X")).toBe("Erro ao criar prêmio: X");
    expect(crudError("category", "delete", "X")).toBe("Erro ao remover categoria: X");
    expect(crudError("setting", "update", "X")).toBe("Erro ao atualizar configuração: X");
  });

  it("page numbers and search patterns are safe", () => {
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("-1")).toBe(1);
    expect(pageNumber("abc")).toBe(1);
    expect(pageNumber(null)).toBe(1);
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("CSV: BOM, semicolons, quotes doubled, formulas neutralised", () => {
    const csv = toCsv(
      ["Nome", "Obs"],
      [
        ['Ana "A"', '=HYPERLINK("x")'],
        ["Bia", 3],
      ],
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain('"Ana ""A""";"\'=HYPERLINK(""x"")"');
    expect(csv).toContain('"Bia";"3"');
  });

  it("the sidebar is open unless its cookie says false", () => {
    expect(sidebarOpenFromCookie(null)).toBe(true);
    expect(sidebarOpenFromCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(sidebarOpenFromCookie("sidebar_state=true")).toBe(true);
    expect(sidebarOpenFromCookie("my_sidebar_state=false")).toBe(true);
  });

  it("audit summaries name the row and what changed", () => {
    expect(auditSummary({ name: "Bacopa", status: "active" }, { name: "Bacopa", status: "inactive" })).toBe(
      "Bacopa · status: ativo → inativo",
    );
    expect(auditSummary({ fullName: "Rui", points: 0 }, { fullName: "Rui", points: 40, reason: "Bônus" })).toBe(
      "Rui · pontos: 0 → 40; motivo: — → Bônus",
    );
    expect(auditSummary(null, { title: "Novo post" })).toBe("Novo post");
    // Led by the subject instead (see auditSubject); a row id says only that it changed.
    expect(auditSummary({ title: "A", authorId: "1", imageAlt: null }, { title: "A", authorId: "2", imageAlt: "Copo" }, false)).toBe(
      "troca de autor; texto alternativo: — → Copo",
    );
  });

  it("audit subjects name whom or what the change was about, as it is now, else as the log kept it", () => {
    expect(auditSubject("redemption", "redemption.cancel", { who: "Maria Silva", what: "Ecobag" }, null, null)).toBe(
      "de Maria Silva (Ecobag)",
    );
    expect(auditSubject("redemption", "redemption.cancel", undefined, { rewardName: "Ecobag" }, null)).toBe("Ecobag");
    expect(auditSubject("sample_request", "sample_request.status", { who: "João", what: "Ômega 3" }, null, null)).toBe("de João (Ômega 3)");
    expect(auditSubject("review", "review.approve", { who: "Rita", what: "Maca Peruana" }, null, null)).toBe("de Rita sobre Maca Peruana");
    expect(auditSubject("user", "user.role", { who: "Rui", what: null }, null, null)).toBe("de Rui");
    expect(auditSubject("user", "user.delete_account", { who: "Rui", what: null }, null, null)).toBeNull();
    // A deleted product is named from the row the log kept.
    expect(auditSubject("product", "product.delete", undefined, { name: "Bacopa" }, null)).toBe("“Bacopa”");
    expect(
      auditSubject("point_setting", "point_setting.update", undefined, { action: "sample_request" }, { action: "sample_request" }),
    ).toBe("“solicitar uma amostra”"); // the point action in words (issue 37)
    expect(auditSubject("data_removal_request", "data_removal_request.handle", { who: "Otávio", what: "LGPD-1" }, null, null)).toBe(
      "LGPD-1 de Otávio",
    );
    expect(auditSubject("mail_delivery", "mail_delivery.retry", undefined, { title: "Oi" }, null)).toBeNull();
  });
});
