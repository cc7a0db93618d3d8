import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import ipaddr from "ipaddr.js";

/** The configuration contract (README, "Configuration"), read and checked once. */
export interface Env {
  port: number;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  adminEmails: string[];
  authSecret: string;
  storeUrl: string | undefined;
  trustProxy: boolean;
  isProduction: boolean;
  /** METRICS_TOKEN: `/metrics` answers only with `Authorization: Bearer <it>`; unset, never. */
  metricsToken: string | undefined;
  /** S3_URL: uploads go to this S3-compatible bucket instead of DATA_DIR/uploads (lib/upload-store.server.ts). */
  s3Url: string | undefined;
  /** The store's Pix key for samples' shipping; without it the store pays the shipping. */
  pixKey: string | undefined;
  pixMerchantName: string;
  pixCity: string;
  /** PIX_WEBHOOK_SECRET: the secret path segment of the bank's webhook (/api/pix/webhook/<it>); unset, the route is 404. */
  pixWebhookSecret: string | undefined;
  /** PIX_WEBHOOK_ALLOW: the addresses (CIDRs) the webhook accepts calls from; empty, any address. */
  pixWebhookAllow: string[];
}

export class ConfigError extends Error {}

function parseUrl(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} não é uma URL válida: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} deve começar com ${protocols.map((p) => p + "//").join(" ou ")} (recebido "${url.protocol}//")`);
  }
  return value;
}

function readSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new ConfigError("METRICS_TOKEN deve ter ao menos 16 caracteres.");
  return value;
}

/** `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=…` (or `s3+http://` for a store without TLS). */
function parseS3Url(value: string): string {
  // The URL holds the secret key: never repeated in a message.
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError("S3_URL não é uma URL válida (s3://chave:segredo@servidor/bucket).");
  }
  if (!["s3:", "s3+http:", "s3+https:"].includes(url.protocol))
    throw new ConfigError(`S3_URL deve começar com s3://, s3+http:// ou s3+https:// (recebido "${url.protocol}//")`);
  if (!url.hostname) throw new ConfigError(`S3_URL não tem servidor: "${url.protocol}//…"`);
  if (!url.pathname.split("/").filter(Boolean).length)
    throw new ConfigError("S3_URL não diz o bucket (s3://chave:segredo@servidor/bucket).");
  return value;
}

/** PIX_KEY, PIX_MERCHANT_NAME, PIX_CITY: checked here, so a key a bank app would refuse stops the start. */
function pixConfig(source: NodeJS.ProcessEnv) {
  const pixKey = source.PIX_KEY?.trim() || undefined;
  const pixMerchantName = pixText(source.PIX_MERCHANT_NAME || "Raiz Vital", 25);
  const pixCity = pixText(source.PIX_CITY || "Sao Paulo", 15);
  if (pixKey && !pixKeyKind(pixKey)) {
    throw new ConfigError(`PIX_KEY não é uma chave Pix válida (CPF, CNPJ, e-mail, telefone +55… ou chave aleatória): "${pixKey}"`);
  }
  if (!pixMerchantName) throw new ConfigError("PIX_MERCHANT_NAME não pode ficar vazio.");
  if (!pixCity) throw new ConfigError("PIX_CITY não pode ficar vazio.");
  return { pixKey, pixMerchantName, pixCity };
}

/** PIX_WEBHOOK_SECRET and PIX_WEBHOOK_ALLOW (comma-separated addresses or CIDRs, IPv4 or IPv6). */
function pixWebhookConfig(source: NodeJS.ProcessEnv) {
  const secret = source.PIX_WEBHOOK_SECRET?.trim() || undefined;
  if (secret && !/^[A-Za-z0-9_-]{24,128}$/.test(secret)) {
    throw new ConfigError("PIX_WEBHOOK_SECRET deve ter de 24 a 128 letras, dígitos, _ ou - (vai no endereço do webhook).");
  }
  const allow = (source.PIX_WEBHOOK_ALLOW ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        if (entry.includes("/")) return ipaddr.parseCIDR(entry) && entry;
        return `${entry}/${ipaddr.parse(entry).kind() === "ipv4" ? 32 : 128}`;
      } catch {
        throw new ConfigError(`PIX_WEBHOOK_ALLOW tem um endereço ou faixa inválida: "${entry}"`);
      }
    });
  return { pixWebhookSecret: secret, pixWebhookAllow: allow };
}

/** The BR Code's name and city: ASCII only (accents dropped), upper case, at most `max` characters. */
export function pixText(value: string, max: number): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .-]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** The kind of a Pix key (as the DICT accepts them), or null when it is not one. */
export function pixKeyKind(key: string): "cpf" | "cnpj" | "email" | "phone" | "evp" | null {
  if (/^\d{11}$/.test(key)) return "cpf";
  if (/^\d{14}$/.test(key)) return "cnpj";
  if (/^\+55\d{10,11}$/.test(key)) return "phone";
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return "evp";
  if (key.length <= 77 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key)) return "email";
  return null;
}

export const DEMO_ADMIN_EMAIL = "admin@raizvital.com.br";

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT inválida: "${source.PORT}"`);
  const baseUrl = parseUrl("BASE_URL", source.BASE_URL || `http://localhost:${port}`, ["http:", "https:"]).replace(/\/$/, "");
  const dataDir = path.resolve(source.DATA_DIR || "./data");
  const databaseUrl = source.DATABASE_URL ? parseUrl("DATABASE_URL", source.DATABASE_URL, ["postgres:", "postgresql:"]) : undefined;
  const smtpUrl = source.SMTP_URL ? parseUrl("SMTP_URL", source.SMTP_URL, ["smtp:", "smtps:"]) : undefined;
  if (smtpUrl && !new URL(smtpUrl).hostname) throw new ConfigError(`SMTP_URL não tem servidor: "${smtpUrl}"`);
  const adminEmails = (source.ADMIN_EMAILS ?? DEMO_ADMIN_EMAIL)
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return {
    port,
    baseUrl,
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom: source.MAIL_FROM || "Raiz Vital <nao-responda@raizvital.com.br>",
    supportEmail: source.SUPPORT_EMAIL || "suporte@raizvital.com.br",
    adminEmails,
    authSecret: source.AUTH_SECRET || readSecret(dataDir),
    storeUrl: source.STORE_URL ? parseUrl("STORE_URL", source.STORE_URL, ["http:", "https:"]) : undefined,
    trustProxy: source.TRUST_PROXY === "1" || source.TRUST_PROXY === "true",
    isProduction: source.NODE_ENV === "production",
    metricsToken: metricsToken(source.METRICS_TOKEN),
    s3Url: source.S3_URL ? parseS3Url(source.S3_URL) : undefined,
    ...pixConfig(source),
    ...pixWebhookConfig(source),
  };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
