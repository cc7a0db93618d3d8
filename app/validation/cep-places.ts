/**
 * Data, not a service: the CEP ranges (first five digits, inclusive) of the 27 state capitals and of
 * the largest cities, and a few well-known neighbourhoods inside them. Only what the form can prefill:
 * the customer corrects anything it gets wrong, and a CEP in no range here still gets its state from
 * CEP_RANGES (cep.ts).
 *
 * City ranges checked on 2026-11-29 against the per-municipality table of the public GitHub repository
 * bahge/zipcodesearch, src/Constants/StatesData/<UF>.php ("zipCode" => [from, to], IBGE code), taken
 * to their first five digits. A city with several ranges there has one entry per range here.
 * Neighbourhood ranges are indicative: that table has none, so they were only checked to lie inside
 * their city's verified range.
 */
export interface CepPlace {
  city: string;
  /** Set only where the range is one neighbourhood. */
  district?: string;
  from: number;
  to: number;
}

/** Neighbourhood ranges first: the narrowest range that holds a CEP wins. */
export const CEP_PLACES: readonly CepPlace[] = [
  // Neighbourhoods (indicative ranges, see above)
  { city: "São Paulo", district: "Bela Vista", from: 1301, to: 1329 },
  { city: "São Paulo", district: "Sé", from: 1001, to: 1099 },
  { city: "Rio de Janeiro", district: "Centro", from: 20010, to: 20099 },
  { city: "Rio de Janeiro", district: "Copacabana", from: 22010, to: 22091 },
  { city: "Salvador", district: "Comércio", from: 40010, to: 40029 },
  { city: "Brasília", district: "Asa Sul", from: 70200, to: 70399 },
  { city: "Brasília", district: "Asa Norte", from: 70700, to: 70779 },
  { city: "Belo Horizonte", district: "Centro", from: 30110, to: 30190 },
  // State capitals
  { city: "São Paulo", from: 1000, to: 5999 },
  { city: "São Paulo", from: 8000, to: 8499 },
  { city: "Rio de Janeiro", from: 20000, to: 23799 },
  { city: "Vitória", from: 29000, to: 29099 },
  { city: "Belo Horizonte", from: 30000, to: 31999 },
  { city: "Salvador", from: 40000, to: 42599 },
  { city: "Aracaju", from: 49000, to: 49099 },
  { city: "Recife", from: 50000, to: 52999 },
  { city: "Maceió", from: 57000, to: 57099 },
  { city: "João Pessoa", from: 58000, to: 58099 },
  { city: "Natal", from: 59000, to: 59139 },
  { city: "Fortaleza", from: 60000, to: 61599 },
  { city: "Teresina", from: 64000, to: 64099 },
  { city: "São Luís", from: 65000, to: 65109 },
  { city: "Belém", from: 66000, to: 66999 },
  { city: "Macapá", from: 68900, to: 68914 },
  { city: "Manaus", from: 69000, to: 69099 },
  { city: "Boa Vista", from: 69300, to: 69339 },
  { city: "Rio Branco", from: 69900, to: 69924 },
  // Brasília is the whole Distrito Federal (one municipality), so both of DF's ranges.
  { city: "Brasília", from: 70000, to: 72799 },
  { city: "Brasília", from: 73000, to: 73699 },
  { city: "Goiânia", from: 74000, to: 74899 },
  { city: "Porto Velho", from: 76800, to: 76849 },
  { city: "Palmas", from: 77000, to: 77299 },
  { city: "Cuiabá", from: 78000, to: 78109 },
  { city: "Campo Grande", from: 79000, to: 79129 },
  { city: "Curitiba", from: 80000, to: 82999 },
  { city: "Florianópolis", from: 88000, to: 88099 },
  { city: "Porto Alegre", from: 90000, to: 91999 },
  // Largest cities outside the capitals
  { city: "Osasco", from: 6000, to: 6299 },
  { city: "Guarulhos", from: 7000, to: 7399 },
  { city: "Santo André", from: 9000, to: 9299 },
  { city: "São Bernardo do Campo", from: 9600, to: 9899 },
  { city: "Santos", from: 11000, to: 11249 },
  { city: "São José dos Campos", from: 12200, to: 12249 },
  { city: "Campinas", from: 13000, to: 13139 },
  { city: "Ribeirão Preto", from: 14000, to: 14114 },
  { city: "Sorocaba", from: 18000, to: 18109 },
  { city: "Niterói", from: 24000, to: 24399 },
  { city: "São Gonçalo", from: 24400, to: 24799 },
  { city: "Duque de Caxias", from: 25000, to: 25499 },
  { city: "Nova Iguaçu", from: 26000, to: 26099 },
  { city: "Nova Iguaçu", from: 26200, to: 26299 },
  { city: "Contagem", from: 32000, to: 32399 },
  { city: "Juiz de Fora", from: 36000, to: 36107 },
  { city: "Uberlândia", from: 38400, to: 38439 },
  { city: "Feira de Santana", from: 44000, to: 44149 },
  { city: "Jaboatão dos Guararapes", from: 54000, to: 54499 },
  { city: "Londrina", from: 86000, to: 86124 },
  { city: "Joinville", from: 89200, to: 89239 },
];

/** The city (and, where the range says it, the neighbourhood) of a CEP's first five digits, if the table has it. */
export function placeForPrefix(prefix: number): { city: string; district: string | null } | null {
  let best: CepPlace | null = null;
  for (const place of CEP_PLACES) {
    if (prefix < place.from || prefix > place.to) continue;
    if (!best || place.to - place.from < best.to - best.from) best = place;
  }
  return best ? { city: best.city, district: best.district ?? null } : null;
}
