import { Link } from "react-router";
import { Clock, Mail, MapPin, ShieldCheck } from "~/components/icons";
import { PageHero } from "~/components/help/page-hero";
import { PolicySection } from "~/components/help/policy-layout";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatLongDate } from "~/i18n/format";
import type { LegalDocument } from "~/db/schema/enums";
import { CURRENT_VERSIONS, versionDate } from "~/i18n/legal";
import { BRAND } from "~/lib/common/brand";

/**
 * The fixed parts of the privacy page (/lgpd) — its hero, policy and terms, and the privacy contact —,
 * one chunk the browser loads only when it has to render them itself (lib/island.tsx): on first load
 * it keeps the server's HTML. Each part's root element carries its `data-island` id.
 */

/**
 * The versions of the two texts below are in i18n/legal.ts: a relevant change to either text gets a
 * new version there (with what changed), and signed-in people are asked to accept it.
 */
const versionOf = (document: LegalDocument) => formatLongDate(versionDate(CURRENT_VERSIONS[document]));
/** When the texts below last changed (shown to the reader). */
const UPDATED_AT = versionDate([CURRENT_VERSIONS.termos, CURRENT_VERSIONS.privacidade].sort().at(-1)!);

export function PrivacyHero() {
  return (
    <PageHero
      island="privacy:hero"
      eyebrow="Privacidade (LGPD)"
      title="Privacidade e Termos de Uso"
      description="Usamos seus dados para enviar suas amostras, cuidar da sua conta e dos seus pontos e responder você. Nunca vendemos dados pessoais."
    >
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="#remocao-de-dados" className={buttonVariants()}>
          Solicitar remoção de dados
        </a>
        <a href="#termos" className={buttonVariants({ variant: "outline" })}>
          Ler os Termos de Uso
        </a>
      </div>
      <p className="mt-4 text-sm text-muted">Última atualização: {formatLongDate(UPDATED_AT)}</p>
    </PageHero>
  );
}

