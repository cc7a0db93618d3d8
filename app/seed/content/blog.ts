import type { SeedBlogCategory, SeedPost } from "~/seed/types";

/**
 * Demo blog: 5 categories and 9 published posts. The first five posts are the
 * specification's fixed articles (fixed slugs, full text); the other four are
 * shorter companion pieces. Informative tone, no therapeutic claims.
 */

export const SEED_BLOG_CATEGORIES: SeedBlogCategory[] = [
  { name: "Bem-estar", slug: "bem-estar" },
  { name: "Ciência", slug: "ciencia" },
  { name: "Nootrópicos", slug: "nootropicos" },
  { name: "Nutrição", slug: "nutricao" },
  { name: "Sono", slug: "sono" },
];

/**
 * The team member who signs the seeded articles: a nutritionist with her council registration
 * (seeded as an administrator without a password, so she can be chosen as an author; app/db/seed).
 */
export const SEED_AUTHOR = {
  email: "marina.costa@raizvital.com.br",
  fullName: "Marina Costa",
  credentials: "Nutricionista · CRN-3 48215",
} as const;

/** Reading time in minutes at about 200 words per minute. */
function minutos(markdown: string): number {
  const palavras = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(2, Math.round(palavras / 200));
}

const img = (slug: string) => `/images/blog/${slug}.webp`;

// ─── Artigos fixos ───────────────────────────────────────────────────────────

const PILARES = `A palavra vitalidade costuma aparecer associada a fórmulas milagrosas, mas a ciência aponta para um caminho mais simples e, ao mesmo tempo, mais exigente: hábitos consistentes, repetidos todos os dias. Não existe um único alimento, cápsula ou exercício capaz de sustentar sozinho energia, disposição e bem-estar. O que existe é um conjunto de escolhas que se reforçam mutuamente.

Neste guia, reunimos os cinco pilares que aparecem com mais frequência nas pesquisas sobre saúde e qualidade de vida. Eles não são regras rígidas, e sim pontos de partida para você observar a própria rotina e decidir por onde começar.

## 1. Sono reparador

O sono é o momento em que o corpo faz a sua manutenção. Durante a noite, o cérebro organiza memórias, os músculos se recuperam e diversos hormônios são regulados. Estudos que acompanham grandes grupos de pessoas mostram de forma consistente que dormir pouco, ou dormir mal, está associado a mais cansaço, pior humor e dificuldade de concentração.

Para a maioria dos adultos, a recomendação fica entre sete e nove horas por noite. Mais importante do que a quantidade exata, porém, é a regularidade. Alguns cuidados que ajudam:

- Deitar e acordar em horários parecidos, inclusive nos fins de semana;
- Reduzir telas e luzes fortes na última hora antes de dormir;
- Manter o quarto escuro, silencioso e com temperatura agradável;
- Evitar cafeína no fim da tarde e refeições muito pesadas à noite.

## 2. Alimentação de verdade

O Guia Alimentar para a População Brasileira, referência reconhecida internacionalmente, resume bem a ideia: faça de alimentos in natura ou minimamente processados a base da sua alimentação. Arroz, feijão, legumes, verduras, frutas, ovos, castanhas e carnes fornecem não só energia, mas também as vitaminas, os minerais e as fibras que o corpo usa para transformar essa energia em disposição.

Os ultraprocessados, como biscoitos recheados, refrigerantes, salgadinhos e refeições prontas, costumam ser ricos em calorias e pobres em nutrientes. Não é preciso eliminá-los por completo, mas vale que sejam exceção, e não regra.

Um prato colorido é um bom indicador: cada cor costuma representar um grupo diferente de compostos vegetais. E não se esqueça da água, que participa de praticamente todas as reações do organismo.

## 3. Movimento diário

O corpo humano foi feito para se mover. A atividade física regular está entre os hábitos mais estudados da ciência da saúde, com benefícios que vão do coração ao humor, passando pela qualidade do sono e pela memória.

As diretrizes da Organização Mundial da Saúde sugerem pelo menos 150 minutos de atividade moderada por semana, somados a exercícios de fortalecimento muscular duas vezes por semana. Parece muito? Dá pouco mais de 20 minutos por dia. E tudo conta:

- Caminhar até o mercado ou descer um ponto antes do ônibus;
- Subir escadas em vez de usar o elevador;
- Dançar, pedalar, nadar ou brincar com as crianças;
- Fazer pausas para alongar a cada hora de trabalho sentado.

O melhor exercício é aquele que você consegue manter. Comece pequeno e aumente aos poucos.

## 4. Equilíbrio emocional

O estresse, em si, não é vilão: é uma resposta natural que nos prepara para desafios. O problema aparece quando ele se torna constante, sem momentos de recuperação. O estresse prolongado interfere no sono, no apetite, na digestão e na capacidade de concentração, criando um ciclo difícil de quebrar.

Algumas práticas com bom respaldo científico para ajudar a encontrar equilíbrio:

- Respiração lenta e profunda por alguns minutos, várias vezes ao dia;
- Meditação ou atenção plena, mesmo em sessões curtas;
- Contato com a natureza, como caminhadas em parques;
- Tempo de qualidade com pessoas queridas;
- Limites claros entre trabalho e descanso.

As relações sociais merecem destaque. Pesquisas de longo prazo sobre envelhecimento saudável indicam que a qualidade dos vínculos está entre os fatores mais relacionados ao bem-estar ao longo da vida.

## 5. Suplementação consciente

Os suplementos alimentares ocupam um lugar específico nesta lista: eles complementam, não substituem. Fazem mais sentido quando existe uma necessidade identificada, por exemplo pouca exposição ao sol e níveis baixos de vitamina D, uma dieta com pouco peixe e, portanto, pouco ômega-3, ou uma rotina que dificulta o consumo de fibras.

Para usar suplementos de forma consciente:

1. Comece pelos outros quatro pilares, que são a base;
2. Converse com um nutricionista ou médico para identificar necessidades reais;
3. Prefira produtos com procedência clara e dose informada no rótulo;
4. Desconfie de promessas de resultados rápidos ou milagrosos;
5. Dê tempo ao corpo: muitos nutrientes e extratos agem de forma gradual.

## Por onde começar

Tentar mudar tudo de uma vez costuma ser o caminho mais rápido para desistir. Uma estratégia mais realista é escolher um único pilar e um único hábito pequeno: dormir trinta minutos mais cedo, incluir uma fruta no café da manhã, caminhar dez minutos depois do almoço. Quando esse hábito estiver automático, acrescente outro.

A vitalidade é construída, não comprada. E pequenas escolhas repetidas somam mais do que grandes mudanças que duram uma semana.

*Este conteúdo tem caráter informativo e não substitui a orientação de um profissional de saúde. Antes de iniciar qualquer suplementação ou mudança importante na rotina, converse com seu médico ou nutricionista.*`;

