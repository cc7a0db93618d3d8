/** A sample request form as a customer fills it in (one address line, as older clients post it). */
export const SAMPLE_FORM = {
  fullName: "Maria Souza",
  email: "maria@exemplo.com.br",
  phone: "(11) 98765-4321",
  address: "Rua das Flores, 123",
  city: "São Paulo",
  state: "SP",
  zipCode: "01310-100",
  notes: "",
};