/** The privacy policy and the terms of use, up to the data-removal form. */
export function PrivacyPolicy() {
  return (
    <div className="space-y-10" data-island="privacy:policy">
      <div id="politica-de-privacidade" className="scroll-mt-24">
        <h2 className="text-3xl font-bold text-brand-900">Política de Privacidade</h2>
        <p className="mt-2 text-muted">
          Esta política explica como tratamos dados pessoais no site da {BRAND.name}, conforme a Lei Geral de Proteção de Dados Pessoais
          (Lei nº 13.709/2018, LGPD).
        </p>
        <p className="mt-1 text-sm font-medium text-brand-800" data-testid="privacy-version">
          Versão de {versionOf("privacidade")}
        </p>
      </div>

      <PolicySection level={3} id="controlador" title="Quem cuida dos seus dados">
        <p>
          A controladora dos dados é a <strong>{BRAND.legalName}</strong>, CNPJ {BRAND.cnpj}, com sede em {BRAND.address}. É ela quem decide
          como os dados são usados e responde por eles.
        </p>
      </PolicySection>

      <PolicySection level={3} id="dados-coletados" title="Dados que coletamos">
        <p>Coletamos apenas o que você nos informa ao usar o site e o mínimo técnico para mantê-lo funcionando com segurança:</p>
        <ul>
          <li>
            <strong>Conta:</strong> nome completo, e-mail, telefone (opcional) e senha. A senha nunca é guardada como texto: guardamos só um
            código irreversível (hash), que nem a nossa equipe consegue ler.
          </li>
          <li>
            <strong>Amostras grátis:</strong> nome, e-mail, telefone, endereço, cidade, estado, CEP e observações de entrega, o CPF quando
            você o informa (opcional, para a nota fiscal de envio), além da situação de cada solicitação e do código de rastreio.
          </li>
          <li>
            <strong>Avaliações:</strong> nota, título e texto que você escreve sobre um produto, publicados com o seu nome depois da
            moderação.
          </li>
          <li>
            <strong>Curtidas</strong> em posts do blog.
          </li>
          <li>
            <strong>Programa de pontos:</strong> saldo, histórico de pontos ganhos e usados, e prêmios resgatados.
          </li>
          <li>
            <strong>Newsletter:</strong> o e-mail que você cadastrou.
          </li>
          <li>
            <strong>Contato e privacidade:</strong> nome, e-mail, assunto e mensagem enviados pelo formulário de contato, e os dados das
            solicitações feitas nesta página.
          </li>
          <li>
            <strong>Dados técnicos:</strong> endereço IP, data e hora de acesso e navegador, que o Marco Civil da Internet nos obriga a
            registrar, e os cookies de sessão descritos abaixo.
          </li>
        </ul>
        <p>
          Não pedimos dados de saúde. Se você mencionar algo assim numa mensagem ou avaliação, usamos apenas para responder, e as avaliações
          passam por moderação antes de serem publicadas. Não guardamos dados de cartão de pagamento. Os produtos que você marca como
          favoritos ficam só no seu aparelho enquanto você não entra na sua conta; com a conta, ficam guardados nela para aparecer em
          qualquer aparelho, e saem dela quando você os remove.
        </p>
      </PolicySection>

      <PolicySection level={3} id="finalidades" title="Para que usamos">
        <ul>
          <li>criar e manter sua conta e confirmar que é você quem entra nela;</li>
          <li>separar, enviar e rastrear suas amostras, e avisar por e-mail a cada mudança de situação;</li>
          <li>registrar seus pontos e entregar os prêmios que você resgatar;</li>
          <li>publicar suas avaliações e mostrar o selo "Recebeu amostra grátis" quando for o caso;</li>
          <li>responder suas mensagens e solicitações;</li>
          <li>enviar a newsletter, se você se inscreveu;</li>
          <li>proteger o site e os clientes contra fraudes e abusos, como tentativas repetidas de acesso;</li>
          <li>cumprir obrigações legais e regulatórias.</li>
        </ul>
        <p>Não usamos seus dados para publicidade de terceiros e não os vendemos.</p>
      </PolicySection>

      <PolicySection level={3} id="bases-legais" title="Bases legais">
        <p>Cada uso tem uma base prevista no art. 7º da LGPD:</p>
        <ul>
          <li>
            <strong>Execução de contrato (art. 7º, V):</strong> conta, amostras, pontos, prêmios e atendimento, que são o serviço que você
            pediu.
          </li>
          <li>
            <strong>Consentimento (art. 7º, I):</strong> newsletter e publicação das suas avaliações. Você pode retirar o consentimento
            quando quiser.
          </li>
          <li>
            <strong>Cumprimento de obrigação legal (art. 7º, II):</strong> guarda dos registros de acesso (Marco Civil da Internet, art. 15)
            e de documentos fiscais.
          </li>
          <li>
            <strong>Exercício regular de direitos (art. 7º, VI):</strong> guarda das solicitações de privacidade e das conversas com o
            atendimento, como prova do que foi pedido e feito.
          </li>
          <li>
            <strong>Legítimo interesse (art. 7º, IX):</strong> segurança, prevenção a fraudes e melhorias do site, sempre dentro do que você
            pode esperar e respeitando seus direitos.
          </li>
        </ul>
      </PolicySection>

      <PolicySection level={3} id="compartilhamento" title="Com quem compartilhamos">
        <p>Compartilhamos apenas o necessário, com empresas que seguem contratos de confidencialidade e segurança:</p>
        <ul>
          <li>
            <strong>Correios e transportadoras:</strong> nome, endereço, CEP e telefone, para entregar amostras e prêmios.
          </li>
          <li>
            <strong>Provedor de e-mail:</strong> seu e-mail e o conteúdo das mensagens que enviamos (confirmações, avisos e comprovantes).
          </li>
          <li>
            <strong>Hospedagem e banco de dados:</strong> os servidores onde o site e os dados ficam guardados.
          </li>
          <li>
            <strong>Parceiros de prêmios:</strong> quando você resgata um prêmio prestado por parceiro, como a consulta com nutricionista,
            só o nome e o e-mail necessários para agendar.
          </li>
          <li>
            <strong>Autoridades:</strong> quando a lei ou uma ordem judicial exigir.
          </li>
        </ul>
        <p>Se algum fornecedor tratar dados fora do Brasil, isso só acontece com as garantias exigidas pelo art. 33 da LGPD.</p>
      </PolicySection>

      <PolicySection level={3} id="cookies" title="Cookies">
        <p>
          Usamos apenas cookies essenciais, sem publicidade nem rastreamento de terceiros: o cookie de sessão, que mantém você conectado
          (até fechar o navegador, ou por 30 dias se você marcar "Lembrar-me"), e um cookie de poucos segundos que leva as mensagens de
          confirmação de uma página para a outra. Por serem necessários ao funcionamento do site, eles não dependem de consentimento.
        </p>
      </PolicySection>

      <PolicySection level={3} id="seguranca" title="Segurança">
        <p>
          O site usa conexão cifrada (HTTPS), senhas guardadas com hash, limite de tentativas contra acessos indevidos e acesso restrito da
          equipe aos dados, apenas para quem precisa deles no trabalho. Se acontecer um incidente de segurança que possa trazer risco a
          você, avisaremos você e a Autoridade Nacional de Proteção de Dados (ANPD), como pede o art. 48 da LGPD.
        </p>
      </PolicySection>
    </div>
  );
}

