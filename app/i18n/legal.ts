/**
 * The versions of the terms of use and the privacy policy. Their texts are in
 * components/privacy/privacy-fixed.tsx (the /lgpd page); a relevant change to either text gets a new
 * entry here, newest first, dated as the day it takes effect ("aaaa-mm-dd"), with what changed in
 * words a customer understands. Every signed-in person whose accepted version is older is asked to
 * accept the new one at the next page they open (docs/decisions/019-terms-versions.md).
 */

import { LEGAL_DOCUMENTS, type LegalDocument } from "~/db/schema/enums";

export interface LegalVersion {
  /** The day it takes effect, "aaaa-mm-dd" (sorts as it reads). */
  version: string;
  /** What changed from the version before, for the acceptance page. */
  changes: readonly string[];
}

export interface LegalDocumentInfo {
  title: string;
  /** Where the text is read on the site. */
  href: string;
  /** The link to the whole text. */
  readLink: string;
  /** With its article, in a sentence: "Atualizamos os Termos de Uso". */
  named: string;
  /** Newest first: the first one is in force. */
  versions: readonly LegalVersion[];
}

export const LEGAL: Record<LegalDocument, LegalDocumentInfo> = {
  termos: {
    title: "Termos de Uso",
    href: "/lgpd#termos",
    readLink: "Ler os Termos de Uso completos",
    named: "os Termos de Uso",
    versions: [
      {
        version: "2026-11-20",
        changes: [
          "Cada versão dos termos tem data, e guardamos qual versão você aceitou e quando.",
          "Quando os termos mudarem, você verá o que mudou no seu próximo acesso e poderá aceitar a nova versão para continuar.",
          "Você pode excluir sua conta a qualquer momento, em Minha Conta.",
        ],
      },
    ],
  },
  privacidade: {
    title: "Política de Privacidade",
    href: "/lgpd#politica-de-privacidade",
    readLink: "Ler a Política de Privacidade completa",
    named: "a Política de Privacidade",
    versions: [
      {
        version: "2026-11-20",
        changes: [
          "Informamos por quanto tempo guardamos cada dado: endereços de entrega das amostras e mensagens de contato são apagados depois de um prazo.",
          "Listamos seus direitos pela LGPD e onde exercer cada um no site.",
          "A newsletter agora pede confirmação por e-mail, e todo e-mail de novidades tem um link para sair com um clique.",
          "Você pode excluir sua conta pelo site; suas avaliações ficam sem seu nome, ou são apagadas se você preferir.",
        ],
      },
    ],
  },
};

/** The version in force of each document. */
export const CURRENT_VERSIONS: Record<LegalDocument, string> = {
  termos: LEGAL.termos.versions[0].version,
  privacidade: LEGAL.privacidade.versions[0].version,
};

const VERSION = /^\d{4}-\d{2}-\d{2}$/;

export function isLegalDocument(value: unknown): value is LegalDocument {
  return typeof value === "string" && (LEGAL_DOCUMENTS as readonly string[]).includes(value);
}

export function isVersionId(value: unknown): value is string {
  return typeof value === "string" && VERSION.test(value);
}

/** A version's day at noon in São Paulo, for formatLongDate ("2026-11-20" alone would be read as UTC midnight, the day before). */
export function versionDate(version: string): Date {
  return new Date(`${version}T12:00:00-03:00`);
}

/** What changed in `document` since `accepted` (all listed changes when nothing was accepted), newest first. */
export function changesSince(document: LegalDocument, accepted: string | null | undefined): LegalVersion[] {
  return LEGAL[document].versions.filter((v) => !accepted || v.version > accepted);
}

/** The page that shows what changed and records the acceptance (routes/site/terms-accept.tsx). */
export const TERMS_ACCEPT_PATH = "/termos/aceitar";

/** Texts of the sign-up form and the acceptance page. */
export const TERMS_TEXTS = {
  acceptButton: "Aceitar e continuar",
  accepted: "Obrigado! Você está com os termos em dia.",
  changedMeanwhile: "Os termos foram atualizados enquanto a página estava aberta. Confira o que mudou e aceite de novo.",
} as const;
