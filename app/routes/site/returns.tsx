import { Link } from "react-router";
import { Gift, LifeBuoy } from "~/components/icons";
import type { Route } from "./+types/returns";
import { PageHero } from "~/components/help/page-hero";
import { KeyFigure, PolicyLayout, PolicySection, PolicyToc, type TocEntry } from "~/components/help/policy-layout";
import { buttonVariants } from "~/components/ui/button";
import { POLICY } from "~/i18n/policies";
import { BRAND } from "~/lib/common/brand";
import { pageMeta } from "~/lib/render/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Política de Troca e Devolução",
    description: `Arrependimento em ${POLICY.withdrawalDays} dias, garantia de satisfação de ${POLICY.satisfactionDays} dias, defeitos em até ${POLICY.defectDays} dias: prazos, reembolso e frete da ${BRAND.name}.`,
    canonical: `${matches[0]?.loaderData?.baseUrl ?? ""}/politica-troca`,
  });

export { contentPageLoader as loader } from "~/services/content-page.server";
export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

const TOC: TocEntry[] = [
  { id: "prazos", label: "1. Prazos" },
  { id: "condicao-do-produto", label: "2. Condição do produto" },
  { id: "como-solicitar", label: "3. Como solicitar" },
  { id: "reembolso-e-frete", label: "4. Reembolso e frete" },
  { id: "amostras-gratis", label: "Amostras grátis", sub: true },
  { id: "produtos-nao-aceitos", label: "5. Produtos não aceitos" },
];

