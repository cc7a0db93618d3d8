import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/db";
import { countQueries } from "~/lib/server/db/client.server";
import { addressKey, clientIp, enforceRateLimit, hit, hitAll, rateLimitWait, TOO_MANY } from "./rate-limit.server";

useTestDatabase();

describe("rate limits in the database", () => {
  it("allows max hits per window, then refuses with a 429 in Portuguese", async () => {
    const limit = { name: `t${Date.now()}`, max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await enforceRateLimit(limit, ["1.2.3.4"]);
    const refused = await enforceRateLimit(limit, ["1.2.3.4"]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ init: { status: 429 }, data: { message: TOO_MANY } });
    // another key has its own count
    await enforceRateLimit(limit, ["5.6.7.8"]);
  });

  it("counts concurrent hits exactly", async () => {
    const limit = { name: `c${Date.now()}`, max: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(limit, "k")));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("counts several keys in one statement, each on its own, a repeated key once", async () => {
    const limit = { name: `m${Date.now()}`, max: 2, windowSeconds: 60 };
    const first = await countQueries(() => hitAll(limit, ["user:a", "ip:1", "user:a"]));
    expect(first.queries).toHaveLength(1);
    expect(first.result.map((r) => [r.key, r.allowed])).toEqual([
      ["user:a", true],
      ["ip:1", true],
    ]);
    await hit(limit, "ip:1"); // the address now has 2 of 2
    const third = await hitAll(limit, ["user:a", "ip:1"]);
    expect(third.map((r) => [r.key, r.allowed])).toEqual([
      ["user:a", true],
      ["ip:1", false],
    ]);
    expect(third[1].retryAfter).toBeGreaterThan(0);
    expect(third[1].retryAfter).toBeLessThanOrEqual(60);
    // rateLimitWait: null while every key is within its limit, else the longest wait.
    expect(await rateLimitWait(limit, ["user:b", "ip:2"])).toBeNull();
    expect(await rateLimitWait(limit, ["user:c", "ip:1"])).toBeGreaterThan(0);
    expect(await hitAll(limit, [])).toEqual([]);
  });

  it("counts concurrent hits on several keys exactly (keys in either order)", async () => {
    const limit = { name: `cm${Date.now()}`, max: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => rateLimitWait(limit, i % 2 ? ["u", "ip"] : ["ip", "u"])));
    expect(results.filter((r) => r === null)).toHaveLength(10);
  });

  it("opens a new window once the old one is over", async () => {
    const limit = { name: `w${Date.now()}`, max: 1, windowSeconds: 1 };
    expect((await hit(limit, "k")).allowed).toBe(true);
    expect((await hit(limit, "k")).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await hit(limit, "k")).allowed).toBe(true);
  });

  it("ignores a forged X-Forwarded-For unless a proxy is trusted", () => {
    const request = new Request("http://x/", { headers: { "x-forwarded-for": "9.9.9.9", "x-rv-client-ip": "10.0.0.1" } });
    expect(clientIp(request)).toBe("10.0.0.1");
  });
});

describe("addressKey: an address as one client holds it", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("10.0.0.1")).toBe("10.0.0.1");
  });

  it("reads an IPv4 address written as IPv6 as the IPv4 address, in any of its spellings", () => {
    for (const mapped of [
      "::ffff:198.51.100.7",
      "::FFFF:198.51.100.7",
      "::ffff:c633:6407",
      "0:0:0:0:0:ffff:198.51.100.7",
      "0000:0000:0000:0000:0000:ffff:c633:6407",
    ]) {
      expect(addressKey(mapped), mapped).toBe("198.51.100.7");
    }
  });

  it("counts an IPv6 address by its /64, however it is written (case, zeros, compression, embedded IPv4, zone)", () => {
    const same = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:A:B:C:D",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:3:4:198.51.100.7",
      "2001:db8:1:2::1%eth0",
    ];
    for (const address of same) expect(addressKey(address), address).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("leaves what is not an address alone", () => {
    for (const other of ["unknown", "", "01.2.3.4", "0x7f.1", "2001:db8::g", "1.2.3.4, 5.6.7.8"])
      expect(addressKey(other), other).toBe(other);
  });

  it("is what clientIp gives for the socket's address", () => {
    const from = (address: string) => clientIp(new Request("http://x/", { headers: { "x-rv-client-ip": address } }));
    expect(from("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(from("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
  });
});
