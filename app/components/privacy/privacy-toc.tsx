import { PolicyToc, type TocEntry } from "~/components/help/policy-layout";

/** The privacy page's table of contents: rendered and hydrated as usual (its foldable box is a <details>). */
const TOC: TocEntry[] = [
  { id: "politica-de-privacidade", label: "Política de Privacidade" },
  { id: "controlador", label: "Quem cuida dos seus dados", sub: true },
  { id: "dados-coletados", label: "Dados que coletamos", sub: true },
  { id: "finalidades", label: "Para que usamos", sub: true },
  { id: "bases-legais", label: "Bases legais", sub: true },
  { id: "compartilhamento", label: "Com quem compartilhamos", sub: true },
  { id: "cookies", label: "Cookies", sub: true },
  { id: "seguranca", label: "Segurança", sub: true },
  { id: "retencao", label: "Por quanto tempo guardamos", sub: true },
  { id: "direitos", label: "Seus direitos", sub: true },
  { id: "encarregado", label: "Encarregado (DPO)", sub: true },
  { id: "termos", label: "Termos de Uso" },
  { id: "remocao-de-dados", label: "Solicitar remoção de dados" },
];

export function PrivacyToc() {
  return <PolicyToc entries={TOC} />;
}
