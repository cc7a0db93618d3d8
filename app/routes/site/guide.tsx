import { Link } from "react-router";
import { Brain, Droplets, Dumbbell, ListChecks, Moon, Pill, Printer, Utensils } from "~/components/icons";
import type { Route } from "./+types/guide";
import { pageMeta } from "~/lib/render/meta";
import { BRAND } from "~/lib/common/brand";
import { EBOOK } from "~/i18n/site";
import { Button, buttonVariants } from "~/components/ui/button";

// The guide is what the eBook call to action sends by e-mail: kept out of search results and the sitemap.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: EBOOK.title,
    description: `${EBOOK.title}: sono, alimentação, hidratação, movimento, equilíbrio emocional e suplementação consciente, com um plano de 7 dias.`,
    noindex: true,
  });

interface Chapter {
  id: string;
  title: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  intro: string;
  why: string;
  actions: string[];
  attention?: string;
}

const CHAPTERS: Chapter[] = [
  {
    id: "sono",
    title: "Sono reparador",
    icon: Moon,
    intro:
      "É durante o sono que o corpo faz sua manutenção: o cérebro organiza memórias, os músculos se recuperam e hormônios ligados ao apetite e ao estresse são regulados.",
    why: "A maioria dos adultos precisa de 7 a 9 horas por noite. Mais importante do que acertar o número exato é manter horários regulares, inclusive nos fins de semana.",
    actions: [
      "Escolha um horário para acordar e mantenha-o todos os dias; o horário de dormir tende a se ajustar.",
      "Tome luz natural pela manhã, de 10 a 20 minutos, para sinalizar ao corpo que o dia começou.",
      "Evite cafeína depois das 14h e refeições muito pesadas nas duas horas antes de deitar.",
      "Crie um ritual de 30 minutos para desacelerar: luz baixa, banho morno, leitura em papel.",
      "Deixe o quarto escuro, silencioso e fresco; celular longe da cama.",
      "Se não conseguir dormir em 20 minutos, levante, faça algo calmo com pouca luz e volte quando sentir sono.",
    ],
    attention:
      "Ronco alto com pausas na respiração, sonolência intensa durante o dia ou insônia que dura semanas merecem avaliação de um médico.",
  },
  {
    id: "alimentacao",
    title: "Alimentação de verdade",
    icon: Utensils,
    intro:
      "O Guia Alimentar para a População Brasileira resume a regra de ouro: prefira alimentos in natura ou minimamente processados e deixe os ultraprocessados como exceção.",
    why: "Arroz, feijão, legumes, verduras, frutas, ovos, carnes e castanhas fornecem energia e também as vitaminas, os minerais e as fibras que o corpo usa para transformá-la em disposição.",
    actions: [
      "Monte o prato assim: metade com legumes e verduras, um quarto com proteína e um quarto com arroz, feijão, mandioca ou outro carboidrato.",
      "Inclua pelo menos uma fruta no café da manhã e outra no lanche da tarde.",
      "Troque biscoitos e salgadinhos por castanhas, iogurte natural ou frutas.",
      "Cozinhe mais em casa, nem que seja nos fins de semana, e congele porções para a semana.",
      "Coma com calma e sem telas; a saciedade leva cerca de 20 minutos para chegar.",
      "Varie as cores do prato: cada cor costuma indicar um grupo diferente de compostos vegetais.",
    ],
  },
  {
    id: "hidratacao",
    title: "Hidratação",
    icon: Droplets,
    intro: "Mesmo uma desidratação leve pode pesar no humor, na atenção e na sensação de cansaço ao longo do dia.",
    why: "Uma referência prática usada por nutricionistas fica em torno de 35 ml de água por quilo de peso por dia, mais nos dias quentes e de exercício. A cor da urina ajuda: amarelo-claro é um bom sinal.",
    actions: [
      "Comece o dia com um copo de água, antes do café.",
      "Deixe uma garrafa à vista na mesa de trabalho e reabasteça sempre que esvaziar.",
      "Associe a água a hábitos que já existem: um copo a cada refeição e a cada pausa.",
      "Dê sabor com rodelas de limão, hortelã ou gengibre em vez de refrigerantes e sucos adoçados.",
      "Aumente a ingestão em dias quentes, em viagens e quando praticar atividade física.",
    ],
  },
  {
    id: "movimento",
    title: "Movimento diário",
    icon: Dumbbell,
    intro:
      "A atividade física regular está entre os hábitos mais estudados pela ciência, com benefícios que vão do coração ao humor e à qualidade do sono.",
    why: "A Organização Mundial da Saúde recomenda pelo menos 150 minutos de atividade moderada por semana, além de exercícios de fortalecimento muscular duas vezes por semana. Isso dá pouco mais de 20 minutos por dia.",
    actions: [
      "Caminhe 10 minutos depois do almoço ou do jantar.",
      "Suba escadas sempre que puder e desça um ponto antes do ônibus.",
      "Faça uma pausa de 2 minutos para alongar a cada hora sentado.",
      "Duas vezes por semana, faça exercícios de força: agachamentos, flexões apoiadas e pranchas já contam.",
      "Escolha algo de que você goste, como dançar, pedalar ou nadar: o melhor exercício é o que você mantém.",
    ],
    attention:
      "Se você tem alguma condição de saúde ou está parado há muito tempo, converse com um médico antes de aumentar a intensidade.",
  },
  {
    id: "equilibrio",
    title: "Equilíbrio emocional",
    icon: Brain,
    intro:
      "O estresse é uma resposta natural que nos prepara para desafios. O problema é quando ele vira constante, sem momentos de recuperação, e passa a afetar sono, apetite e concentração.",
    why: "Práticas simples, repetidas todos os dias, ajudam o corpo a sair do modo de alerta. As relações sociais também contam: vínculos de qualidade estão entre os fatores mais ligados ao bem-estar ao longo da vida.",
    actions: [
      "Respiração 4-6: inspire pelo nariz contando até 4 e solte o ar contando até 6, por 3 minutos.",
      "Reserve 10 minutos do dia sem telas, de preferência ao ar livre.",
      "Defina um horário para encerrar o trabalho e desligue as notificações depois dele.",
      "Anote à noite três coisas que deram certo no dia, por menores que sejam.",
      "Marque um encontro ou uma ligação por semana com alguém de quem você gosta.",
    ],
    attention:
      "Tristeza persistente, ansiedade que atrapalha a rotina ou perda de interesse pelas coisas pedem a ajuda de um profissional de saúde mental.",
  },
  {
    id: "suplementacao",
    title: "Suplementação consciente",
    icon: Pill,
    intro:
      "Suplementos alimentares complementam a alimentação, não a substituem. Fazem mais sentido quando há uma necessidade identificada, como pouca exposição ao sol, pouco peixe na dieta ou uma rotina que dificulta comer bem.",
    why: "No Brasil, os suplementos seguem as regras da Anvisa (RDC 243/2018), que definem ingredientes permitidos, limites de dose e o que o rótulo pode dizer. Suplemento não é medicamento e não promete cura.",
    actions: [
      "Comece pelos outros pilares: eles são a base, e nenhum suplemento compensa noites mal dormidas.",
      "Leia a tabela do rótulo: procure a quantidade de cada ingrediente por porção e a porção recomendada.",
      "Em extratos vegetais, prefira os padronizados, que informam o teor do composto principal.",
      "Confira lote, validade, fabricante e se a dose se aproxima da usada nas pesquisas.",
      "Desconfie de promessas de resultados rápidos, de “fórmulas secretas” e de doses muito acima das recomendadas.",
      "Dê tempo ao corpo: muitos nutrientes e extratos agem de forma gradual, ao longo de semanas.",
    ],
    attention:
      "Gestantes, lactantes, crianças, pessoas que usam medicamentos contínuos ou que têm alguma doença devem conversar com o médico ou nutricionista antes de começar qualquer suplemento.",
  },
];

