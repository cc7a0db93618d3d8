/** Texts of the rewards' redemption (customer's Prêmios), shared by the page and the action. */
export const REDEEM_TEXTS = {
  confirmFirst: "Confirme o resgate antes de trocar seus pontos.",
  couponSent: (code: string) => `Seu código é ${code}. Também enviamos por e-mail; use-o na próxima solicitação de amostra.`,
} as const;