export default function ReturnsPage() {
  return (
    <>
      <PageHero
        eyebrow="Política de Troca e Devolução"
        title="Trocas e devoluções sem complicação"
        description="Se algo não saiu como esperado, resolvemos. Aqui estão os prazos, as condições e como o seu dinheiro volta."
      >
        <div className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4">
          <KeyFigure value={String(POLICY.withdrawalDays)} unit="dias" label="para desistir da compra (arrependimento)" />
          <KeyFigure value={String(POLICY.satisfactionDays)} unit="dias" label="de garantia de satisfação" />
          <KeyFigure value={String(POLICY.defectDays)} unit="dias" label="para produtos com defeito" />
          <KeyFigure value={String(POLICY.transportDamageHours)} unit="horas" label="para avisar de avaria no transporte" />
        </div>
      </PageHero>

      <PolicyLayout nav={<PolicyToc entries={TOC} />}>
        <div className="space-y-10">
          <PolicySection id="prazos" title="1. Prazos">
            <p>Todos os prazos contam a partir do dia em que você recebe o produto.</p>
            <ul>
              <li>
                <strong>Direito de arrependimento: {POLICY.withdrawalDays} dias.</strong> Pelo Código de Defesa do Consumidor (art. 49),
                você pode desistir de uma compra feita pela internet em até {POLICY.withdrawalDays} dias do recebimento, sem precisar
                explicar o motivo.
              </li>
              <li>
                <strong>Garantia de satisfação: {POLICY.satisfactionDays} dias.</strong> Experimentou e não ficou satisfeito? Você pode
                pedir a devolução em até {POLICY.satisfactionDays} dias do recebimento, mesmo com a embalagem aberta.
              </li>
              <li>
                <strong>Produtos com defeito: {POLICY.defectDays} dias.</strong> Problemas de fabricação, como frasco que não veda, cápsulas
                quebradas ou grudadas, ou mudança de cor e cheiro dentro da validade, podem ser informados em até {POLICY.defectDays} dias.
              </li>
              <li>
                <strong>Avaria no transporte: {POLICY.transportDamageHours} horas.</strong> Caixa amassada, violada ou molhada, ou produto
                quebrado: avise em até {POLICY.transportDamageHours} horas do recebimento, com fotos da embalagem e do produto.
              </li>
              <li>
                <strong>Produto errado.</strong> Recebeu algo diferente do que pediu? Avise assim que perceber: enviamos o item certo sem
                custo.
              </li>
            </ul>
          </PolicySection>

          <PolicySection id="condicao-do-produto" title="2. Condição do produto">
            <ul>
              <li>
                <strong>Desistência em {POLICY.withdrawalDays} dias:</strong> o produto deve estar sem uso, com o lacre intacto e na
                embalagem original, com rótulo e nota fiscal.
              </li>
              <li>
                <strong>Garantia de satisfação ({POLICY.satisfactionDays} dias):</strong> aceitamos o produto aberto. Devolva-o na embalagem
                original, com o conteúdo que sobrou e o rótulo e o número do lote legíveis.
              </li>
              <li>
                <strong>Defeito, avaria ou produto errado:</strong> mantenha o produto e a embalagem como chegaram, sem descartar nada, até
                concluirmos a análise. As fotos ajudam a resolver mais rápido.
              </li>
            </ul>
            <p>
              Em todos os casos, informe o número do pedido e guarde a nota fiscal. Precisamos do lote para rastrear a qualidade junto ao
              fabricante.
            </p>
          </PolicySection>

          <PolicySection id="como-solicitar" title="3. Como solicitar">
            <ol>
              <li>
                Fale com a gente pelo formulário da <Link to="/ajuda#fale-conosco">Central de Ajuda</Link>, pelo e-mail{" "}
                <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> ou pelo telefone {BRAND.phone}. Informe o número do pedido, o produto, o
                motivo e, se houver defeito ou avaria, fotos.
              </li>
              <li>
                Analisamos a solicitação em até <strong>{POLICY.analysisBusinessDays} dias úteis</strong> e respondemos por e-mail com as
                instruções de envio.
              </li>
              <li>
                Envie o produto com o código de postagem que indicarmos. Para defeito, avaria ou produto errado, o código é de postagem
                reversa, já pago por nós.
              </li>
              <li>Quando o produto chega e é conferido, fazemos a troca ou o reembolso, como você preferir.</li>
            </ol>
          </PolicySection>

          <PolicySection id="reembolso-e-frete" title="4. Reembolso e frete">
            <p>O reembolso é feito pelo mesmo meio de pagamento da compra, a partir da aprovação da devolução:</p>
            <div className="overflow-x-auto">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Forma de pagamento</th>
                    <th scope="col">Quando o dinheiro volta</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>Pix ou boleto</td>
                    <td>Em até {POLICY.pixBoletoRefundBusinessDays} dias úteis, na conta bancária do titular do pedido</td>
                  </tr>
                  <tr>
                    <td>Cartão de débito</td>
                    <td>Em até {POLICY.pixBoletoRefundBusinessDays} dias úteis, na conta do cartão</td>
                  </tr>
                  <tr>
                    <td>Cartão de crédito</td>
                    <td>Estorno lançado na próxima fatura</td>
                  </tr>
                  <tr>
                    <td>Crédito na loja</td>
                    <td>Imediato, para usar na próxima compra</td>
                  </tr>
                </tbody>
              </table>
            </div>
            <p>Quem paga o frete:</p>
            <ul>
              <li>
                <strong>Defeito, avaria no transporte ou produto errado:</strong> o frete é por nossa conta, tanto da devolução quanto do
                novo envio.
              </li>
              <li>
                <strong>Desistência</strong> (arrependimento em {POLICY.withdrawalDays} dias ou garantia de satisfação em{" "}
                {POLICY.satisfactionDays} dias): o frete da devolução é por conta do cliente. No arrependimento, devolvemos todos os valores
                pagos no pedido, inclusive o frete de entrega.
              </li>
            </ul>
            <div id="amostras-gratis" className="mt-6 scroll-mt-24 rounded-2xl border border-leaf-300 bg-leaf-100/60 p-5">
              <h3 className="mt-0! flex items-center gap-2 text-xl font-semibold text-brand-800">
                <Gift className="size-5 text-brand-600" aria-hidden />
                Amostras grátis
              </h3>
              <p>
                A amostra é gratuita: você paga apenas o frete. Por isso, não há valor de produto a reembolsar, e a amostra não precisa ser
                devolvida.
              </p>
              <ul>
                <li>
                  Se a amostra chegar com avaria (avise em até {POLICY.transportDamageHours} horas), com defeito ou diferente da solicitada,
                  enviamos outra sem nenhum custo, nem de frete, ou devolvemos o frete pago, como você preferir.
                </li>
                <li>
                  Mudou de ideia antes da postagem? Fale com a gente: cancelamos a solicitação e devolvemos o frete, se já tiver sido pago.
                  Depois de postada, o frete não é reembolsado.
                </li>
              </ul>
            </div>
          </PolicySection>

          <PolicySection id="produtos-nao-aceitos" title="5. Produtos não aceitos">
            <p>Não podemos aceitar em devolução:</p>
            <ul>
              <li>
                produtos usados ou com o lacre rompido na desistência em {POLICY.withdrawalDays} dias (abertos, eles entram na garantia de
                satisfação de {POLICY.satisfactionDays} dias);
              </li>
              <li>produtos sem rótulo ou com o número do lote ilegível;</li>
              <li>produtos danificados por mau uso ou guardados fora das condições do rótulo (calor, umidade, luz do sol);</li>
              <li>pedidos feitos depois dos prazos desta política;</li>
              <li>produtos comprados em outras lojas ou revendedores;</li>
              <li>
                prêmios resgatados com pontos, que não são trocados por dinheiro. Se um prêmio chegar com defeito ou avaria, enviamos outro
                ou devolvemos os seus pontos.
              </li>
            </ul>
            <p>
              Esta política não limita os seus direitos pelo Código de Defesa do Consumidor. Em caso de dúvida, vale sempre a solução mais
              favorável a você.
            </p>
          </PolicySection>

          <div className="flex flex-col items-start gap-4 rounded-2xl bg-cream-100 p-6 sm:flex-row sm:items-center">
            <LifeBuoy className="size-10 shrink-0 text-brand-600" aria-hidden />
            <div className="flex-1">
              <h2 className="text-xl font-semibold text-brand-900">Ainda tem dúvidas?</h2>
              <p className="text-sm text-muted">Veja as perguntas frequentes ou fale com a nossa equipe.</p>
            </div>
            <Link to="/ajuda" className={buttonVariants()}>
              Ir para a Central de Ajuda
            </Link>
          </div>
        </div>
      </PolicyLayout>
    </>
  );
}
