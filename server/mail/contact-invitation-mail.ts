import type { Language } from '../../src/shared/contracts/languages'
import type { MailMessage } from './mail-transport'

type Texts = {
  subject: string
  greeting: (name: string) => string
  body: (company: string) => string
  link: string
  expiry: string
}

/** The invitation of a contact the ERP created (issue 29), in the contact's language; like the reset mail, server side. */
const TEXTS: Record<Language, Texts> = {
  de: {
    subject: 'Ihr Zugang zum Teileshop – Achslast Parts',
    greeting: (name) => `Guten Tag ${name},`,
    body: (company) =>
      `für ${company} ist ein Zugang zu unserem Ersatzteil-Shop eingerichtet: Teile suchen, Preise und Verfügbarkeit sehen, bestellen, Rechnungen und Lieferscheine abrufen.`,
    link: 'Über diesen Link legen Sie Ihr Passwort fest:',
    expiry: 'Der Link gilt sieben Tage und nur einmal. Danach fordern Sie über „Passwort vergessen?“ einen neuen an.',
  },
  en: {
    subject: 'Your access to the parts shop – Achslast Parts',
    greeting: (name) => `Hello ${name},`,
    body: (company) =>
      `an account in our spare-parts shop has been set up for ${company}: find parts, see prices and availability, order, and get invoices and delivery notes.`,
    link: 'Set your password with this link:',
    expiry: 'The link works once and for seven days. After that, use "Forgot your password?" to get a new one.',
  },
  fr: {
    subject: 'Votre accès à la boutique de pièces – Achslast Parts',
    greeting: (name) => `Bonjour ${name},`,
    body: (company) =>
      `un accès à notre boutique de pièces détachées a été créé pour ${company} : rechercher des pièces, voir prix et disponibilités, commander, consulter factures et bons de livraison.`,
    link: 'Définissez votre mot de passe avec ce lien :',
    expiry:
      'Le lien est valable sept jours et une seule fois. Ensuite, utilisez « Mot de passe oublié ? » pour en obtenir un nouveau.',
  },
  it: {
    subject: 'Il suo accesso al negozio ricambi – Achslast Parts',
    greeting: (name) => `Buongiorno ${name},`,
    body: (company) =>
      `per ${company} è stato creato un accesso al nostro negozio di ricambi: cercare ricambi, vedere prezzi e disponibilità, ordinare, consultare fatture e documenti di trasporto.`,
    link: 'Imposti la sua password con questo link:',
    expiry: 'Il link vale sette giorni e una sola volta. Poi usi «Ha dimenticato la password?» per riceverne uno nuovo.',
  },
  ru: {
    subject: 'Ваш доступ к магазину запчастей – Achslast Parts',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: (company) =>
      `Для компании ${company} открыт доступ к нашему магазину запчастей: поиск запчастей, цены и наличие, заказы, счета и накладные.`,
    link: 'Задайте пароль по этой ссылке:',
    expiry: 'Ссылка действует семь дней и только один раз. Потом запросите новую через «Забыли пароль?».',
  },
  nl: {
    subject: 'Uw toegang tot de onderdelenshop – Achslast Parts',
    greeting: (name) => `Beste ${name},`,
    body: (company) =>
      `voor ${company} is een account in onze onderdelenshop aangemaakt: onderdelen zoeken, prijzen en beschikbaarheid zien, bestellen, facturen en pakbonnen opvragen.`,
    link: 'Stel uw wachtwoord in via deze link:',
    expiry: 'De link is zeven dagen en maar één keer geldig. Vraag daarna via "Wachtwoord vergeten?" een nieuwe aan.',
  },
  pt: {
    subject: 'O seu acesso à loja de peças – Achslast Parts',
    greeting: (name) => `Olá ${name},`,
    body: (company) =>
      `foi criado para ${company} um acesso à nossa loja de peças: procurar peças, ver preços e disponibilidade, encomendar, consultar faturas e guias de remessa.`,
    link: 'Defina a sua palavra-passe com esta ligação:',
    expiry:
      'A ligação é válida durante sete dias e apenas uma vez. Depois, use «Esqueceu-se da palavra-passe?» para pedir outra.',
  },
  es: {
    subject: 'Su acceso a la tienda de recambios – Achslast Parts',
    greeting: (name) => `Hola, ${name}:`,
    body: (company) =>
      `se ha creado para ${company} un acceso a nuestra tienda de recambios: buscar piezas, ver precios y disponibilidad, hacer pedidos y consultar facturas y albaranes.`,
    link: 'Establezca su contraseña con este enlace:',
    expiry: 'El enlace es válido durante siete días y una sola vez. Después, use «¿Ha olvidado su contraseña?» para pedir otro.',
  },
}

export function contactInvitationMail(input: {
  to: string
  name: string
  company: string
  language: Language
  link: string
}): MailMessage {
  const t = TEXTS[input.language]
  return {
    to: input.to,
    subject: t.subject,
    text: [t.greeting(input.name), '', t.body(input.company), '', t.link, input.link, '', t.expiry, '', 'Achslast Parts'].join(
      '\n',
    ),
  }
}