const NOOTROPICOS = `O termo nootrópico foi criado na década de 1970 pelo pesquisador romeno Corneliu Giurgea, a partir das palavras gregas para "mente" e "direcionar". Ele descrevia substâncias que apoiariam funções como memória e aprendizado, com boa segurança. Hoje, a palavra ganhou as redes sociais e passou a ser usada para quase tudo, do café a medicamentos controlados.

Neste artigo, focamos nos nootrópicos naturais: plantas, aminoácidos e nutrientes estudados pela relação com o desempenho cognitivo. A proposta é separar o que tem base científica razoável do que ainda é promessa.

## O que são nootrópicos naturais

De forma geral, chamamos de nootrópicos naturais os compostos de origem alimentar ou vegetal que podem contribuir para o funcionamento do cérebro em pessoas saudáveis. Eles não "turbinam" a inteligência nem transformam ninguém em outra pessoa. Os efeitos observados nas pesquisas costumam ser modestos e aparecem, em geral, com o uso contínuo.

Também é importante lembrar que o cérebro depende primeiro do básico: sono, alimentação adequada, atividade física e controle do estresse. Nenhum suplemento compensa noites mal dormidas.

## Como avaliar a evidência

Nem todo estudo tem o mesmo peso. Ao ler sobre um nootrópico, vale observar:

- **Tipo de estudo**: ensaios clínicos randomizados e controlados com placebo, feitos em humanos, são mais confiáveis do que estudos em células ou em animais;
- **Quem participou**: resultados obtidos com idosos, estudantes ou atletas nem sempre se aplicam a todos;
- **Dose e forma**: os extratos padronizados usados nas pesquisas podem ser bem diferentes do produto na prateleira;
- **Consistência**: revisões sistemáticas, que reúnem vários estudos, oferecem uma visão mais sólida do que um estudo isolado.

## Os mais estudados

### Bacopa monnieri

Planta da tradição ayurvédica, a bacopa é um dos nootrópicos naturais com mais ensaios clínicos. Revisões que reuniram esses estudos sugerem que o uso contínuo, por cerca de três meses, pode contribuir para a memória e para a velocidade com que novas informações são processadas. Os efeitos não são imediatos, e algumas pessoas relatam leve desconforto digestivo no início.

### L-teanina com cafeína

A cafeína é o estimulante mais consumido no mundo e contribui para o estado de alerta. A L-teanina, aminoácido do chá verde, parece suavizar a agitação que a cafeína pode causar. Estudos de curto prazo com a combinação observaram melhora em tarefas de atenção, o que explica a popularidade da dupla.

### Ômega-3 (DHA)

O DHA é um componente estrutural das membranas dos neurônios. A relação entre a ingestão de ômega-3 e a saúde do cérebro aparece em muitos estudos de observação; os ensaios com suplementação mostram resultados mais claros em pessoas que comem pouco peixe.

### Rhodiola e ashwagandha

Esses dois adaptógenos não agem diretamente sobre a memória, mas são estudados pela relação com a sensação de fadiga mental e de estresse. Como o estresse prolongado prejudica a concentração, eles podem apoiar o desempenho de forma indireta.

### Juba-de-leão e ginkgo

O cogumelo juba-de-leão (Hericium erinaceus) tem estudos promissores, mas ainda pequenos e preliminares. Já o ginkgo biloba foi muito pesquisado e mostra resultados inconsistentes em pessoas saudáveis. São bons exemplos de que popularidade e evidência nem sempre andam juntas.

## Qualidade do produto faz diferença

Plantas variam conforme o solo, o clima, a parte usada e a forma de extração. Por isso, dois produtos com o mesmo nome no rótulo podem ter quantidades muito diferentes dos compostos de interesse. Alguns pontos ajudam na escolha:

- Procure extratos padronizados, que informam o teor do composto principal, como os bacosídeos na bacopa;
- Verifique se a dose por porção se aproxima da usada nas pesquisas;
- Prefira marcas que informam a origem da matéria-prima e fazem testes de pureza a cada lote.

## Segurança em primeiro lugar

Ser natural não significa ser livre de riscos. Alguns cuidados essenciais:

1. Plantas podem interagir com medicamentos, como anticoagulantes, antidepressivos e remédios para a tireoide;
2. A cafeína se soma a partir de várias fontes: café, chás, refrigerantes e pré-treinos;
3. Gestantes, lactantes e crianças não devem usar nootrópicos sem orientação;
4. Produtos com muitas substâncias em doses pequenas dificultam saber o que está funcionando;
5. Promessas de efeitos dramáticos são sinal de alerta.

## Expectativas realistas

Se você decidir experimentar um nootrópico natural, escolha um de cada vez, use pelo tempo indicado nos estudos e observe como se sente. Anotar o sono, a disposição e o foco ao longo das semanas ajuda a perceber mudanças sutis, ou a falta delas.

O ganho mais consistente para o cérebro continua vindo dos hábitos: dormir bem, mover-se, comer comida de verdade, aprender coisas novas e manter relações sociais. Os nootrópicos naturais podem ser um complemento interessante, desde que ocupem esse lugar de apoio.

*Este artigo tem caráter informativo e não substitui a avaliação de um profissional de saúde. Converse com seu médico, nutricionista ou farmacêutico antes de iniciar qualquer suplemento, especialmente se usa medicamentos.*`;