const PLAN = [
  { day: "Dia 1", focus: "Sono", action: "Defina seu horário fixo de acordar e coloque um alarme para começar o ritual da noite." },
  { day: "Dia 2", focus: "Hidratação", action: "Calcule sua meta de água e deixe uma garrafa sempre à vista." },
  { day: "Dia 3", focus: "Alimentação", action: "Monte o prato com metade de vegetais no almoço e no jantar." },
  { day: "Dia 4", focus: "Movimento", action: "Faça uma caminhada de 10 minutos depois de uma refeição." },
  { day: "Dia 5", focus: "Equilíbrio", action: "Pratique a respiração 4-6 por 3 minutos, duas vezes no dia." },
  {
    day: "Dia 6",
    focus: "Suplementação",
    action: "Revise os rótulos do que você já usa e anote dúvidas para o seu profissional de saúde.",
  },
  { day: "Dia 7", focus: "Revisão", action: "Veja o que funcionou, escolha um hábito para manter e outro para começar na próxima semana." },
] as const;

const CHECKLIST = [
  "Acordei no horário planejado",
  "Tomei luz natural pela manhã",
  "Bebi minha meta de água",
  "Comi pelo menos 3 porções de frutas, legumes ou verduras",
  "Me movimentei por 20 minutos ou mais",
  "Fiz uma pausa para respirar ou desacelerar",
  "Desliguei as telas 30 minutos antes de dormir",
] as const;

