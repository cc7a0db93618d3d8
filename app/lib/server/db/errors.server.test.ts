import { describe, expect, it } from "vitest";
import { adminErrorMessage, AdminError } from "~/models/admin/errors.server";
import { isUniqueViolation, pgErrorCode } from "./errors.server";

const pg = (code: string, constraint?: string) => Object.assign(new Error("db"), { code, constraint });
const wrapped = (cause: unknown) => new Error("Failed query", { cause });

describe("PostgreSQL errors", () => {
  it("finds the SQLSTATE through Drizzle's cause chain, and nothing that is not one", () => {
    expect(pgErrorCode(wrapped(pg("23505")))).toBe("23505");
    expect(pgErrorCode(wrapped(wrapped(pg("23503"))))).toBe("23503");
    expect(pgErrorCode(Object.assign(new Error("node"), { code: "ECONNREFUSED" }))).toBeUndefined();
    expect(pgErrorCode("23505")).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
  });

  it("tells a unique violation, of the named constraint when one is given", () => {
    expect(isUniqueViolation(wrapped(pg("23505", "a_key")))).toBe(true);
    expect(isUniqueViolation(wrapped(pg("23505", "a_key")), "a_key")).toBe(true);
    expect(isUniqueViolation(wrapped(pg("23505", "b_key")), "a_key")).toBe(false);
    expect(isUniqueViolation(wrapped(pg("23503")))).toBe(false);
  });

  it("gives the admin messages from the same walker", () => {
    expect(adminErrorMessage(wrapped(pg("23505")))).toBe("Já existe um registro com estes dados.");
    expect(adminErrorMessage(wrapped(pg("23503")))).toBe("Este registro está em uso por outros dados.");
    expect(adminErrorMessage(wrapped(pg("23514")))).toBe("Um dos valores está fora do permitido.");
    expect(adminErrorMessage(new AdminError("Nosso texto."))).toBe("Nosso texto.");
  });
});
