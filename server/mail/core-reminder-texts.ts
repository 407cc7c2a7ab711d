import type { Language } from '../../src/shared/contracts/languages'

export type CoreReminderTexts = {
  subject: (count: number, due: string) => string
  intro: (due: string) => string
  part: string
  orderNumber: string
  deliveryNote: string
  qty: string
  dueOn: string
  deposit: string
  total: string
  howTo: string
  openAccount: string
}

/** The reminder before a core's due date (greeting and closing are the notice mails'), in the trade's words of each language (Altteilpfand, core deposit…). */
export const CORE_REMINDER_TEXTS: Record<Language, CoreReminderTexts> = {
  de: {
    subject: (n, due) => `${n === 1 ? 'Altteil' : `${n} Altteile`} bis ${due} zurücksenden – Achslast Parts`,
    intro: (due) => `bitte senden Sie diese Altteile bis ${due} zurück, damit wir Ihnen das Altteilpfand gutschreiben können:`,
    part: 'Artikel',
    orderNumber: 'Auftrag',
    deliveryNote: 'Lieferschein',
    qty: 'Menge',
    dueOn: 'Rückgabe bis',
    deposit: 'Altteilpfand',
    total: 'Altteilpfand insgesamt',
    howTo: 'Die Rücksendung melden Sie im Altteilkonto mit „Altteil zurückgeben“ an.',
    openAccount: 'Altteilkonto im Infocenter',
  },
  en: {
    subject: (n, due) => `${n === 1 ? 'Core' : `${n} cores`} due back by ${due} – Achslast Parts`,
    intro: (due) => `please return these cores by ${due} so we can credit the core deposit:`,
    part: 'Part',
    orderNumber: 'Order',
    deliveryNote: 'Delivery note',
    qty: 'Quantity',
    dueOn: 'Due back by',
    deposit: 'Core deposit',
    total: 'Core deposit in total',
    howTo: 'Register the return in the open cores account with "Return core".',
    openAccount: 'Open cores account in the information centre',
  },
  fr: {
    subject: (n, due) => `${n === 1 ? 'Pièce d’échange' : `${n} pièces d’échange`} à retourner avant le ${due} – Achslast Parts`,
    intro: (due) =>
      `merci de nous retourner ces pièces usagées avant le ${due} afin que nous puissions vous rembourser la consigne :`,
    part: 'Article',
    orderNumber: 'Commande',
    deliveryNote: 'Bon de livraison',
    qty: 'Quantité',
    dueOn: 'À retourner avant le',
    deposit: 'Consigne',
    total: 'Consigne au total',
    howTo: 'Déclarez le retour dans le compte des consignes avec « Retourner la pièce usagée ».',
    openAccount: 'Compte des consignes dans le centre d’information',
  },
  it: {
    subject: (n, due) => `${n === 1 ? 'Usato da rendere' : `${n} usati da rendere`} entro il ${due} – Achslast Parts`,
    intro: (due) =>
      `la preghiamo di rendere questi pezzi usati entro il ${due}, così potremo accreditarle il deposito cauzionale:`,
    part: 'Articolo',
    orderNumber: 'Ordine',
    deliveryNote: 'Bolla di consegna',
    qty: 'Quantità',
    dueOn: 'Da rendere entro',
    deposit: 'Deposito cauzionale',
    total: 'Deposito cauzionale totale',
    howTo: 'Registri il reso nel conto depositi con «Rendi l’usato».',
    openAccount: 'Conto depositi nel centro informazioni',
  },
  ru: {
    subject: (n, due) => `Вернуть ${n === 1 ? 'старый агрегат' : `старые агрегаты (${n})`} до ${due} – Achslast Parts`,
    intro: (due) => `пожалуйста, верните эти старые агрегаты до ${due}, чтобы мы могли вернуть вам залог за старый агрегат:`,
    part: 'Артикул',
    orderNumber: 'Заказ',
    deliveryNote: 'Накладная',
    qty: 'Количество',
    dueOn: 'Вернуть до',
    deposit: 'Залог за старый агрегат',
    total: 'Залог всего',
    howTo: 'Оформите возврат на счёте залогов кнопкой «Вернуть старый агрегат».',
    openAccount: 'Счёт залогов в информационном центре',
  },
  nl: {
    subject: (n, due) => `${n === 1 ? 'Oud onderdeel' : `${n} oude onderdelen`} terugsturen vóór ${due} – Achslast Parts`,
    intro: (due) => `stuur deze oude onderdelen vóór ${due} terug, zodat wij het statiegeld oud onderdeel kunnen crediteren:`,
    part: 'Artikel',
    orderNumber: 'Order',
    deliveryNote: 'Pakbon',
    qty: 'Aantal',
    dueOn: 'Terug vóór',
    deposit: 'Statiegeld oud onderdeel',
    total: 'Statiegeld totaal',
    howTo: 'Meld de retour aan in het statiegeldoverzicht met "Oud onderdeel retourneren".',
    openAccount: 'Statiegeldoverzicht in het informatiecentrum',
  },
  pt: {
    subject: (n, due) => `${n === 1 ? 'Casco' : `${n} cascos`} a devolver até ${due} – Achslast Parts`,
    intro: (due) => `devolva estes cascos até ${due}, para que possamos creditar o depósito de casco:`,
    part: 'Artigo',
    orderNumber: 'Encomenda',
    deliveryNote: 'Guia de remessa',
    qty: 'Quantidade',
    dueOn: 'Devolver até',
    deposit: 'Depósito de casco',
    total: 'Depósito de casco total',
    howTo: 'Registe a devolução na conta de cascos com «Devolver casco».',
    openAccount: 'Conta de cascos no centro de informação',
  },
  es: {
    subject: (n, due) => `${n === 1 ? 'Casco' : `${n} cascos`} a devolver antes del ${due} – Achslast Parts`,
    intro: (due) => `le rogamos que devuelva estos cascos antes del ${due} para que podamos abonarle el depósito de casco:`,
    part: 'Artículo',
    orderNumber: 'Pedido',
    deliveryNote: 'Albarán',
    qty: 'Cantidad',
    dueOn: 'Devolver antes del',
    deposit: 'Depósito de casco',
    total: 'Depósito de casco total',
    howTo: 'Registre la devolución en la cuenta de cascos con «Devolver casco».',
    openAccount: 'Cuenta de cascos en el centro de información',
  },
}
