import { describe, expect, it } from "vitest";
import { phoneHref, WHATSAPP_MESSAGE, whatsappHref } from "./contact-links";

describe("contact links", () => {
  it("opens WhatsApp on the brand's number with the message already written", () => {
    const url = new URL(whatsappHref("(11) 94000-1234"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/5511940001234");
    expect(url.searchParams.get("text")).toBe(WHATSAPP_MESSAGE);
    expect(WHATSAPP_MESSAGE).toMatch(/^Olá! Vim pelo site da Raiz Vital/);
  });

  it("calls the number with the country code", () => {
    expect(phoneHref("(11) 4000-1234")).toBe("tel:+551140001234");
  });
});
