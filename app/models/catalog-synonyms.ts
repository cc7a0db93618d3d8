/**
 * Words customers type for a need, grouped with the words the catalogue uses for it (category names,
 * benefits, how-to-use). A search word that matches any word of a group (after stemming: dormir,
 * durmo, dormindo…) also finds products described with the group's other words.
 * Kept short and specific: a broad word ("noite", "dia", "gordura") would match most how-to-use texts.
 * Written as people write them, with accents; the search folds and stems them (catalog.server.ts).
 * Each group's first word is a need of PRODUCT_NEEDS (the admin's "Não indicado para"), in that order.
 */
export const NEED_SYNONYMS: readonly (readonly string[])[] = [
  ["sono", "dormir", "insônia", "adormecer", "relaxamento"],
  ["ansiedade", "ansioso", "estresse", "stress", "calma", "tranquilidade", "nervosismo", "relaxamento"],
  ["energia", "energético", "disposição", "cansaço", "fadiga", "vigor", "ânimo"],
  ["emagrecimento", "emagrecer", "peso", "saciedade", "dieta"],
  ["detox", "desintoxicação", "limpeza", "fígado", "toxinas"],
  ["foco", "concentração", "memória", "atenção", "cérebro", "cognição", "estudar"],
  ["imunidade", "imune", "defesas", "resfriado", "gripe", "vitalidade"],
  ["digestão", "intestino", "fibras", "digestivo"],
  ["articulações", "colágeno", "pele", "cabelo", "unhas"],
];