const COLAGENO = `O colágeno virou um dos suplementos mais populares do Brasil. Está em pós, cápsulas, balas de goma e até em cafés prontos. Com a popularidade vieram também promessas exageradas e muita confusão. Afinal, tomar colágeno funciona? Para quê? E qual tipo escolher?

Vamos separar o que a ciência já mostra do que ainda é mito.

## O que é colágeno

O colágeno é a proteína mais abundante do corpo humano. Ele forma uma espécie de rede que dá estrutura e resistência à pele, aos tendões, aos ligamentos, às cartilagens e aos ossos. Existem diversos tipos, e os tipos I, II e III são os mais conhecidos.

O próprio corpo fabrica colágeno a partir dos aminoácidos da alimentação, com a ajuda da vitamina C. Com o passar dos anos, porém, essa produção diminui gradualmente. Sol sem proteção, tabagismo, sono insuficiente e uma dieta rica em açúcar aceleram a perda.

## Mito: o colágeno que você toma vai direto para a pele

Essa é a dúvida mais comum, e a resposta é não, pelo menos não do jeito que se imagina. Como toda proteína, o colágeno ingerido é quebrado durante a digestão em aminoácidos e pequenos fragmentos chamados peptídeos. Ele não é remontado, inteiro, no rosto.

Isso não significa que seja inútil. Pesquisas indicam que alguns desses peptídeos chegam à circulação e podem funcionar como sinalizadores, estimulando as células da pele e das articulações a produzir o próprio colágeno.

## Verdade: há evidência para a pele

Este é o campo com mais estudos. Ensaios clínicos randomizados e controlados com placebo, em sua maioria com mulheres adultas, observaram melhora na hidratação e na elasticidade da pele após algumas semanas de suplementação com colágeno hidrolisado. Revisões sistemáticas que reuniram esses trabalhos chegaram a conclusões favoráveis, ainda que com ressalvas: muitos estudos são pequenos, e parte deles foi financiada pela própria indústria.

Os resultados costumam aparecer após oito a doze semanas de uso diário. Não há efeito de um dia para o outro.

## Verdade, com ressalvas: articulações e ossos

Para as articulações, existem estudos com atletas e com pessoas que sentem desconforto ao se movimentar, com resultados promissores, mas menos consistentes do que para a pele. Um tipo específico, o colágeno tipo II não desnaturado, é usado em doses bem pequenas e age por um mecanismo diferente.

Para os ossos, as pesquisas ainda são iniciais. Cálcio, vitamina D, proteínas da dieta e exercícios com carga continuam sendo os pilares.

## Mito: qualquer colágeno é igual

Não é. As principais diferenças estão em:

- **Forma**: o colágeno hidrolisado, em peptídeos, é o mais usado para a pele. A gelatina comum é colágeno parcialmente quebrado, com outra finalidade;
- **Peptídeos específicos**: algumas matérias-primas, como o Verisol, foram desenvolvidas e estudadas especificamente para a pele, em doses menores;
- **Dose**: os estudos para a pele costumam usar entre 2,5 g e 10 g por dia. Balas com poucas centenas de miligramas dificilmente alcançam essa quantidade;
- **Origem**: bovina, suína ou marinha. A eficácia parece semelhante; a escolha pode considerar alergias e preferências.

## Mito: colágeno substitui o protetor solar e outros cuidados

De jeito nenhum. O sol é o principal fator de envelhecimento precoce da pele, e nenhum suplemento compensa a falta de protetor solar. Da mesma forma, sem proteína suficiente na dieta, o corpo não tem matéria-prima para fabricar colágeno.

Para apoiar a produção natural de colágeno, vale:

- Usar protetor solar todos os dias;
- Consumir proteína em todas as refeições;
- Incluir fontes de vitamina C, como acerola, laranja, goiaba e pimentão;
- Não fumar e dormir bem;
- Moderar açúcares e ultraprocessados.

## E o colágeno dos alimentos?

Caldos de ossos, mocotó, pele de frango e gelatina contêm colágeno e fazem parte da culinária brasileira há muito tempo. Eles fornecem os mesmos aminoácidos, como glicina, prolina e hidroxiprolina, mas em quantidades que variam bastante de uma receita para outra, e sem os peptídeos específicos estudados para a pele. Podem fazer parte de uma alimentação variada sem problema algum; só não é possível saber com precisão quanto colágeno cada porção entrega.

## Como usar, se decidir tomar

Se a sua escolha for suplementar, alguns pontos práticos: prefira colágeno hidrolisado com a dose informada no rótulo, tome todos os dias, em qualquer horário, e avalie os resultados depois de pelo menos dois meses. Não é necessário tomar em jejum. Pessoas com restrição de proteína na dieta, problemas renais ou alergias devem conversar com um profissional antes.

## Conclusão

O colágeno não é milagre nem enganação. Há evidência razoável de que peptídeos de colágeno podem contribuir para a elasticidade e a hidratação da pele, e evidência mais preliminar para as articulações. Ele funciona melhor como complemento de uma rotina que já protege a pele e oferece proteína suficiente.

*Este texto tem caráter informativo e não substitui a orientação de um profissional de saúde. Consulte seu médico ou nutricionista antes de iniciar qualquer suplementação.*`;

