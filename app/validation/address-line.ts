/** 'Rua das Flores, 123, Apto 45 – Centro': the one line the panel, the packing list and the CSV show (no zod: components read it). */
export function addressLine(a: { street: string; number: string; complement?: string | null; district: string }): string {
  return `${[a.street, a.number, a.complement].filter(Boolean).join(", ")} – ${a.district}`;
}
