import type { Language } from '../../src/shared/contracts/languages'
import type { MailMessage } from './mail-transport'

type Texts = { subject: string; greeting: (name: string) => string; body: string; expiry: string; ignore: string }

/** The one mail the shop sends so far, in the contact's language (the SPA's catalogs do not reach the server). */
const TEXTS: Record<Language, Texts> = {
  de: {
    subject: 'Passwort zurücksetzen – Achslast Parts',
    greeting: (name) => `Guten Tag ${name},`,
    body: 'Sie haben ein neues Passwort für Ihren Zugang angefordert. Über diesen Link legen Sie es fest:',
    expiry: 'Der Link gilt eine Stunde und nur einmal.',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your password – Achslast Parts',
    greeting: (name) => `Hello ${name},`,
    body: 'You asked for a new password for your account. Set it with this link:',
    expiry: 'The link works once and for one hour.',
    ignore: 'If you did not ask for this, ignore this email; your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe – Achslast Parts',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Vous avez demandé un nouveau mot de passe pour votre compte. Définissez-le avec ce lien :',
    expiry: 'Le lien est valable une heure et une seule fois.',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  },
  it: {
    subject: 'Reimposta la password – Achslast Parts',
    greeting: (name) => `Buongiorno ${name},`,
    body: 'Ha richiesto una nuova password per il suo account. La imposti con questo link:',
    expiry: "Il link vale un'ora e una sola volta.",
    ignore: 'Se non ha fatto questa richiesta, ignori questa e-mail; la password resta invariata.',
  },
  ru: {
    subject: 'Сброс пароля – Achslast Parts',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Вы запросили новый пароль для своей учётной записи. Задайте его по этой ссылке:',
    expiry: 'Ссылка действует один час и только один раз.',
    ignore: 'Если вы этого не запрашивали, просто проигнорируйте письмо — пароль останется прежним.',
  },
  nl: {
    subject: 'Wachtwoord opnieuw instellen – Achslast Parts',
    greeting: (name) => `Beste ${name},`,
    body: 'U hebt een nieuw wachtwoord voor uw account aangevraagd. Stel het in via deze link:',
    expiry: 'De link is één uur en maar één keer geldig.',
    ignore: 'Hebt u dit niet aangevraagd, negeer deze e-mail dan; uw wachtwoord blijft ongewijzigd.',
  },
  pt: {
    subject: 'Redefinir a palavra-passe – Achslast Parts',
    greeting: (name) => `Olá ${name},`,
    body: 'Pediu uma nova palavra-passe para a sua conta. Defina-a com esta ligação:',
    expiry: 'A ligação é válida durante uma hora e apenas uma vez.',
    ignore: 'Se não fez este pedido, ignore este e-mail; a sua palavra-passe fica igual.',
  },
  es: {
    subject: 'Restablecer la contraseña – Achslast Parts',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Ha solicitado una nueva contraseña para su cuenta. Establézcala con este enlace:',
    expiry: 'El enlace es válido durante una hora y una sola vez.',
    ignore: 'Si no lo ha solicitado, ignore este correo; su contraseña no cambia.',
  },
}

export function passwordResetMail(input: { to: string; name: string; language: Language; link: string }): MailMessage {
  const t = TEXTS[input.language]
  return {
    to: input.to,
    subject: t.subject,
    text: [t.greeting(input.name), '', t.body, input.link, '', t.expiry, t.ignore, '', 'Achslast Parts'].join('\n'),
  }
}