/** The privacy officer and the terms of use (after the retention periods and the rights, which read the settings). */
export function PrivacyTerms() {
  return (
    <div className="space-y-10" data-island="privacy:terms">
      <PolicySection level={3} id="encarregado" title="Encarregado pelo tratamento de dados (DPO)">
        <p>Nossa Equipe de Privacidade é a encarregada (art. 41 da LGPD) e o canal para dúvidas, pedidos e reclamações sobre seus dados.</p>
        <ul>
          <li>
            E-mail: <a href={`mailto:${BRAND.privacyEmail}`}>{BRAND.privacyEmail}</a>
          </li>
          <li>Atendimento: {BRAND.privacyHours}</li>
          <li>
            Correspondência: {BRAND.legalName}, {BRAND.address}
          </li>
        </ul>
        <p>
          Menores de 18 anos não devem criar conta nem pedir amostras. Se você souber de dados de uma criança ou adolescente no site,
          escreva para o encarregado para que sejam removidos. Quando esta política mudar de forma relevante, mostraremos o que mudou a quem
          tem conta, no próximo acesso.
        </p>
      </PolicySection>

      <section
        id="termos"
        aria-labelledby="termos-titulo"
        className="scroll-mt-24 rounded-2xl bg-cream-50 p-5 ring-1 ring-cream-200 sm:p-8"
      >
        <h2 id="termos-titulo" className="text-3xl font-bold text-brand-900">
          Termos de Uso
        </h2>
        <p className="mt-1 text-sm font-medium text-brand-800" data-testid="terms-version">
          Versão de {versionOf("termos")}
        </p>
        <div className="prose-rv mt-3">
          <p>Ao criar uma conta ou usar o site da {BRAND.name}, você concorda com estes termos.</p>
          <h3>1. Conta</h3>
          <p>
            A conta é pessoal, para maiores de 18 anos, e deve ter dados verdadeiros. Você confirma o e-mail antes de entrar e cuida do
            sigilo da sua senha. Podemos desativar contas usadas para fraude, abuso do programa de pontos ou desrespeito a estes termos.
            Você pode excluir sua conta quando quiser, em Minha Conta.
          </p>
          <h3>2. Amostras grátis</h3>
          <p>
            As amostras são gratuitas; você paga apenas o frete. Você pode ter uma solicitação em aberto por produto. Toda solicitação passa
            por análise e depende de estoque, e pode ser recusada, por exemplo, por endereço incompleto ou pedidos repetidos. Confira o
            endereço: a entrega vai para o endereço informado.
          </p>
          <h3>3. Pontos e prêmios</h3>
          <p>
            Você ganha pontos por ações como solicitar amostras, avaliar produtos e completar o perfil; os valores de cada ação estão na
            página <Link to="/pontos">Programa de Pontos</Link> e podem mudar, sem afetar os pontos já ganhos. Pontos não têm valor em
            dinheiro, não podem ser transferidos e são trocados por prêmios enquanto houver estoque. Um resgate cancelado devolve os pontos.
            Pontos obtidos por fraude podem ser retirados, com o motivo registrado no seu histórico.
          </p>
          <h3>4. Avaliações e conteúdo enviado</h3>
          <p>
            Avaliações devem contar a sua experiência real com o produto. Não publicamos textos ofensivos, com dados pessoais de outras
            pessoas, propaganda ou promessas de cura e tratamento, já que suplementos não são medicamentos. Ao enviar uma avaliação, você
            nos autoriza a publicá-la no site com o seu nome.
          </p>
          <h3>5. Informação de saúde</h3>
          <p>
            Os textos do blog e das páginas de produto são informativos e não substituem a orientação de médicos ou nutricionistas.
            Suplementos alimentares não tratam, não curam e não previnem doenças.
          </p>
          <h3>6. Propriedade intelectual</h3>
          <p>
            Marca, textos, imagens e ilustrações do site pertencem à {BRAND.legalName} e não podem ser copiados para uso comercial sem
            autorização.
          </p>
          <h3>7. Disponibilidade e responsabilidades</h3>
          <p>
            Trabalhamos para manter o site no ar e as informações corretas, mas pode haver interrupções para manutenção. Não respondemos por
            sites de terceiros indicados em links.
          </p>
          <h3>8. Mudanças, lei e foro</h3>
          <p>
            Podemos atualizar estes termos e esta política; cada versão tem a data em que passa a valer, mostrada no início de cada texto.
            Guardamos qual versão você aceitou e quando. Quando houver uma nova versão, mostramos o que mudou no seu próximo acesso e
            pedimos que você a aceite para continuar usando a conta. Valem as leis brasileiras, inclusive o Código de Defesa do Consumidor,
            e o foro do domicílio do consumidor.
          </p>
        </div>
      </section>
    </div>
  );
}

/** The privacy officer's contact, beside the data-removal form. */
export function PrivacyContact() {
  return (
    <Card data-island="privacy:contact">
      <CardHeader>
        <CardTitle className="text-base">Contato de privacidade</CardTitle>
        <CardDescription>Encarregado pelo tratamento de dados</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p className="flex items-start gap-2">
          <Mail className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <a
            href={`mailto:${BRAND.privacyEmail}`}
            className="inline-flex min-h-11 items-center font-medium break-all text-brand-700 hover:underline"
          >
            {BRAND.privacyEmail}
          </a>
        </p>
        <p className="flex items-start gap-2">
          <Clock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {BRAND.privacyHours}
        </p>
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {BRAND.address}
        </p>
      </CardContent>
    </Card>
  );
}

export function PrivacyNote() {
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-muted" data-island="privacy:note">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
      Quer só corrigir seus dados ou sair da newsletter? Não é preciso apagar tudo: corrija o perfil em Minha Conta ou escreva para o
      encarregado.
    </p>
  );
}
