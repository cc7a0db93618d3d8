/**
 * Table-driven tests for the fields' normalisers and masks (cep, cpf, phone, profile, slug): each input
 * and what the function must give for it, one test a row, so a failure names its input.
 */
import { expect, it } from "vitest";

/** One test per `[input, expected]` row: `fn(input)` must be `expected`. */
export function itGives<T>(title: string, fn: (input: string) => T, cases: ReadonlyArray<readonly [string, T]>) {
  it.each(cases.map(([input, expected]) => ({ input, expected })))(`${title}: $input`, ({ input, expected }) => {
    expect(fn(input)).toBe(expected);
  });
}

/** One test per input: `fn(input)` must be `expected` for every one (null: each is refused). */
export function itGivesForAll<T>(title: string, fn: (input: string) => T, inputs: readonly string[], expected: T) {
  itGives(
    title,
    fn,
    inputs.map((input) => [input, expected] as const),
  );
}