const OMEGA3 = `O cérebro é um órgão rico em gordura: mais da metade do seu peso seco é formada por lipídios. Entre eles, um se destaca, o DHA, um ácido graxo da família ômega-3. Não é à toa que o ômega-3 virou sinônimo de "gordura boa para a mente". Mas o que a ciência realmente sabe sobre essa relação?

## O que é ômega-3

Ômega-3 é o nome de uma família de ácidos graxos poli-insaturados. Os três mais conhecidos são:

- **ALA (ácido alfa-linolênico)**: de origem vegetal, presente na linhaça, na chia e nas nozes;
- **EPA (ácido eicosapentaenoico)**: encontrado principalmente em peixes e algas;
- **DHA (ácido docosa-hexaenoico)**: também de peixes e algas, é o mais presente no cérebro e na retina.

O corpo consegue converter ALA em EPA e DHA, mas essa conversão é pequena. Por isso, as fontes diretas de EPA e DHA são consideradas as mais importantes.

## O papel do DHA no cérebro

O DHA faz parte da estrutura das membranas dos neurônios, especialmente nas regiões de comunicação entre as células, as sinapses. Membranas com boa quantidade de DHA tendem a ser mais fluidas, o que favorece a transmissão de sinais.

Ele é particularmente importante no início da vida. Durante a gestação e os primeiros anos, o cérebro acumula DHA rapidamente, e por isso a ingestão adequada por gestantes e lactantes recebe atenção especial dos profissionais de saúde.

Já o EPA está mais ligado à produção de substâncias que participam do equilíbrio dos processos inflamatórios do corpo, o que também tem relação indireta com o cérebro.

## O que dizem as pesquisas

A relação entre ômega-3 e cérebro é estudada há décadas, com resultados que variam conforme o tipo de estudo:

- **Estudos de observação**, que acompanham grandes populações, mostram com frequência que pessoas que comem mais peixe tendem a manter melhor desempenho cognitivo com o passar dos anos;
- **Ensaios clínicos com suplementação** têm resultados mais mistos. Os benefícios costumam ser mais claros em quem parte de um consumo baixo de ômega-3;
- **Humor**: há pesquisas investigando a relação entre o EPA e o bem-estar emocional, com resultados interessantes, mas que ainda não permitem conclusões definitivas.

Em resumo: o ômega-3 é um nutriente importante para o cérebro, e garantir uma ingestão adequada faz sentido. Esperar que cápsulas transformem a memória de quem já come bem, porém, não corresponde ao que a ciência mostra.

## Fontes na alimentação

A forma mais natural de obter EPA e DHA é comer peixe. Diversas entidades de saúde sugerem pelo menos duas porções por semana, de preferência de peixes gordos. Boas opções no Brasil:

- Sardinha, inclusive a enlatada, acessível e rica em ômega-3;
- Salmão, truta e atum;
- Cavalinha, comum nas peixarias do litoral;
- Tainha, tradicional em boa parte da costa sul e sudeste.

Para quem não come peixe, o óleo de microalgas é uma fonte vegetal direta de DHA. Linhaça, chia e nozes fornecem ALA e são ótimas na dieta, ainda que não substituam totalmente as fontes marinhas.

## Equilíbrio entre ômega-3 e ômega-6

Além da quantidade de ômega-3, muitos pesquisadores chamam a atenção para o equilíbrio com outra família de gorduras, o ômega-6, presente em óleos vegetais como os de soja, milho e girassol. O ômega-6 também é essencial, mas a alimentação moderna costuma trazê-lo em excesso, enquanto o ômega-3 fica em falta. Na prática, a melhor forma de ajustar essa balança é comer mais peixes e sementes e reduzir os ultraprocessados, que concentram óleos refinados.

## Quando a suplementação faz sentido

A suplementação pode ser uma alternativa para quem come peixe raramente, segue dieta vegetariana ou vegana, ou tem orientação profissional para aumentar o consumo. Ao escolher um suplemento, observe:

1. **Quantidade de EPA e DHA**, e não só de "óleo de peixe": o rótulo deve informar os dois;
2. **Pureza**: processos como a destilação molecular reduzem contaminantes, como metais pesados;
3. **Frescor**: cheiro forte de peixe rançoso indica oxidação;
4. **Forma**: triglicerídeos e ésteres etílicos são as mais comuns;
5. **Conservação**: mantenha o frasco fechado, longe do calor e da luz.

Tomar as cápsulas junto a uma refeição com gordura melhora a absorção e reduz o retrogosto.

## Cuidados

O ômega-3 é bem tolerado pela maioria das pessoas, mas doses altas podem aumentar o risco de sangramentos em quem usa anticoagulantes. Pessoas que vão passar por cirurgia, gestantes e quem tem alergia a peixe devem conversar com um profissional antes de suplementar.

## Para levar

O DHA faz parte da estrutura do cérebro, e uma alimentação com peixe algumas vezes por semana é a base. Suplementos podem preencher lacunas, principalmente quando o consumo é baixo. E, como sempre, o ômega-3 funciona melhor ao lado de um sono de qualidade, atividade física e uma dieta variada.

*Este conteúdo tem caráter informativo e não substitui a orientação de um profissional de saúde. Antes de iniciar a suplementação, converse com seu médico ou nutricionista.*`;

