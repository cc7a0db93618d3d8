/**
 * Rate limits count a client by the addresses it controls, through the real request handler (createApp
 * of server/app.ts) behind a trusted proxy, as deployed (TRUST_PROXY, the proxy's X-Forwarded-For hop):
 * an IPv6 client owns a whole /64 (64 bits of addresses to pick from), so it is counted by that
 * network; an IPv4 address written as IPv6 (::ffff:198.51.100.7) is the IPv4 address. Without a proxy
 * the socket's address is read the same way.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hasBuild, rawRequest, SITE, useSecurityHarness, type Answer } from "./support/harness";

// Before anything reads the configuration (env() keeps what it read first): behind a proxy, as deployed.
vi.hoisted(() => {
  process.env.TRUST_PROXY = "1";
});

let n = 0;
const fresh = (what: string) => `${what}-${++n}-${Date.now()}@exemplo.com`;

/** Addresses of one /64, written in the many ways IPv6 allows (case, leading zeros, compression). */
function within(prefix: string, count: number): string[] {
  const [a, b, c, d] = prefix.split(":");
  return Array.from({ length: count }, (_, i) => {
    const host = ((i * 7919 + 1) % 0xffff).toString(16);
    switch (i % 4) {
      case 0:
        return `${prefix}::${host}`;
      case 1:
        return `${a}:${b}:${c}:${d}:${host}:${host}:${host}:${host}`.toUpperCase();
      case 2:
        return `${a.padStart(4, "0")}:${b.padStart(4, "0")}:${c.padStart(4, "0")}:${d.padStart(4, "0")}:0:0:${host}:1`;
      default:
        return `${prefix}:ffff:${host}::`;
    }
  });
}

describe.skipIf(!hasBuild)("rate limits by the client's network (through the real request handler)", () => {
  const h = useSecurityHarness();

  /** A footer newsletter sign-up (20 an hour per address) from `ip`, as a fetcher sends it. */
  const newsletter = (ip: string) =>
    h.send("anonymous", "/newsletter", {
      form: { email: fresh("boletim") },
      headers: { "x-forwarded-for": ip, accept: "*/*", "sec-fetch-mode": "cors" },
    });
  /** A failed sign-in (30 in 15 minutes per address) from `ip`, a new e-mail each time. */
  const signIn = (ip: string) =>
    h.send("anonymous", "/api/auth/sign-in/email", {
      form: { email: fresh("entrada"), password: "Errada@123" },
      json: true,
      headers: { "x-forwarded-for": ip },
    });

  beforeEach(() => h.resetRateLimits());

  async function expectHeldBackAfter(max: number, send: (ip: string) => Promise<Answer>, addresses: string[]) {
    for (let i = 0; i < max; i++) {
      const answer = await send(addresses[i]);
      expect(answer.status, `request ${i + 1} of ${max}, from ${addresses[i]}: ${answer.body.slice(0, 200)}`).not.toBe(429);
    }
    const over = await send(addresses[max]);
    expect(over.status, `request ${max + 1}, from ${addresses[max]}`).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  }

  it("the newsletter holds back a /64 whose every request came from a new address, and not the next /64", async () => {
    await expectHeldBackAfter(20, newsletter, within("2001:db8:cafe:1", 21));
    expect((await newsletter("2001:db8:cafe:2::1")).status).toBe(200);
    expect((await newsletter("2001:db8:cafe:1::dead")).status).toBe(429);
  }, 120_000);

  it("sign-in holds back a /64 whose every attempt came from a new address, and not the next /64", async () => {
    await expectHeldBackAfter(30, signIn, within("2001:db8:beef:10", 31));
    expect((await signIn("2001:db8:beef:11::1")).status).toBe(401);
  }, 120_000);

  it("an IPv4 address written as IPv6 shares the counter of the IPv4 address", async () => {
    const addresses = Array.from({ length: 21 }, (_, i) => (i % 2 ? "198.51.100.7" : i % 4 ? "::FFFF:198.51.100.7" : "::ffff:c633:6407"));
    await expectHeldBackAfter(20, newsletter, addresses);
    expect((await newsletter("198.51.100.8")).status).toBe(200);
  }, 120_000);

  describe("without a proxy hop: the socket's address", () => {
    // The loopback has one IPv6 address; this server hands the app connections that say they come from
    // the address in a test-only header, as a dual-stack listener shows them (IPv4 as ::ffff:a.b.c.d).
    let server: http.Server;
    let port = 0;
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        Object.defineProperty(req.socket, "remoteAddress", { value: req.headers["x-test-socket-address"], configurable: true });
        h.app.handler(req, res);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const fromSocket = (address: string) => {
      const body = new URLSearchParams({ email: fresh("soquete") }).toString();
      return rawRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/newsletter",
          method: "POST",
          headers: {
            host: new URL(SITE).host,
            origin: SITE,
            accept: "*/*",
            "sec-fetch-mode": "cors",
            "content-type": "application/x-www-form-urlencoded",
            "content-length": String(Buffer.byteLength(body)),
            "x-test-socket-address": address,
          },
        },
        body,
      );
    };

    it("counts a /64 as one client, and ::ffff:203.0.113.9 as 203.0.113.9", async () => {
      await expectHeldBackAfter(20, fromSocket, within("2001:db8:f00d:7", 21));
      expect((await fromSocket("2001:db8:f00d:8::1")).status).toBe(200);
      await expectHeldBackAfter(
        20,
        fromSocket,
        Array.from({ length: 21 }, (_, i) => (i % 2 ? "203.0.113.9" : "::ffff:203.0.113.9")),
      );
    }, 120_000);
  });
});
