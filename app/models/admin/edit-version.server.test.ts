import { describe, expect, it } from "vitest";
import { checkVersion, latestVersion, nextVersion, parseVersion, StaleEditError, staleEditMessage, versionOf } from "./edit-version.server";

describe("edit versions", () => {
  it("travel in the form as milliseconds and come back as the same instant", () => {
    const at = new Date("2026-11-29T17:05:30.123Z");
    expect(versionOf(at)).toBe(String(at.getTime()));
    expect(parseVersion(versionOf(at))).toEqual(at);
    expect(versionOf(null)).toBe("0");
    expect(parseVersion("0")).toEqual(new Date(0));
    expect(parseVersion("")).toBeUndefined();
    expect(parseVersion("ontem")).toBeUndefined();
  });

  it("refuse a save based on another version, with the time of the change in Brasília", () => {
    const stored = new Date("2026-11-29T17:05:30.123Z");
    expect(() => checkVersion(stored, new Date(stored.getTime()))).not.toThrow();
    expect(() => checkVersion(stored, undefined)).not.toThrow();
    expect(() => checkVersion(null, new Date(0))).not.toThrow();
    const refused = (() => {
      try {
        checkVersion(stored, new Date(stored.getTime() - 1));
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(StaleEditError);
    expect((refused as Error).message).toBe("Este item foi alterado por outra pessoa às 14:05.");
    expect(staleEditMessage(new Date("2026-11-29T02:59:00Z"))).toBe("Este item foi alterado por outra pessoa às 23:59.");
    // A setting saved by someone else since the form showed it never saved.
    expect(() => checkVersion(stored, new Date(0))).toThrow(StaleEditError);
  });

  it("move on at every save, even twice in one millisecond", () => {
    const now = new Date("2026-11-29T17:05:30.123Z");
    expect(nextVersion(null, now)).toEqual(now);
    expect(nextVersion(new Date(now), now).getTime()).toBe(now.getTime() + 1);
    expect(latestVersion([null, new Date(1), new Date(5), new Date(3)])).toEqual(new Date(5));
    expect(latestVersion([])).toBeNull();
  });
});