const MICRONUTRIENTES = `Cansaço no meio da tarde, dificuldade para levantar, sensação de que a bateria acaba cedo. A fadiga é uma das queixas mais comuns nos consultórios, e as causas são muitas: sono insuficiente, estresse, sedentarismo, excesso de trabalho. Mas existe um fator que muitas vezes passa despercebido: a falta de micronutrientes.

Vitaminas e minerais não fornecem calorias. Eles são, no entanto, as peças que permitem ao corpo transformar os alimentos em energia utilizável. Quando faltam, a usina funciona com menos eficiência.

## Como o corpo produz energia

Tudo o que comemos, sejam carboidratos, gorduras ou proteínas, precisa ser convertido em uma molécula chamada ATP, a moeda de energia das células. Essa conversão acontece principalmente nas mitocôndrias, por meio de uma sequência de reações químicas.

Cada etapa depende de enzimas, e muitas enzimas só funcionam na presença de cofatores: vitaminas do complexo B, magnésio, ferro, entre outros. Sem eles, a comida está ali, mas o aproveitamento fica comprometido. Além disso, o oxigênio que alimenta esse processo precisa ser transportado pelo sangue, o que depende do ferro.

## Os protagonistas

### Vitaminas do complexo B

As vitaminas B1, B2, B3, B5, B6 e B7 participam diretamente das reações que liberam energia dos alimentos. Já a B12 e o folato são essenciais para a formação das células do sangue. A B12 merece atenção especial: está presente quase só em alimentos de origem animal, e a sua absorção diminui com a idade e com o uso prolongado de alguns medicamentos.

### Ferro

O ferro faz parte da hemoglobina, a proteína que leva o oxigênio dos pulmões a todo o corpo. A falta de ferro está entre as carências nutricionais mais comuns do mundo, sobretudo em mulheres em idade fértil, gestantes e crianças, e o cansaço costuma ser um dos primeiros sinais.

### Magnésio

O magnésio participa de centenas de reações enzimáticas, incluindo as de produção de ATP, e atua também na função muscular e nervosa. Levantamentos de consumo alimentar mostram que uma parte importante da população ingere menos magnésio do que o recomendado.

### Vitamina D

Embora seja mais conhecida pela relação com os ossos e a imunidade, a vitamina D também participa da função muscular. Níveis baixos são comuns mesmo em países ensolarados, por causa da vida em ambientes fechados.

### Outros coadjuvantes

O zinco, o iodo (importante para a tireoide, que regula o ritmo do metabolismo), a vitamina C (que melhora a absorção do ferro de origem vegetal) e a coenzima Q10 completam o time.

## Sinais de que algo pode estar faltando

Nenhum sintoma isolado permite concluir que há uma carência, mas alguns sinais merecem atenção e uma conversa com o médico:

- Cansaço persistente, mesmo dormindo bem;
- Palidez, falta de ar a pequenos esforços ou unhas frágeis;
- Câimbras frequentes;
- Formigamento nas mãos e nos pés;
- Dificuldade de concentração e queda de cabelo acima do habitual.

Esses sinais podem ter muitas outras causas. Por isso, o caminho é investigar com exames, e não sair suplementando tudo por conta própria.

## Quem precisa de mais atenção

Alguns grupos precisam olhar com mais cuidado para os micronutrientes:

- Pessoas com dietas muito restritivas ou baseadas em ultraprocessados;
- Vegetarianos e veganos, especialmente em relação à B12 e ao ferro;
- Mulheres com fluxo menstrual intenso;
- Gestantes e lactantes;
- Idosos, que absorvem menos alguns nutrientes;
- Atletas e pessoas com rotina física muito intensa;
- Quem usa medicamentos contínuos que interferem na absorção de nutrientes.

## Comida primeiro

A melhor fonte de micronutrientes é um prato variado. Alguns exemplos práticos:

- **Complexo B**: grãos integrais, feijões, ovos, carnes, leite e folhas verdes;
- **Ferro**: carnes, feijões, lentilha, grão-de-bico e folhas verde-escuras, de preferência com uma fonte de vitamina C na mesma refeição;
- **Magnésio**: castanhas, sementes de abóbora, aveia, cacau e folhas verdes;
- **Vitamina D**: exposição solar com orientação, peixes gordos e ovos.

O feijão com arroz, prato tão brasileiro, já é uma excelente combinação de ferro, magnésio e vitaminas do complexo B.

## E os suplementos?

Quando a alimentação não dá conta ou existe uma carência confirmada, os suplementos são aliados valiosos. A orientação profissional faz diferença: a dose, a forma do nutriente e o tempo de uso dependem de cada caso. O ferro, por exemplo, não deve ser suplementado sem exames, porque o excesso também faz mal.

Em quem já tem níveis adequados, tomar mais vitaminas não costuma trazer energia extra. O efeito aparece quando se corrige uma falta.

## Resumo

A fadiga tem muitas causas, e os micronutrientes são uma delas. Vitaminas do complexo B, ferro, magnésio e vitamina D participam diretamente da produção de energia. Comer de forma variada é a base, os exames ajudam a identificar carências e a suplementação orientada pode corrigir o que faltar.

*Este artigo tem caráter informativo e não substitui a consulta com um profissional de saúde. Cansaço persistente deve sempre ser avaliado por um médico.*`;

// ─── Posts complementares ────────────────────────────────────────────────────

