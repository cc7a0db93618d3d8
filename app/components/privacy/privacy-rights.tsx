import { Link } from "react-router";
import { PolicySection } from "~/components/help/policy-layout";
import { POLICY } from "~/i18n/policies";
import { BRAND } from "~/lib/common/brand";

export interface RetentionPeriods {
  sampleAddressDays: number;
  contactMessageMonths: number;
}

/** "Por quanto tempo guardamos": the periods come from the same settings the retention job follows. */
export function RetentionSection({ periods }: { periods: RetentionPeriods }) {
  return (
    <PolicySection level={3} id="retencao" title="Por quanto tempo guardamos">
      <ul>
        <li>
          <strong>Conta, pontos, avaliações e curtidas:</strong> enquanto a conta existir. Você pode excluir a conta quando quiser em Minha
          Conta; depois de um pedido de remoção, em até {POLICY.privacyRequestDays} dias.
        </li>
        <li>
          <strong>Endereço, telefone e CPF de entrega das amostras:</strong> apagados {periods.sampleAddressDays} dias depois que a
          solicitação é concluída ou rejeitada. Produto, status e datas ficam, sem identificação, para as estatísticas da loja.
        </li>
        <li>
          <strong>Mensagens de contato:</strong> apagadas {periods.contactMessageMonths} meses depois do envio.
        </li>
        <li>
          <strong>Newsletter:</strong> até você cancelar a inscrição, pelo link em cada mensagem.
        </li>
        <li>
          <strong>Sessões e links enviados por e-mail:</strong> apagados quando vencem. Os registros de tentativas de acesso, quando vencem;
          os endereços de onde você já entrou na conta, depois de 180 dias.
        </li>
        <li>
          <strong>Registros de acesso</strong> (IP, data e hora): 6 meses, como manda o Marco Civil da Internet.
        </li>
        <li>
          <strong>Solicitações de privacidade:</strong> 5 anos, como prova do atendimento.
        </li>
      </ul>
      <p>Terminado o prazo, os dados são apagados ou anonimizados automaticamente.</p>
    </PolicySection>
  );
}

/** The rights of LGPD art. 18 and where on the site each is exercised. */
const RIGHTS: { title: string; text: string; where: React.ReactNode }[] = [
  {
    title: "Confirmação da existência de tratamento",
    text: "saber se tratamos dados seus.",
    where: (
      <>
        Entre em <Link to="/dashboard">Minha Conta</Link>: tudo o que guardamos aparece lá. Sem conta, escreva ao encarregado.
      </>
    ),
  },
  {
    title: "Acesso aos dados",
    text: "receber uma cópia dos dados que temos sobre você.",
    where: (
      <>
        Em <Link to="/dashboard#privacidade">Minha Conta › Privacidade</Link>, botão “Baixar meus dados”.
      </>
    ),
  },
  {
    title: "Correção",
    text: "corrigir dados incompletos, inexatos ou desatualizados.",
    where: (
      <>
        Em <Link to="/dashboard">Minha Conta › Perfil</Link>, botão de editar o perfil (nome, e-mail e telefone).
      </>
    ),
  },
  {
    title: "Anonimização, bloqueio ou eliminação",
    text: "apagar ou anonimizar seus dados, inclusive os tratados com base no seu consentimento.",
    where: (
      <>
        Em <Link to="/dashboard#excluir-conta">Minha Conta › Excluir minha conta</Link>, na hora; ou pelo{" "}
        <a href="#remocao-de-dados">formulário de remoção de dados</a> desta página (com protocolo, em até {POLICY.privacyRequestDays}{" "}
        dias).
      </>
    ),
  },
  {
    title: "Portabilidade",
    text: "levar seus dados a outro fornecedor, em formato estruturado.",
    where: (
      <>
        “Baixar meus dados”, em <Link to="/dashboard#privacidade">Minha Conta</Link>, entrega um arquivo JSON com todos eles.
      </>
    ),
  },
  {
    title: "Informação sobre compartilhamento",
    text: "saber com quais empresas e órgãos compartilhamos seus dados.",
    where: (
      <>
        Na seção <a href="#compartilhamento">Com quem compartilhamos</a>, acima; detalhes pelo e-mail do encarregado.
      </>
    ),
  },
  {
    title: "Informação sobre o consentimento",
    text: "saber quando você pode não consentir e o que acontece se não consentir.",
    where: (
      <>
        Na seção <a href="#bases-legais">Bases legais</a>, acima: só a newsletter depende do seu consentimento, e sem ele nada muda no resto
        do site.
      </>
    ),
  },
  {
    title: "Revogação do consentimento",
    text: "retirar o consentimento a qualquer momento.",
    where: <>Pelo link “Cancelar inscrição” em cada e-mail da newsletter, sem precisar de conta.</>,
  },
];

export function RightsSection() {
  return (
    <PolicySection level={3} id="direitos" title="Seus direitos">
      <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento, sem custo:</p>
      <ol aria-label="Direitos do titular">
        {RIGHTS.map((right) => (
          <li key={right.title} data-testid="right">
            <strong>{right.title}:</strong> {right.text}
            <br />
            <span className="text-sm">
              <strong>Onde:</strong> {right.where}
            </span>
          </li>
        ))}
      </ol>
      <p>
        Para qualquer direito, você também pode escrever ao encarregado, em{" "}
        <a href={`mailto:${BRAND.privacyEmail}`}>{BRAND.privacyEmail}</a>. Para proteger você, podemos pedir uma confirmação de identidade
        antes de atender. A confirmação e o acesso em formato simplificado são imediatos; a declaração completa sai em até 15 dias (art. 19
        da LGPD). Se não ficar satisfeito com a nossa resposta, você pode reclamar à ANPD.
      </p>
    </PolicySection>
  );
}
