import { describe, expect, it } from "vitest";
import { SAMPLE_STATUSES, type SampleStatus } from "~/db/schema/enums";
import { allowedSampleStatuses, checkSampleMove, isBackward, SAMPLE_MOVES, TRANSITION_TEXTS, type SampleState } from "./sample-transitions";

const state = (status: SampleStatus, more: Partial<SampleState> = {}): SampleState => ({
  status,
  paymentStatus: "paid",
  trackingCode: null,
  cancelledAt: null,
  refundStatus: null,
  erased: false,
  ...more,
});

/** The whole table, written out: "from>to" → forward (f), forward without e-mail (f-), backward (b). Every other pair is refused. */
const EXPECTED: Record<string, "f" | "f-" | "b"> = {
  "pending>approved": "f",
  "pending>rejected": "f",
  "approved>shipped": "f",
  "approved>rejected": "f",
  "approved>pending": "b",
  "shipped>delivered": "f",
  "shipped>approved": "b",
  "delivered>completed": "f-",
  "delivered>shipped": "b",
  "completed>delivered": "b",
  "rejected>pending": "b",
};

describe("the sample state machine, over every (from, to) pair", () => {
  for (const from of SAMPLE_STATUSES) {
    for (const to of SAMPLE_STATUSES) {
      if (from === to) continue;
      const expected = EXPECTED[`${from}>${to}`];
      it(`${from} → ${to}: ${expected ? "allowed" : "refused"}`, () => {
        const check = checkSampleMove(state(from), to);
        if (!expected) {
          expect(check.ok).toBe(false);
          // The refusal says why, in Portuguese, naming both statuses.
          if (!check.ok) expect(check.reason).toMatch(/^Não é possível passar de .+ para .+: .+\.$/);
          expect(allowedSampleStatuses(state(from))).not.toContain(to);
          return;
        }
        expect(check).toEqual({ ok: true, kind: expected === "b" ? "backward" : "forward", mails: expected !== "f-" });
        expect(isBackward(from, to)).toBe(expected === "b");
        expect(allowedSampleStatuses(state(from))).toContain(to);
      });
    }
  }

  it("the table has exactly the moves above", () => {
    const moves = Object.entries(SAMPLE_MOVES).flatMap(([from, tos]) => Object.keys(tos).map((to) => `${from}>${to}`));
    expect(moves.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it("a cancelled request never moves", () => {
    for (const to of SAMPLE_STATUSES) {
      expect(checkSampleMove(state("rejected", { cancelledAt: new Date() }), to)).toEqual({
        ok: false,
        reason: TRANSITION_TEXTS.cancelled,
      });
    }
    expect(allowedSampleStatuses(state("rejected", { cancelledAt: new Date() }))).toEqual(["rejected"]);
  });

  it("a request awaiting payment cannot move towards the customer, but may be rejected", () => {
    const awaiting = state("pending", { paymentStatus: "awaiting" });
    expect(checkSampleMove(awaiting, "approved")).toEqual({ ok: false, reason: TRANSITION_TEXTS.awaitingPayment });
    expect(checkSampleMove(awaiting, "rejected").ok).toBe(true);
    expect(allowedSampleStatuses(awaiting)).toEqual(["pending", "rejected"]);
  });

  it("an erased request only arrives", () => {
    expect(checkSampleMove(state("shipped", { erased: true }), "delivered").ok).toBe(true);
    expect(checkSampleMove(state("delivered", { erased: true }), "completed").ok).toBe(true);
    expect(checkSampleMove(state("shipped", { erased: true }), "approved")).toEqual({ ok: false, reason: TRANSITION_TEXTS.erased });
    expect(checkSampleMove(state("pending", { erased: true }), "approved")).toEqual({ ok: false, reason: TRANSITION_TEXTS.erased });
  });

  it("a rejected request whose fee was returned is not reopened", () => {
    expect(checkSampleMove(state("rejected", { refundStatus: "refunded" }), "pending")).toEqual({
      ok: false,
      reason: TRANSITION_TEXTS.refunded,
    });
  });
});