const HIGIENE_SONO = `Dormir bem não depende só de deitar cedo. A chamada higiene do sono reúne hábitos que ajudam o corpo a reconhecer que é hora de descansar e que, somados, fazem diferença real na qualidade das noites. A boa notícia é que quase todos são simples e não custam nada.

## Por que a rotina importa

O sono é regulado por um relógio interno, o ritmo circadiano, que se orienta principalmente pela luz. Quando os horários mudam muito de um dia para o outro, esse relógio fica confuso, e adormecer se torna mais difícil. A regularidade é, portanto, o primeiro passo.

## 7 hábitos que ajudam

1. **Horários fixos**: deite e acorde em horários parecidos todos os dias, inclusive nos fins de semana.
2. **Luz natural pela manhã**: alguns minutos de sol logo cedo ajudam a acertar o relógio biológico.
3. **Cafeína com hora marcada**: café, chá preto, chimarrão e refrigerantes de cola agem por muitas horas. Prefira consumi-los até o início da tarde.
4. **Jantar leve**: refeições muito pesadas ou muito tarde dificultam o descanso. O álcool pode dar sono, mas piora a qualidade da noite.
5. **Menos telas antes de deitar**: a luz do celular e os conteúdos estimulantes mantêm o cérebro em alerta. Tente desligar os aparelhos de 30 a 60 minutos antes.
6. **Quarto preparado**: escuro, silencioso, fresco e usado para dormir, não para trabalhar.
7. **Ritual de desaceleração**: banho morno, leitura leve, alongamento ou respiração lenta sinalizam ao corpo que o dia acabou.

## E quando o sono não vem?

Se estiver na cama há muito tempo sem conseguir dormir, levante-se, vá para outro ambiente com luz baixa e faça algo tranquilo até sentir sono. Ficar rolando na cama tende a associar o quarto à ansiedade.

Cochilos curtos, de até 20 minutos e no início da tarde, podem ser revigorantes. Cochilos longos ou no fim do dia, por outro lado, podem atrapalhar a noite.

## Onde entram os suplementos

Alguns suplementos, como a melatonina em baixa dose, extratos de camomila e passiflora ou o magnésio, podem complementar uma rotina de sono bem cuidada. Eles não substituem os hábitos acima e funcionam melhor justamente quando esses hábitos já estão em prática.

Se as dificuldades para dormir são frequentes, duram semanas ou vêm acompanhadas de ronco intenso, pausas na respiração ou sonolência excessiva durante o dia, procure um médico: podem existir causas que precisam de avaliação.

*Este conteúdo tem caráter informativo e não substitui a orientação de um profissional de saúde.*`;

const ADAPTOGENOS = `Rhodiola, ashwagandha, ginseng, maca: nos últimos anos, os adaptógenos ganharam espaço nas prateleiras e nas conversas sobre bem-estar. Mas o que exatamente significa essa palavra, e o que a ciência já sabe sobre essas plantas?

## De onde vem o conceito

O termo foi proposto em meados do século XX por pesquisadores da antiga União Soviética, que buscavam substâncias capazes de aumentar a resistência de atletas, soldados e trabalhadores a condições difíceis. A definição clássica descreve um adaptógeno como algo que ajuda o organismo a lidar com diferentes tipos de estresse, com baixo risco de efeitos indesejados, e que contribui para o retorno ao equilíbrio.

Muitas dessas plantas, porém, já eram usadas havia séculos em tradições como a ayurvédica e a medicina tradicional chinesa.

## Como eles agiriam

A hipótese mais estudada envolve o chamado eixo do estresse, o sistema que liga o cérebro às glândulas suprarrenais e regula a liberação de cortisol. Os adaptógenos parecem modular essa resposta, sem bloqueá-la, ajudando o corpo a reagir de forma proporcional e a se recuperar depois.

## Os mais conhecidos

- **Ashwagandha**: raiz da tradição ayurvédica, estudada pela relação com a percepção de estresse e a qualidade do sono;
- **Rhodiola rosea**: planta de regiões frias, pesquisada pela relação com a fadiga em períodos de muita demanda;
- **Ginseng**: um dos mais antigos, associado tradicionalmente ao vigor e à disposição;
- **Maca**: raiz andina consumida como alimento energético;
- **Cogumelos** como o reishi e o cordyceps também costumam entrar na lista.

## O que a evidência mostra

Existem ensaios clínicos com resultados animadores, especialmente para a ashwagandha e a rhodiola. Ainda assim, muitos estudos são pequenos, de curta duração, e usam extratos específicos, em doses que podem não corresponder a qualquer produto à venda. Por isso, vale escolher extratos padronizados e de procedência conhecida.

Os efeitos costumam ser sutis e graduais. Não espere a sensação imediata de um café: o mais comum é perceber, depois de algumas semanas, que os dias exigentes estão pesando um pouco menos.

## Cuidados

Adaptógenos são plantas com ação real e, justamente por isso, pedem atenção. Podem interagir com medicamentos para tireoide, pressão, ansiedade e sono. Gestantes, lactantes e pessoas com condições crônicas devem conversar com um profissional antes de usar. E nenhum adaptógeno substitui o que de fato reduz o estresse: sono, pausas, movimento e o apoio de pessoas próximas.

*Este texto tem caráter informativo e não substitui a orientação de um profissional de saúde.*`;

const INTESTINO = `O intestino faz muito mais do que digerir. Ele abriga trilhões de microrganismos, a microbiota intestinal, que participam da produção de algumas vitaminas, da formação da barreira intestinal e da comunicação com o sistema imune. E o alimento preferido dessas bactérias tem nome: fibra.

## O que são fibras

Fibras são partes dos alimentos vegetais que o nosso organismo não consegue digerir sozinho. Elas se dividem em dois grandes grupos:

- **Solúveis**: formam um gel em contato com a água, deixam a digestão mais lenta e contribuem para a saciedade. Estão na aveia, no feijão, nas frutas, no psyllium e no glucomanan;
- **Insolúveis**: aumentam o volume do bolo fecal e aceleram o trânsito intestinal. Estão nos grãos integrais, nas cascas e nas verduras.

Uma alimentação equilibrada tem os dois tipos.

## Fibras e microbiota

Parte das fibras chega intacta ao intestino grosso, onde é fermentada pelas bactérias. Dessa fermentação surgem os ácidos graxos de cadeia curta, que servem de energia para as células do intestino e participam de diversos processos no corpo. Pesquisas mostram que dietas ricas e variadas em fibras estão associadas a uma microbiota mais diversa, e diversidade, nesse caso, é sinal de equilíbrio.

## Quanto consumir

As recomendações para adultos costumam ficar em torno de 25 a 30 gramas de fibras por dia, mas boa parte da população brasileira consome bem menos. Algumas trocas simples ajudam:

- Manter o feijão com arroz no prato do dia a dia;
- Trocar o pão branco por versões integrais;
- Comer as frutas inteiras, com casca e bagaço, em vez de sucos coados;
- Incluir legumes e verduras no almoço e no jantar;
- Acrescentar aveia, chia ou linhaça ao café da manhã.

## Cuidados ao aumentar as fibras

Aumente a quantidade aos poucos, ao longo de algumas semanas, para o intestino se adaptar e evitar gases e desconforto. E beba mais água: fibras sem líquido podem prender o intestino em vez de ajudá-lo.

Suplementos de fibra, como o psyllium, são úteis para quem tem dificuldade de atingir a meta só com a alimentação. Devem ser tomados com bastante água e longe dos horários de medicamentos.

## Outros aliados do intestino

Alimentos fermentados, como iogurte natural, kefir e chucrute, atividade física regular, sono adequado e controle do estresse também contribuem para o equilíbrio intestinal. Mudanças persistentes no hábito intestinal, dor ou sangramento devem sempre ser avaliados por um médico.

*Este conteúdo tem caráter informativo e não substitui a orientação de um profissional de saúde.*`;

