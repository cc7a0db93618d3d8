import { BR_STATES, type BrState } from "~/db/schema/enums";
import { normalizeCep } from "./cep-format";
import { placeForPrefix } from "./cep-places";

/**
 * CEP ranges of each state (Correios), as the first five digits, inclusive.
 * AM, DF and GO have two ranges each; RO uses 76800-76999 since 2008.
 * Checked on 2026-11-29 against bahge/zipcodesearch, src/Constants/StatesData/States.php: identical.
 */
export const CEP_RANGES: Record<BrState, readonly (readonly [number, number])[]> = {
  SP: [[1000, 19999]],
  RJ: [[20000, 28999]],
  ES: [[29000, 29999]],
  MG: [[30000, 39999]],
  BA: [[40000, 48999]],
  SE: [[49000, 49999]],
  PE: [[50000, 56999]],
  AL: [[57000, 57999]],
  PB: [[58000, 58999]],
  RN: [[59000, 59999]],
  CE: [[60000, 63999]],
  PI: [[64000, 64999]],
  MA: [[65000, 65999]],
  PA: [[66000, 68899]],
  AP: [[68900, 68999]],
  AM: [
    [69000, 69299],
    [69400, 69899],
  ],
  RR: [[69300, 69399]],
  AC: [[69900, 69999]],
  DF: [
    [70000, 72799],
    [73000, 73699],
  ],
  GO: [
    [72800, 72999],
    [73700, 76799],
  ],
  RO: [[76800, 76999]],
  TO: [[77000, 77999]],
  MT: [[78000, 78899]],
  MS: [[79000, 79999]],
  PR: [[80000, 87999]],
  SC: [[88000, 89999]],
  RS: [[90000, 99999]],
};

export { CEP_MESSAGES, maskCep, normalizeCep } from "./cep-format";

/** The state whose range holds this CEP (formatted or digits), if any. */
export function stateForCep(cep: string): BrState | null {
  const normalized = normalizeCep(cep);
  if (!normalized) return null;
  const prefix = Number(normalized.slice(0, 5));
  for (const state of BR_STATES) {
    if (CEP_RANGES[state].some(([from, to]) => prefix >= from && prefix <= to)) return state;
  }
  return null;
}

export function cepBelongsToState(cep: string, state: string): boolean {
  return stateForCep(cep) === state;
}

/** What a complete CEP tells: its state, and the city and neighbourhood where the table of places has them. */
export interface CepLookup {
  state: BrState;
  city: string | null;
  district: string | null;
}

/** A CEP's state and place; "unknown" for a well-formed CEP in no state's range; null while incomplete. */
export function lookupCep(cep: string): CepLookup | "unknown" | null {
  const normalized = normalizeCep(cep);
  if (!normalized) return null;
  const state = stateForCep(normalized);
  if (!state) return "unknown";
  const place = placeForPrefix(Number(normalized.slice(0, 5)));
  return { state, city: place?.city ?? null, district: place?.district ?? null };
}
