import type { SeedProduct } from "~/seed/types";

/**
 * Demo catalogue: 18 products, 3 per category, interleaved so that the
 * "newest first" listing opens with one product of each line.
 * Texts avoid therapeutic claims (supplements may not promise cures).
 */

const PRECAUCAO = "Consulte um profissional de saúde antes de usar se estiver grávida, amamentando ou em tratamento.";

const img = (slug: string) => `/images/products/${slug}.webp`;

export const SEED_PRODUCTS: SeedProduct[] = [
  // ── Primeira rodada ────────────────────────────────────────────────
  {
    name: "Bacopa Monnieri 500 mg",
    slug: "bacopa-monnieri-500mg",
    category: "cerebro-foco",
    shortDescription: "Extrato padronizado de Bacopa monnieri, erva da tradição ayurvédica que apoia a memória e o aprendizado.",
    description: [
      "A Bacopa monnieri é uma planta de áreas alagadas da Índia, usada há séculos na tradição ayurvédica para apoiar a mente. Nossa cápsula traz 500 mg de extrato padronizado em bacosídeos, os compostos mais estudados da planta.",
      "Estudos clínicos com adultos saudáveis sugerem que o uso contínuo, por oito a doze semanas, contribui para a retenção de novas informações e para a velocidade de aprendizado. Não é um estimulante: seus efeitos aparecem de forma gradual, com a constância.",
      "Por isso, a bacopa combina bem com uma rotina que já cuida do sono, da alimentação e das pausas ao longo do dia. É produzida com matéria-prima de origem rastreada, em cápsula vegetal e sem corantes artificiais.",
    ].join("\n\n"),
    benefits: [
      "Apoia a memória e o aprendizado",
      "Extrato padronizado em bacosídeos",
      "Efeito gradual, sem estimulantes",
      "Cápsula vegetal, vegana",
    ],
    howToUse: `Tome 1 cápsula ao dia, junto a uma refeição que contenha alguma gordura, de preferência no almoço. Os efeitos são percebidos com o uso contínuo por algumas semanas. Em pessoas sensíveis, pode causar leve desconforto digestivo; nesse caso, tome logo após a refeição. Não exceda a dose recomendada. ${PRECAUCAO}`,
    featured: true,
    imageUrl: img("bacopa-monnieri-500mg"),
  },
  {
    name: "Magnésio Dimalato",
    slug: "magnesio-dimalato",
    category: "energia-metabolismo",
    shortDescription: "Magnésio ligado ao ácido málico, forma bem absorvida que auxilia no metabolismo energético e na função muscular.",
    description: [
      "O magnésio participa de centenas de reações no organismo, incluindo as que transformam os alimentos em energia. Mesmo assim, muita gente consome menos do que o recomendado, principalmente quando a dieta tem poucas folhas verde-escuras, castanhas e grãos integrais.",
      "No dimalato, o magnésio está ligado ao ácido málico, um composto que também participa do ciclo de produção de energia das células. É uma forma bem tolerada pelo intestino e de boa absorção.",
      "Cada porção de 2 cápsulas fornece 260 mg de magnésio elementar. Um aliado para quem tem rotina intensa, pratica atividade física ou quer apoiar o funcionamento normal dos músculos ao longo do dia.",
    ].join("\n\n"),
    benefits: [
      "Auxilia no metabolismo energético",
      "Contribui para a função muscular normal",
      "Boa absorção e tolerância",
      "Cápsula vegetal",
    ],
    howToUse: `Tome 2 cápsulas ao dia, com água, junto às refeições; se preferir, divida em 1 cápsula no café da manhã e 1 no almoço. Acima da dose recomendada, o magnésio pode ter efeito laxativo. Pessoas com problemas renais só devem usar com orientação médica. ${PRECAUCAO}`,
    featured: true,
    imageUrl: img("magnesio-dimalato"),
  },
  {
    name: "Melatonina + Camomila",
    slug: "melatonina-camomila",
    category: "sono-relaxamento",
    shortDescription: "Gotas de melatonina na dose permitida pela Anvisa, com extrato de camomila, para um ritual noturno mais tranquilo.",
    description: [
      "A melatonina é a substância que o próprio corpo produz quando escurece, sinalizando que é hora de descansar. Luz de telas, horários irregulares e viagens podem atrasar esse sinal. Em baixa dose, a melatonina complementa esse ritmo natural do organismo.",
      "Cada dose de 5 gotas traz 0,21 mg de melatonina, a quantidade máxima autorizada para suplementos alimentares no Brasil, junto com extrato de camomila, planta usada há gerações em chás para relaxar antes de dormir.",
      "O resultado é um suplemento gentil, pensado para fazer parte de uma rotina de sono: quarto escuro, menos telas à noite e horários regulares. Sem açúcar, com sabor suave de camomila.",
    ].join("\n\n"),
    benefits: [
      "Apoia o ritual natural de descanso",
      "0,21 mg de melatonina por dose",
      "Com extrato de camomila",
      "Gotas sem açúcar e sem glúten",
    ],
    howToUse: `Pingue 5 gotas na boca ou em um pouco de água, de 30 a 60 minutos antes de deitar. Após o uso, evite dirigir ou operar máquinas e não combine com bebidas alcoólicas. Uso exclusivo para adultos acima de 19 anos; não indicado para crianças. ${PRECAUCAO}`,
    featured: true,
    imageUrl: img("melatonina-camomila"),
  },
  {
    name: "Vitamina D3 + K2",
    slug: "vitamina-d3-k2",
    category: "imunidade-vitalidade",
    shortDescription: "Gotas de vitamina D3 com K2 (MK-7) em óleo de coco, dupla que apoia a imunidade e a saúde dos ossos.",
    description: [
      "A vitamina D é produzida na pele com a exposição ao sol, mas a rotina em ambientes fechados, o protetor solar e o inverno fazem muita gente ficar abaixo do ideal, mesmo em um país ensolarado como o Brasil. Ela auxilia no funcionamento do sistema imune e na absorção de cálcio.",
      "A vitamina K2, na forma MK-7, completa a parceria: ela participa da formação dos ossos, ajudando o cálcio a chegar aonde é necessário. Por isso as duas vitaminas costumam aparecer juntas.",
      "Nossas gotas são veiculadas em óleo de coco, já que essas vitaminas são lipossolúveis e melhor absorvidas com gordura. A dose diária de 2 gotas fornece 2.000 UI de vitamina D3 e 60 mcg de vitamina K2, sem sabor.",
    ].join("\n\n"),
    benefits: [
      "Auxilia no funcionamento do sistema imune",
      "Contribui para a saúde dos ossos",
      "K2 na forma MK-7",
      "Em óleo de coco, sem sabor",
      "Gotas de dosagem fácil",
    ],
    howToUse: `Pingue 2 gotas ao dia diretamente na boca ou sobre um alimento, de preferência junto a uma refeição que contenha gordura. Não exceda a dose recomendada. Quem usa anticoagulantes deve consultar o médico antes, pois a vitamina K interfere nesses medicamentos. O ideal é acompanhar os níveis de vitamina D com exames periódicos. ${PRECAUCAO}`,
    featured: true,
    imageUrl: img("vitamina-d3-k2"),
  },
  {
    name: "Chlorella Orgânica",
    slug: "chlorella-organica",
    category: "limpeza-detox",
    shortDescription: "Microalga de cultivo orgânico com parede celular rompida, fonte de clorofila, proteína vegetal e ferro.",
    description: [
      "A chlorella é uma alga verde de água doce formada por uma única célula. Rica em clorofila, é uma das formas mais concentradas de nutrição vegetal que existem, com proteínas, fibras, vitaminas e minerais.",
      "Sua parede celular é muito resistente, o que dificulta a digestão. Por isso, a nossa chlorella passa por um processo que rompe essa parede e deixa os nutrientes disponíveis. O cultivo é orgânico certificado, em tanques controlados, com testes de pureza a cada lote.",
      "As fibras da chlorella apoiam o funcionamento intestinal, uma das vias naturais de eliminação do corpo. Em tabletes prensados e sem aditivos, é uma forma prática de colocar mais verde no dia a dia.",
    ].join("\n\n"),
    benefits: [
      "Fonte de clorofila e proteína vegetal",
      "Parede celular rompida",
      "Cultivo orgânico certificado",
      "Apoia o funcionamento intestinal",
      "Vegana, sem aditivos",
    ],
    howToUse: `Tome 5 tabletes (2 g) ao dia, com um copo de água, junto às refeições. Na primeira semana, comece com metade da dose para o intestino se adaptar. As fezes podem ficar esverdeadas, o que é normal. Quem usa anticoagulantes deve consultar o médico, pois a chlorella contém vitamina K. ${PRECAUCAO}`,
    imageUrl: img("chlorella-organica"),
  },
  {
    name: "Glucomanan",
    slug: "glucomanan",
    category: "emagrecimento",
    shortDescription: "Fibra solúvel da raiz de konjac que absorve água e forma um gel, contribuindo para a sensação de saciedade.",
    description: [
      "O glucomanan é uma fibra extraída da raiz do konjac, planta cultivada há séculos no Japão e na China. Sua característica mais marcante é a capacidade de absorver muita água: no estômago, forma um gel volumoso que ocupa espaço e ajuda a prolongar a sensação de saciedade.",
      "Por isso, tomado antes das refeições, contribui para que porções menores sejam suficientes. Como toda fibra solúvel, também auxilia no bom funcionamento do intestino.",
      "O glucomanan não faz milagres, e nenhum suplemento faz. Ele é um apoio para quem está ajustando a alimentação, junto com refeições equilibradas, atividade física e boas noites de sono.",
    ].join("\n\n"),
    benefits: [
      "Contribui para a sensação de saciedade",
      "Fibra solúvel de konjac",
      "Auxilia no funcionamento intestinal",
      "Sem estimulantes",
    ],
    howToUse: `Tome 2 cápsulas com 1 a 2 copos de água (300 a 500 ml), cerca de 30 minutos antes das duas principais refeições. É fundamental tomar com bastante água e nunca logo antes de deitar. Mantenha um intervalo de pelo menos duas horas em relação a outros medicamentos. Pessoas com dificuldade para engolir não devem usar. ${PRECAUCAO}`,
    imageUrl: img("glucomanan"),
  },

  // ── Segunda rodada ─────────────────────────────────────────────────
  {
    name: "L-Teanina + Cafeína",
    slug: "l-teanina-cafeina",
    category: "cerebro-foco",
    shortDescription: "Dupla que une a cafeína do café à L-teanina do chá verde para um foco calmo e estável, sem agitação.",
    description: [
      "A L-teanina é um aminoácido encontrado naturalmente nas folhas do chá verde. Combinada à cafeína, forma uma das parcerias mais estudadas entre os nootrópicos: a cafeína contribui para o estado de alerta, enquanto a L-teanina ajuda a suavizar a agitação que algumas pessoas sentem com o café.",
      "Cada cápsula traz 200 mg de L-teanina e 100 mg de cafeína natural, a proporção de 2 para 1 usada em boa parte das pesquisas com adultos. A quantidade de cafeína equivale, aproximadamente, a uma xícara pequena de café coado.",
      "É uma opção prática para manhãs de trabalho concentrado, estudo ou tarefas que pedem atenção por mais tempo, sem aquele pico seguido de queda.",
    ].join("\n\n"),
    benefits: [
      "Foco e atenção com calma",
      "Menos agitação que o café sozinho",
      "Proporção 2:1, a mais estudada",
      "Cafeína de fonte natural",
    ],
    howToUse: `Tome 1 cápsula pela manhã ou no início da tarde, com água. Evite o uso depois das 16h para não atrapalhar o sono e some a cafeína de outras fontes (café, chás, refrigerantes) no total do dia. Não recomendado para crianças nem para pessoas sensíveis à cafeína. ${PRECAUCAO}`,
    imageUrl: img("l-teanina-cafeina"),
    // Caffeine: never offered to someone searching for sleep or calm.
    notFor: ["sono", "ansiedade"],
  },
  {
    name: "Rhodiola Rosea",
    slug: "rhodiola-rosea",
    category: "energia-metabolismo",
    shortDescription: "Adaptógeno das regiões frias da Europa e da Ásia que auxilia o corpo a lidar com o cansaço em fases exigentes.",
    description: [
      "A Rhodiola rosea cresce em altitudes elevadas e climas frios, e por isso ganhou fama de planta da resistência. Ela faz parte do grupo dos adaptógenos: substâncias naturais que apoiam o organismo a manter o equilíbrio diante de demandas físicas e mentais.",
      "Nosso extrato é padronizado em rosavinas e salidrosídeo, os marcadores usados nas pesquisas. Estudos com pessoas em fases de muito trabalho ou estudo indicam que ela pode contribuir para reduzir a sensação de fadiga e manter a disposição ao longo do dia.",
      "Ao contrário dos estimulantes, a rhodiola não dá um empurrão imediato: ela funciona melhor como parte de uma rotina consistente, com boas noites de sono e pausas ao longo do dia.",
    ].join("\n\n"),
    benefits: [
      "Auxilia na adaptação a períodos de estresse",
      "Contribui para menor sensação de fadiga",
      "Extrato padronizado",
      "Sem cafeína",
    ],
    howToUse: `Tome 1 cápsula pela manhã, de preferência antes do café da manhã. Evite tomar à noite, pois pode deixar algumas pessoas mais despertas. Faça uma pausa de uma semana a cada dois meses de uso. Se usa medicamentos de uso contínuo, converse antes com o médico. ${PRECAUCAO}`,
    imageUrl: img("rhodiola-rosea"),
  },
  {
    name: "Ashwagandha KSM-66",
    slug: "ashwagandha-ksm-66",
    category: "sono-relaxamento",
    shortDescription: "Extrato de raiz de ashwagandha, adaptógeno que auxilia no equilíbrio diante do estresse do dia a dia.",
    description: [
      "A ashwagandha (Withania somnifera) é uma das plantas mais importantes da tradição ayurvédica. Seu nome em sânscrito faz referência ao vigor, e o nome científico, somnifera, lembra a sua antiga ligação com o descanso.",
      "O KSM-66 é um extrato feito apenas da raiz, padronizado em vitanolídeos e produzido sem solventes químicos. É uma das versões mais estudadas da planta: ensaios clínicos com adultos em fases de estresse observaram melhora na percepção de estresse e na qualidade do sono com o uso regular.",
      "Como todo adaptógeno, a ashwagandha age de forma gradual, ajudando o corpo a encontrar o próprio ritmo. Boa companhia para fases de muita pressão, em que desligar à noite fica mais difícil.",
    ].join("\n\n"),
    benefits: [
      "Auxilia no equilíbrio diante do estresse",
      "Apoia a qualidade do sono",
      "Extrato de raiz KSM-66",
      "Extração sem solventes químicos",
    ],
    howToUse: `Tome 1 cápsula (600 mg) ao dia, após o jantar. Os efeitos são mais perceptíveis depois de algumas semanas de uso contínuo. Pessoas com alterações na tireoide ou que usam calmantes e sedativos devem conversar com o médico antes. ${PRECAUCAO}`,
    imageUrl: img("ashwagandha-ksm-66"),
  },
  {
    name: "Própolis Verde",
    slug: "propolis-verde",
    category: "imunidade-vitalidade",
    shortDescription:
      "Extrato seco de própolis verde brasileira, rica em artepilin C, produzida pelas abelhas a partir do alecrim-do-campo.",
    description: [
      "A própolis verde é um tesouro brasileiro. As abelhas a produzem a partir da resina do alecrim-do-campo (Baccharis dracunculifolia), planta típica do cerrado de Minas Gerais, e a usam para proteger a colmeia. É uma das própolis mais valorizadas do mundo.",
      "Seu composto mais característico é o artepilin C, acompanhado de outros flavonoides e compostos fenólicos de ação antioxidante. Nosso extrato é seco, sem álcool, e vem em cápsulas, o que dispensa o sabor forte e a ardência do extrato líquido tradicional.",
      "Uma forma simples de incluir um ingrediente genuinamente brasileiro na rotina de cuidado com a vitalidade, especialmente nas estações mais frias.",
    ].join("\n\n"),
    benefits: [
      "Rica em compostos antioxidantes",
      "Própolis verde brasileira",
      "Sem álcool, em cápsula",
      "Apoia a vitalidade nas estações frias",
    ],
    howToUse: `Tome 1 cápsula duas vezes ao dia, após as refeições. Não use se tiver alergia a produtos das abelhas ou a pólen. Não indicado para crianças. ${PRECAUCAO}`,
    imageUrl: img("propolis-verde"),
  },
  {
    name: "Cardo Mariano",
    slug: "cardo-mariano",
    category: "limpeza-detox",
    shortDescription: "Extrato de cardo mariano padronizado em silimarina, planta tradicional de apoio ao fígado e à digestão.",
    description: [
      "O cardo mariano (Silybum marianum) é uma planta de flores roxas, originária do Mediterrâneo, usada desde a Antiguidade em preparos tradicionais ligados à digestão. Das suas sementes se extrai a silimarina, um conjunto de flavonoides de ação antioxidante.",
      "O fígado é o grande laboratório do corpo: participa da digestão das gorduras, do armazenamento de energia e da transformação de substâncias que precisam ser eliminadas. A silimarina vem sendo estudada justamente pela relação com a proteção das células desse órgão contra o estresse oxidativo.",
      "Nossa cápsula traz extrato padronizado em 80% de silimarina. Funciona melhor como complemento de hábitos que aliviam o trabalho do fígado: menos álcool, menos ultraprocessados e mais vegetais no prato.",
    ].join("\n\n"),
    benefits: ["Padronizado em 80% de silimarina", "Ação antioxidante", "Apoia a função digestiva", "Tradição mediterrânea milenar"],
    howToUse: `Tome 1 cápsula duas vezes ao dia, antes das refeições principais. Pessoas alérgicas a plantas da família das margaridas (como camomila e arnica) devem evitar o uso. Se usa medicamentos de uso contínuo, converse com o médico antes. ${PRECAUCAO}`,
    imageUrl: img("cardo-mariano"),
  },
  {
    name: "Chá Verde (EGCG)",
    slug: "cha-verde-egcg",
    category: "emagrecimento",
    shortDescription: "Extrato concentrado de chá verde, rico em catequinas como o EGCG, para apoiar um metabolismo ativo.",
    description: [
      "O chá verde é consumido há milênios na Ásia e é uma das bebidas mais estudadas do mundo. Suas folhas são ricas em catequinas, antioxidantes naturais entre os quais se destaca o EGCG (galato de epigalocatequina).",
      "As catequinas, junto com a pequena quantidade de cafeína natural do chá, vêm sendo estudadas pela relação com o gasto de energia do corpo. Para chegar a quantidades semelhantes às das pesquisas seria preciso beber várias xícaras por dia, e por isso o extrato é uma alternativa prática.",
      "Cada cápsula traz 500 mg de extrato padronizado em 50% de EGCG. É um complemento para quem já se movimenta e cuida do prato, nunca um substituto desses hábitos.",
    ].join("\n\n"),
    benefits: [
      "Rico em catequinas antioxidantes",
      "Padronizado em 50% de EGCG",
      "Apoia um metabolismo ativo",
      "Cafeína natural em baixa dose",
    ],
    howToUse: `Tome 1 cápsula ao dia, sempre após o café da manhã ou o almoço, nunca em jejum. Evite à noite, pois contém cafeína. Não exceda a dose recomendada. Pessoas com alterações no fígado ou sensíveis à cafeína devem procurar orientação antes. ${PRECAUCAO}`,
    imageUrl: img("cha-verde-egcg"),
  },

  // ── Terceira rodada ────────────────────────────────────────────────
  {
    name: "Ômega-3 Ultra",
    slug: "omega-3-ultra",
    category: "cerebro-foco",
    shortDescription: "Óleo de peixe concentrado e purificado, rico em EPA e DHA, ácidos graxos importantes para o cérebro e a visão.",
    description: [
      "O DHA é um dos principais componentes das membranas das células do cérebro e da retina, e o EPA participa de processos ligados ao equilíbrio do organismo. Como o corpo produz pouco desses ácidos graxos, a alimentação, principalmente com peixes de águas frias, é a fonte mais importante.",
      "O Ômega-3 Ultra reúne 1.000 mg de óleo de peixe concentrado por cápsula, com 660 mg de EPA e DHA na forma de triglicerídeos, destilado molecularmente para remover contaminantes. As cápsulas têm aroma natural de limão, que reduz o retrogosto.",
      "É uma forma prática de complementar a dieta de quem come peixe menos de duas vezes por semana.",
    ].join("\n\n"),
    benefits: [
      "Rico em EPA e DHA",
      "Apoia as funções cerebrais e a visão",
      "Destilado molecularmente",
      "Sem retrogosto de peixe",
      "Forma de triglicerídeos",
    ],
    howToUse: `Tome 2 cápsulas ao dia, junto às refeições principais. Mantenha o frasco bem fechado, longe do calor. Quem usa anticoagulantes ou vai passar por cirurgia deve conversar com o médico antes. Contém peixe: não indicado para pessoas alérgicas. ${PRECAUCAO}`,
    imageUrl: img("omega-3-ultra"),
  },
  {
    name: "Maca Peruana",
    slug: "maca-peruana",
    category: "energia-metabolismo",
    shortDescription: "Raiz andina gelatinizada, consumida tradicionalmente para vigor e disposição, em pó de sabor suave e maltado.",
    description: [
      "A maca é uma raiz cultivada há milhares de anos nos Andes peruanos, acima de 4.000 metros de altitude. Os povos da região a consomem como alimento energético, e hoje ela aparece em vitaminas, mingaus e bebidas no mundo todo.",
      "Nossa maca é gelatinizada: a raiz passa por um cozimento que retira parte do amido, o que facilita a digestão e concentra os nutrientes. O resultado é um pó de sabor suave, levemente maltado, que combina com frutas, cacau e aveia.",
      "Além de fibras e minerais, a maca contém compostos próprios da planta que vêm sendo estudados pela relação com a disposição e o bem-estar geral. Um jeito gostoso de começar o dia com mais energia.",
    ].join("\n\n"),
    benefits: [
      "Contribui para a disposição diária",
      "Gelatinizada, de fácil digestão",
      "Sabor suave e maltado",
      "Fonte de fibras",
      "100% maca, sem aditivos",
    ],
    howToUse: `Misture 1 colher de chá (cerca de 3 g) em vitaminas, iogurte, mingau ou café, uma vez ao dia, de preferência pela manhã. Na primeira semana, comece com metade da dose. Pessoas com alterações na tireoide devem procurar orientação antes do uso. ${PRECAUCAO}`,
    imageUrl: img("maca-peruana"),
  },
  {
    name: "Passiflora + Mulungu",
    slug: "passiflora-mulungu",
    category: "sono-relaxamento",
    shortDescription: "Duas plantas da tradição brasileira, maracujá e mulungu, reunidas para apoiar o relaxamento ao fim do dia.",
    description: [
      "A passiflora, a flor do maracujá, e o mulungu, árvore nativa do Brasil, fazem parte da cultura popular brasileira há muitas gerações. Chás das duas plantas sempre foram usados para acalmar a mente antes de dormir.",
      "Nesta fórmula, reunimos extratos secos e padronizados das duas plantas em uma só cápsula. A passiflora é a mais estudada: pesquisas sugerem que ela contribui para uma sensação de calma, sem o peso de um sono forçado.",
      "Pensado para as noites em que a cabeça continua acelerada, o produto combina bem com um banho morno, luz baixa e um livro no lugar do celular. Não contém melatonina.",
    ].join("\n\n"),
    benefits: ["Apoia o relaxamento ao fim do dia", "Plantas da tradição brasileira", "Extratos secos padronizados", "Sem melatonina"],
    howToUse: `Tome 1 a 2 cápsulas cerca de uma hora antes de dormir. Pode causar sonolência: evite dirigir ou operar máquinas após o uso e não combine com álcool ou calmantes. Não recomendado para crianças. ${PRECAUCAO}`,
    imageUrl: img("passiflora-mulungu"),
  },
  {
    name: "Colágeno Verisol",
    slug: "colageno-verisol",
    category: "imunidade-vitalidade",
    shortDescription: "Peptídeos bioativos de colágeno Verisol com vitamina C, para apoiar a firmeza e a elasticidade da pele.",
    description: [
      "Com o passar dos anos, o corpo produz menos colágeno, a proteína que dá estrutura à pele. O Verisol é um tipo específico de peptídeo de colágeno hidrolisado, com fragmentos pequenos selecionados para estimular as células da pele a produzir o próprio colágeno.",
      "Estudos clínicos controlados com mulheres adultas observaram melhora na elasticidade da pele após algumas semanas de uso diário de 2,5 g. Cada porção da nossa fórmula traz exatamente essa quantidade, com vitamina C, que contribui para a formação normal do colágeno.",
      "Em pó e sem sabor, dissolve facilmente em água, sucos ou café. Vale lembrar: sono, proteína na alimentação e protetor solar continuam sendo a base de uma pele saudável.",
    ].join("\n\n"),
    benefits: [
      "Apoia a firmeza e a elasticidade da pele",
      "2,5 g de Verisol por porção",
      "Com vitamina C",
      "Sem sabor, fácil de dissolver",
    ],
    howToUse: `Dissolva 1 medida (5 g) em 200 ml de água, suco ou outra bebida, uma vez ao dia, em qualquer horário. Os resultados aparecem com o uso contínuo por pelo menos oito semanas. Contém colágeno de origem bovina. ${PRECAUCAO}`,
    imageUrl: img("colageno-verisol"),
  },
  {
    name: "Cúrcuma com Piperina",
    slug: "curcuma-com-piperina",
    category: "limpeza-detox",
    shortDescription: "Extrato de cúrcuma com piperina da pimenta-preta, combinação que favorece a absorção dos curcuminoides.",
    description: [
      "A cúrcuma, ou açafrão-da-terra, é a raiz alaranjada que dá cor ao curry. Seus compostos principais, os curcuminoides, têm ação antioxidante e são alvo de muitos estudos. O problema é que, sozinhos, eles são pouco absorvidos pelo organismo.",
      "É aí que entra a piperina, substância da pimenta-preta. Pesquisas mostram que ela aumenta de forma importante a quantidade de curcumina que chega à circulação. Cada cápsula reúne 500 mg de extrato de cúrcuma padronizado em 95% de curcuminoides e 5 mg de piperina.",
      "Na cozinha, a cúrcuma já acompanha pratos mais pesados. Em cápsula, fica mais fácil manter uma quantidade constante, sem manchar a roupa nem mudar o sabor da comida.",
    ].join("\n\n"),
    benefits: ["Ação antioxidante", "Piperina favorece a absorção", "95% de curcuminoides", "Apoia a digestão"],
    howToUse: `Tome 1 cápsula ao dia, junto a uma refeição. Pessoas com cálculos na vesícula, que usam anticoagulantes ou que vão passar por cirurgia devem conversar com o médico antes. A piperina pode alterar a absorção de alguns medicamentos. ${PRECAUCAO}`,
    imageUrl: img("curcuma-com-piperina"),
  },
  {
    name: "Psyllium Husk",
    slug: "psyllium-husk",
    category: "emagrecimento",
    shortDescription: "Casca de psyllium em pó, fibra natural que contribui para a saciedade e para o bom funcionamento do intestino.",
    description: [
      "O psyllium é a casca da semente da Plantago ovata, planta cultivada principalmente na Índia. É uma das fibras mais concentradas que existem: quase toda a casca é fibra, em sua maior parte solúvel.",
      "Em contato com a água, o psyllium forma um gel que aumenta o volume do conteúdo intestinal e torna o trânsito mais regular. Esse mesmo gel deixa a digestão mais lenta, o que contribui para a saciedade entre as refeições.",
      "Boa parte dos brasileiros consome menos fibras do que o recomendado. Uma colher de psyllium por dia é um jeito simples de chegar mais perto da meta, e ele ainda pode entrar em receitas de pães e bolos sem glúten.",
    ].join("\n\n"),
    benefits: [
      "Contribui para a saciedade",
      "Auxilia no funcionamento intestinal",
      "Fibra 100% natural",
      "Versátil em receitas",
      "Sem glúten",
    ],
    howToUse: `Misture 1 colher de sopa (5 g) em 250 ml de água ou suco e beba logo em seguida, antes que engrosse; depois, tome mais um copo de água. Use uma ou duas vezes ao dia, antes das refeições, e aumente o consumo de água ao longo do dia. Tome medicamentos com duas horas de intervalo. ${PRECAUCAO}`,
    imageUrl: img("psyllium-husk"),
  },
];