const HIDRATACAO = `Dor de cabeça no fim da tarde, dificuldade de concentração, aquela moleza depois do almoço. Antes de pensar em mais um café, vale a pergunta: quanta água você bebeu hoje? A hidratação é um dos hábitos mais simples de cuidar, e um dos mais esquecidos.

## Por que a água importa tanto

A água representa mais da metade do peso do corpo de um adulto. Ela transporta nutrientes, regula a temperatura, lubrifica as articulações e participa de praticamente todas as reações químicas do organismo. Pesquisas indicam que mesmo uma desidratação leve pode afetar o humor, a atenção e a sensação de cansaço.

## Quanto beber

Não existe um número mágico que sirva para todos. A necessidade varia com o peso, o clima, a atividade física e a alimentação. Uma referência comum para adultos saudáveis fica entre 2 e 3 litros de líquidos por dia, somando a água, as outras bebidas e a água presente nos alimentos.

Em um país quente como o Brasil, e em dias de treino, a necessidade aumenta. Um indicador prático é a cor da urina: amarelo-clara sugere boa hidratação; amarelo-escura indica que é hora de beber mais.

## Dicas para beber mais água

- Tenha uma garrafa sempre por perto, na mesa de trabalho e na bolsa;
- Comece o dia com um copo de água logo ao acordar;
- Beba um copo de água em cada refeição;
- Use lembretes no celular, se costuma esquecer;
- Dê sabor com rodelas de limão, hortelã, gengibre ou pedaços de fruta;
- Inclua alimentos ricos em água, como melancia, laranja, pepino e sopas.

## Café, chás e outras bebidas contam?

Sim. Café e chás também hidratam, ainda que a cafeína tenha um leve efeito diurético em grandes quantidades. Refrigerantes e sucos adoçados hidratam, mas trazem muito açúcar, e o ideal é que sejam ocasionais. A água de coco é uma boa opção, especialmente nos dias quentes.

## Hidratação e exercício

Durante a atividade física, principalmente no calor, perdemos água e sais minerais pelo suor. Para treinos de até uma hora, a água costuma ser suficiente. Em esforços mais longos e intensos, bebidas com eletrólitos podem ser úteis. Beba antes, durante e depois do exercício, sem esperar a sede aparecer.

## Atenção aos grupos especiais

Idosos sentem menos sede e precisam de lembretes mais frequentes. Crianças, gestantes e lactantes também têm necessidades específicas. Pessoas com problemas renais ou cardíacos podem ter restrição de líquidos e devem seguir a orientação médica.

*Este conteúdo tem caráter informativo e não substitui a orientação de um profissional de saúde.*`;

// ─── Lista ───────────────────────────────────────────────────────────────────

