/** Links to the brand's phone and WhatsApp, the same wherever the site shows them. */
import { BRAND } from "./brand";

const digits = (phone: string) => phone.replace(/\D/g, "");

/** 'tel:+551140001234' */
export const phoneHref = (phone: string) => `tel:+55${digits(phone)}`;

/** What a WhatsApp conversation opened from the site starts with; the customer may change it before sending. */
export const WHATSAPP_MESSAGE = `Olá! Vim pelo site da ${BRAND.name} e gostaria de tirar uma dúvida.`;

/** 'https://wa.me/5511940001234?text=…': opens the conversation with the message already written. */
export function whatsappHref(phone: string = BRAND.whatsapp, message: string = WHATSAPP_MESSAGE): string {
  return `https://wa.me/55${digits(phone)}?text=${encodeURIComponent(message)}`;
}
