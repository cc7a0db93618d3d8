/** The brand, in one place: another name is a one-line change. */
export const BRAND = {
  name: "Raiz Vital",
  tagline: "Suplementos naturais com ciência",
  legalName: "Raiz Vital Suplementos Naturais Ltda.",
  cnpj: "12.345.678/0001-90",
  address: "Rua das Palmeiras, 250 – Sala 12, Pinheiros, São Paulo – SP, 05422-000",
  email: "contato@raizvital.com.br",
  privacyEmail: "privacidade@raizvital.com.br",
  phone: "(11) 4000-1234",
  whatsapp: "(11) 94000-1234",
  supportHours: "Segunda a sexta, das 8h às 18h",
  privacyHours: "Segunda a sexta, 9h-18h",
  social: {
    instagram: "https://www.instagram.com/raizvital",
    facebook: "https://www.facebook.com/raizvital",
    youtube: "https://www.youtube.com/@raizvital",
  },
} as const;
