import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES, SAMPLE_STATUSES } from "~/db/schema/enums";
import { formatBRL } from "~/i18n/format";
import { erasureFate, erasureFateText } from "./sample-erasure";

const fate = (status: string, paymentStatus: string, cancelledAt: Date | null = null) =>
  erasureFate({ status, paymentStatus, cancelledAt });

describe("erasureFate: what a removal does to each sample request", () => {
  it("cancels a request not yet shipped whose fee was not paid (awaiting its Pix, or waived)", () => {
    expect(fate("pending", "awaiting")).toBe("cancel");
    expect(fate("pending", "waived")).toBe("cancel");
    expect(fate("approved", "waived")).toBe("cancel");
  });

  it("sends a paid request not yet shipped to the refund step", () => {
    expect(fate("pending", "paid")).toBe("refund");
    expect(fate("approved", "paid")).toBe("refund");
  });

  it("lets a shipped request arrive, whatever its payment", () => {
    for (const payment of PAYMENT_STATUSES) expect(fate("shipped", payment)).toBe("deliver");
  });

  it("leaves alone what has already ended: delivered, concluded, rejected, or cancelled", () => {
    for (const payment of PAYMENT_STATUSES) {
      expect(fate("delivered", payment)).toBeNull();
      expect(fate("completed", payment)).toBeNull();
      expect(fate("rejected", payment)).toBeNull();
      for (const status of SAMPLE_STATUSES) expect(fate(status, payment, new Date())).toBeNull();
    }
  });

  it("says each fate in the panel's words", () => {
    expect(erasureFateText({ fate: "cancel", paymentStatus: "awaiting", feeCents: 1990 })).toBe(
      "Será cancelado (Conta excluída); o Pix não pago deixa de valer.",
    );
    expect(erasureFateText({ fate: "cancel", paymentStatus: "waived", feeCents: 0 })).toBe("Será cancelado (Conta excluída).");
    expect(erasureFateText({ fate: "refund", paymentStatus: "paid", feeCents: 1990 })).toBe(
      `Será cancelado e o frete pago (${formatBRL(1990)}) vai para a devolução: “Frete a devolver”.`,
    );
    expect(erasureFateText({ fate: "deliver", paymentStatus: "paid", feeCents: 1990 })).toBe(
      "Já enviado: segue até a entrega e é concluído sem dados pessoais.",
    );
  });
});
