/** The account e-mails (confirmation, password reset, change of address), in Portuguese, HTML and text. */
import { BRAND } from "~/lib/common/brand";
import { greeting } from "~/lib/common/person-name";
import { escapeHtml, mailButton, mailLayout, sendMail } from "./mail.server";

interface Recipient {
  email: string;
  name: string;
  /** Unconfirmed: the name was typed by whoever signed up, so it is not repeated to the address. */
  emailVerified?: boolean;
}

/** The greeting; a name only for a confirmed address (a stranger's text never reaches an unproven one). */
function hello(user: Recipient) {
  return greeting(user.emailVerified === false ? "" : user.name);
}

/** The sign-up's confirmation: the address is not proven yet, so nothing the person typed is in it. */
export function sendConfirmationMail(to: string, url: string) {
  return sendMail({
    to,
    subject: `Confirme seu e-mail – ${BRAND.name}`,
    html: mailLayout(
      "Confirme seu e-mail",
      `<p>Olá!</p>
<p>Falta pouco para ativar sua conta na ${escapeHtml(BRAND.name)}. Confirme seu e-mail para entrar, pedir amostras grátis e juntar pontos.</p>
${mailButton(url, "Confirmar e-mail")}
<p>O link vale por 24 horas. Se você não criou uma conta, ignore este e-mail.</p>`,
    ),
    text: `Olá!

Falta pouco para ativar sua conta na ${BRAND.name}. Confirme seu e-mail abrindo este link (válido por 24 horas):
${url}

Se você não criou uma conta, ignore este e-mail.`,
  });
}

/**
 * The confirmation of an address whose password is chosen through the link: a store owner's address,
 * or one that more than one sign-up claimed before it was confirmed. Nothing the sign-ups typed is in it.
 */
export function sendConfirmWithPasswordMail(to: string, url: string) {
  return sendMail({
    to,
    subject: `Confirme seu e-mail e crie sua senha – ${BRAND.name}`,
    html: mailLayout(
      "Confirme seu e-mail e crie sua senha",
      `<p>Olá!</p>
<p>Recebemos um cadastro na ${escapeHtml(BRAND.name)} com este e-mail. Para sua segurança, a senha desta conta é criada pelo link abaixo, que só chega a quem recebe os e-mails deste endereço. Ao criar a senha, seu e-mail fica confirmado.</p>
${mailButton(url, "Confirmar e criar senha")}
<p>O link vale por 24 horas. Se você não criou uma conta, ignore este e-mail: ninguém consegue entrar sem ele.</p>`,
    ),
    text: `Olá!

Recebemos um cadastro na ${BRAND.name} com este e-mail. Para sua segurança, a senha desta conta é criada por este link (válido por 24 horas), que só chega a quem recebe os e-mails deste endereço. Ao criar a senha, seu e-mail fica confirmado:
${url}

Se você não criou uma conta, ignore este e-mail: ninguém consegue entrar sem ele.`,
  });
}

/** To the new address of a change of e-mail, not proven yet: no text the account holder typed (the name) is in it. */
export function sendNewAddressMail(to: string, url: string) {
  return sendMail({
    to,
    subject: `Confirme seu novo e-mail – ${BRAND.name}`,
    html: mailLayout(
      "Confirme seu novo e-mail",
      `<p>Olá!</p>
<p>Este é o novo endereço da sua conta na ${escapeHtml(BRAND.name)}. Confirme para concluir a troca.</p>
${mailButton(url, "Confirmar novo e-mail")}
<p>O link vale por 24 horas. Se você não pediu esta troca, ignore este e-mail.</p>`,
    ),
    text: `Olá!

Este é o novo endereço da sua conta na ${BRAND.name}. Para concluir a troca, abra este link (válido por 24 horas):
${url}

Se você não pediu esta troca, ignore este e-mail.`,
  });
}

export function sendChangeEmailConfirmationMail(user: Recipient, newEmail: string, url: string) {
  return sendMail({
    to: user.email,
    subject: `Confirme a troca de e-mail – ${BRAND.name}`,
    html: mailLayout(
      "Confirme a troca de e-mail",
      `<p>${escapeHtml(hello(user))}</p>
<p>Recebemos um pedido para trocar o e-mail da sua conta para <strong>${escapeHtml(newEmail)}</strong>. Confirme por aqui; depois enviaremos um link para o novo endereço.</p>
${mailButton(url, "Confirmar troca de e-mail")}
<p>Se não foi você, ignore este e-mail: nada muda na sua conta.</p>`,
    ),
    text: `${hello(user)}

Recebemos um pedido para trocar o e-mail da sua conta para ${newEmail}. Para confirmar, abra este link:
${url}

Depois enviaremos um link para o novo endereço. Se não foi você, ignore este e-mail.`,
  });
}

export function sendResetPasswordMail(user: Recipient, url: string) {
  return sendMail({
    to: user.email,
    subject: `Redefina sua senha – ${BRAND.name}`,
    html: mailLayout(
      "Redefina sua senha",
      `<p>${escapeHtml(hello(user))}</p>
<p>Recebemos um pedido para redefinir a senha da sua conta. O link vale por 1 hora.</p>
${mailButton(url, "Criar nova senha")}
<p>Se não foi você, ignore este e-mail: sua senha continua a mesma.</p>`,
    ),
    text: `${hello(user)}

Para criar uma nova senha, abra este link (válido por 1 hora):
${url}

Se não foi você, ignore este e-mail: sua senha continua a mesma.`,
  });
}

/** Someone tried to sign up with an address that already has an account (the page does not say so). */
export function sendAlreadyRegisteredMail(user: Recipient, signInUrl: string, resetUrl: string) {
  return sendMail({
    to: user.email,
    subject: `Você já tem uma conta – ${BRAND.name}`,
    html: mailLayout(
      "Você já tem uma conta",
      `<p>${escapeHtml(hello(user))}</p>
<p>Alguém tentou criar uma conta na ${escapeHtml(BRAND.name)} com este e-mail, mas ele já está cadastrado. Se foi você, é só entrar:</p>
${mailButton(signInUrl, "Entrar na minha conta")}
<p>Esqueceu a senha? <a href="${escapeHtml(resetUrl)}" style="color:#1f5130">Crie uma nova</a>. Se não foi você, ignore este e-mail.</p>`,
    ),
    text: `${hello(user)}

Alguém tentou criar uma conta na ${BRAND.name} com este e-mail, mas ele já está cadastrado. Se foi você, entre em:
${signInUrl}

Esqueceu a senha? Crie uma nova em:
${resetUrl}

Se não foi você, ignore este e-mail.`,
  });
}
