import { z } from "zod";
import { emailSchema, requiredText } from "./common";

/** One line, so it can go into the e-mail's subject header. */
const singleLine = (message: string, max: number) => requiredText(message, max).transform((v) => v.replace(/\s+/g, " "));

/** The help centre's contact form (/ajuda and /contato): every field required. */
export const contactSchema = z.object({
  name: singleLine("Informe seu nome.", 120),
  email: emailSchema,
  subject: singleLine("Informe o assunto.", 150),
  message: requiredText("Escreva sua mensagem.", 5000),
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;