export const SEED_POSTS: SeedPost[] = [
  {
    title: "Os 5 Pilares da Vitalidade Natural",
    slug: "5-pilares-vitalidade-natural",
    category: "bem-estar",
    excerpt:
      "Sono, alimentação, movimento, equilíbrio emocional e suplementação consciente: os cinco hábitos que sustentam a energia do dia a dia, segundo a ciência.",
    content: PILARES,
    readTime: minutos(PILARES),
    featured: true,
    publishedAt: "2026-06-03T12:00:00.000Z",
    imageUrl: img("5-pilares-vitalidade-natural"),
    imageAlt: "Ilustração de um sol nascendo sobre colinas verdes, com um ramo de folhas em primeiro plano",
    metaDescription:
      "Conheça os 5 pilares da vitalidade natural: sono, alimentação, movimento, equilíbrio emocional e suplementação consciente.",
  },
  {
    title: "Nootrópicos Naturais: o que diz a ciência",
    slug: "nootropicos-naturais-ciencia-beneficios",
    category: "nootropicos",
    excerpt:
      "Bacopa, L-teanina, ômega-3, adaptógenos: o que as pesquisas mostram sobre os nootrópicos naturais e como ter expectativas realistas.",
    content: NOOTROPICOS,
    readTime: minutos(NOOTROPICOS),
    featured: true,
    publishedAt: "2026-06-24T12:00:00.000Z",
    imageUrl: img("nootropicos-naturais-ciencia-beneficios"),
    imageAlt: "Ilustração de anéis concêntricos, como ondas de pensamento, sobre colinas verdes e um ramo de folhas",
    metaDescription:
      "Nootrópicos naturais: o que a ciência mostra sobre bacopa, L-teanina, ômega-3 e adaptógenos, com cuidados e expectativas realistas.",
    products: ["bacopa-monnieri-500mg", "l-teanina-cafeina", "omega-3-ultra"],
  },
  {
    title: "Colágeno: mitos e verdades científicas",
    slug: "colageno-mitos-verdades-cientificas",
    category: "ciencia",
    excerpt:
      "O colágeno que você toma vai direto para a pele? Qualquer colágeno serve? Separamos o que a ciência já mostra do que ainda é mito.",
    content: COLAGENO,
    readTime: minutos(COLAGENO),
    publishedAt: "2026-08-05T12:00:00.000Z",
    imageUrl: img("colageno-mitos-verdades-cientificas"),
    imageAlt: "Ilustração de uma dupla hélice, lembrando a estrutura do colágeno, sobre colinas verdes",
    metaDescription:
      "Colágeno funciona? Veja mitos e verdades sobre pele, articulações, tipos, doses e como usar o suplemento com expectativas realistas.",
    products: ["colageno-verisol"],
  },
  {
    title: "Benefícios do ômega-3 para o cérebro",
    slug: "beneficios-omega-3-cerebro",
    category: "nutricao",
    excerpt:
      "O DHA é parte da estrutura do cérebro. Entenda o papel do ômega-3, as melhores fontes na alimentação e quando a suplementação faz sentido.",
    content: OMEGA3,
    readTime: minutos(OMEGA3),
    publishedAt: "2026-09-16T12:00:00.000Z",
    imageUrl: img("beneficios-omega-3-cerebro"),
    imageAlt: "Ilustração de um peixe estilizado sobre colinas verdes, com um ramo de folhas",
    metaDescription:
      "Entenda o papel do ômega-3 (EPA e DHA) no cérebro, o que dizem as pesquisas, as melhores fontes e como escolher um suplemento.",
    products: ["omega-3-ultra"],
  },
  {
    title: "Micronutrientes, energia e fadiga",
    slug: "micronutrientes-energia-fadiga",
    category: "nutricao",
    excerpt:
      "Vitaminas do complexo B, ferro, magnésio e vitamina D: como os micronutrientes participam da produção de energia e quando o cansaço merece atenção.",
    content: MICRONUTRIENTES,
    readTime: minutos(MICRONUTRIENTES),
    publishedAt: "2026-10-28T12:00:00.000Z",
    imageUrl: img("micronutrientes-energia-fadiga"),
    imageAlt: "Ilustração de uma fatia de fruta cítrica sobre colinas verdes, com um ramo de folhas",
    metaDescription:
      "Como vitaminas do complexo B, ferro, magnésio e vitamina D participam da produção de energia, e quando o cansaço merece atenção.",
    products: ["magnesio-dimalato", "vitamina-d3-k2"],
  },
  {
    title: "Higiene do sono: 7 hábitos para noites mais tranquilas",
    slug: "higiene-do-sono-habitos-noites-tranquilas",
    category: "sono",
    excerpt: "Horários fixos, luz da manhã, menos telas à noite: hábitos simples que ajudam o corpo a reconhecer a hora de descansar.",
    content: HIGIENE_SONO,
    readTime: minutos(HIGIENE_SONO),
    publishedAt: "2026-08-26T12:00:00.000Z",
    imageUrl: img("higiene-do-sono-habitos-noites-tranquilas"),
    imageAlt: "Ilustração de uma lua crescente no céu noturno sobre colinas escuras",
    metaDescription:
      "Sete hábitos de higiene do sono para dormir melhor: horários regulares, luz natural, cafeína na hora certa e um ritual para desacelerar.",
    products: ["melatonina-camomila", "passiflora-mulungu"],
  },
  {
    title: "Adaptógenos: o que são e como funcionam",
    slug: "adaptogenos-o-que-sao-como-funcionam",
    category: "ciencia",
    excerpt: "Ashwagandha, rhodiola, ginseng e maca: a origem do conceito de adaptógeno, o que as pesquisas mostram e os cuidados no uso.",
    content: ADAPTOGENOS,
    readTime: minutos(ADAPTOGENOS),
    publishedAt: "2026-10-07T12:00:00.000Z",
    imageUrl: img("adaptogenos-o-que-sao-como-funcionam"),
    imageAlt: "Ilustração de uma molécula estilizada sobre colinas verdes, com um ramo de folhas",
    metaDescription:
      "O que são adaptógenos como ashwagandha e rhodiola, como parecem agir sobre a resposta ao estresse e o que a ciência já sabe.",
    products: ["ashwagandha-ksm-66", "rhodiola-rosea", "maca-peruana"],
  },
  {
    title: "Saúde intestinal: por que as fibras importam",
    slug: "saude-intestinal-fibras-microbiota",
    category: "nutricao",
    excerpt:
      "As fibras alimentam a microbiota e apoiam o bom funcionamento do intestino. Veja quanto consumir e como aumentar o consumo sem desconforto.",
    content: INTESTINO,
    readTime: minutos(INTESTINO),
    publishedAt: "2026-11-12T12:00:00.000Z",
    imageUrl: img("saude-intestinal-fibras-microbiota"),
    imageAlt: "Ilustração de sementes e grãos sobre colinas verdes, com um ramo de folhas",
    metaDescription:
      "Fibras solúveis e insolúveis, microbiota intestinal e dicas práticas para chegar a 25 a 30 g de fibras por dia sem desconforto.",
    products: ["psyllium-husk", "glucomanan"],
  },
  {
    title: "Hidratação: o hábito simples que sustenta energia e foco",
    slug: "hidratacao-energia-foco",
    category: "bem-estar",
    excerpt: "Mesmo uma desidratação leve pode pesar no humor e na atenção. Saiba quanto beber e como transformar a água em hábito.",
    content: HIDRATACAO,
    readTime: minutos(HIDRATACAO),
    publishedAt: "2026-07-15T12:00:00.000Z",
    imageUrl: img("hidratacao-energia-foco"),
    imageAlt: "Ilustração de uma gota d'água sobre colinas verdes, com um ramo de folhas",
    metaDescription:
      "Quanta água beber por dia, como saber se está bem hidratado e dicas práticas para transformar a hidratação em hábito.",
  },
];