const REFERENCES = [
  "Ministério da Saúde. Guia Alimentar para a População Brasileira, 2ª edição, 2014.",
  "Organização Mundial da Saúde. Diretrizes sobre atividade física e comportamento sedentário, 2020.",
  "Watson NF et al. Recommended amount of sleep for a healthy adult. Sleep, 2015 (American Academy of Sleep Medicine e Sleep Research Society).",
  "Agência Nacional de Vigilância Sanitária (Anvisa). RDC nº 243, de 26 de julho de 2018, sobre suplementos alimentares.",
] as const;

export default function Guide() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">eBook gratuito · {BRAND.name}</p>
        <h1 className="mt-1 text-3xl leading-tight font-bold text-brand-900 md:text-4xl">{EBOOK.title}</h1>
        <p className="mt-4 text-lg text-muted">
          Um roteiro simples para ter mais energia e bem-estar com hábitos que cabem na rotina. Leia com calma, escolha um ponto de partida
          e avance um passo de cada vez.
        </p>
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden /> Imprimir ou salvar em PDF
          </Button>
        </div>
      </header>

      <nav aria-labelledby="sumario" className="mt-8 rounded-2xl bg-cream-50 p-5">
        <h2 id="sumario" className="text-lg font-semibold text-brand-900">
          Neste guia
        </h2>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          <li>
            <a href="#como-usar" className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
              Como usar este guia
            </a>
          </li>
          {CHAPTERS.map((c, i) => (
            <li key={c.id}>
              <a href={`#${c.id}`} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
                {i + 1}. {c.title}
              </a>
            </li>
          ))}
          <li>
            <a href="#plano" className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
              Plano de 7 dias
            </a>
          </li>
          <li>
            <a href="#checklist" className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
              Checklist diário
            </a>
          </li>
        </ol>
      </nav>

      <section id="como-usar" className="prose-rv mt-10">
        <h2>Como usar este guia</h2>
        <p>
          Vitalidade não vem de uma cápsula ou de um exercício isolado: ela é construída por escolhas pequenas, repetidas todos os dias, que
          se reforçam umas às outras. Este guia reúne seis áreas que aparecem com frequência nas pesquisas sobre saúde e qualidade de vida.
        </p>
        <p>
          Tentar mudar tudo de uma vez costuma ser o caminho mais rápido para desistir. Leia o guia inteiro, escolha <strong>um</strong>{" "}
          hábito e pratique por uma semana. Quando ele estiver automático, acrescente outro. O plano de 7 dias no fim do guia ajuda a
          começar.
        </p>
      </section>

      {CHAPTERS.map((c, i) => (
        <section key={c.id} id={c.id} aria-labelledby={`${c.id}-titulo`} className="mt-12 scroll-mt-24">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <c.icon className="size-6" aria-hidden />
            </span>
            <h2 id={`${c.id}-titulo`} className="text-2xl font-semibold text-brand-900">
              {i + 1}. {c.title}
            </h2>
          </div>
          <div className="prose-rv mt-2">
            <p>{c.intro}</p>
            <p>{c.why}</p>
            <h3>Na prática</h3>
            <ul>
              {c.actions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            {c.attention ? (
              <blockquote>
                <strong>Atenção:</strong> {c.attention}
              </blockquote>
            ) : null}
          </div>
        </section>
      ))}

      <section id="plano" aria-labelledby="plano-titulo" className="mt-14 scroll-mt-24">
        <h2 id="plano-titulo" className="text-2xl font-semibold text-brand-900">
          Plano de 7 dias
        </h2>
        <p className="mt-2 text-muted">Um passo por dia. Os hábitos de um dia continuam nos seguintes.</p>
        <ol className="mt-5 space-y-3">
          {PLAN.map((p) => (
            <li key={p.day} className="flex gap-4 rounded-2xl border border-cream-200 bg-white p-4">
              <span className="flex w-16 shrink-0 flex-col">
                <span className="font-display text-lg font-bold text-brand-700">{p.day}</span>
                <span className="text-xs font-semibold text-muted uppercase">{p.focus}</span>
              </span>
              <span className="text-ink">{p.action}</span>
            </li>
          ))}
        </ol>
      </section>

      <section id="checklist" aria-labelledby="checklist-titulo" className="mt-14 scroll-mt-24 rounded-2xl bg-leaf-100 p-6">
        <div className="flex items-center gap-3">
          <ListChecks className="size-7 text-brand-700" aria-hidden />
          <h2 id="checklist-titulo" className="text-2xl font-semibold text-brand-900">
            Checklist diário
          </h2>
        </div>
        <p className="mt-2 text-ink">
          Imprima ou copie para o seu caderno e marque ao fim de cada dia. Não é preciso marcar tudo: o objetivo é perceber o que avança.
        </p>
        <ul className="mt-4 space-y-2">
          {CHECKLIST.map((item) => (
            <li key={item} className="flex items-center gap-3 text-ink">
              <span className="inline-block size-5 shrink-0 rounded border-2 border-brand-600 bg-white" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="referencias" className="mt-14">
        <h2 id="referencias" className="text-xl font-semibold text-brand-900">
          Referências
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-sm text-muted">
          {REFERENCES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <p className="mt-6 rounded-xl bg-cream-50 p-4 text-sm text-muted">
          Este guia tem caráter informativo e não substitui a orientação de um médico, nutricionista ou outro profissional de saúde.
          Suplementos alimentares não são medicamentos e não se destinam a diagnosticar, tratar ou curar doenças.
        </p>
      </section>

      <aside className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-700 p-6 text-white print:hidden sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-display text-xl font-semibold">Quer continuar aprendendo?</p>
          <p className="mt-1 text-brand-100">Leia nossos artigos ou peça a amostra grátis de um produto e pague apenas o frete.</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to="/produtos" className={buttonVariants({ variant: "secondary" })}>
            Ver produtos
          </Link>
          <Link to="/blog" className={buttonVariants({ variant: "outline" })}>
            Ler o blog
          </Link>
        </div>
      </aside>
    </article>
  );
}
