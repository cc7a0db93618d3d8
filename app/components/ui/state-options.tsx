import { BR_STATES } from "~/db/schema/enums";

/** The options of a Brazilian state select: a disabled "UF" prompt, then the 27 abbreviations. */
export function StateOptions() {
  return (
    <>
      <option value="" disabled>
        UF
      </option>
      {BR_STATES.map((uf) => (
        <option key={uf} value={uf}>
          {uf}
        </option>
      ))}
    </>
  );
}
