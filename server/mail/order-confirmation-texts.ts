import type { Language } from '../../src/shared/contracts/languages'

export type OrderMailTexts = {
  subject: (orderNumber: string) => string
  greeting: (name: string) => string
  intro: string
  orderNumber: string
  backorderNumber: string
  reference: string
  shipsNow: string
  shipsLater: string
  allLater: string
  goods: string
  /** The deposit line under an exchange unit's line. */
  deposit: string
  /** The deposits' total beside the goods. */
  deposits: string
  freight: string
  total: string
  vat: (rate: number) => string
  shipTo: string
  closing: string
}

/** The order confirmation in the buyer's language (the SPA's catalogs do not reach the server). */
export const ORDER_MAIL_TEXTS: Record<Language, OrderMailTexts> = {
  de: {
    subject: (n) => `Auftragsbestätigung ${n} – Achslast Parts`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: 'vielen Dank für Ihre Bestellung. Wir haben sie so erhalten:',
    orderNumber: 'Auftragsnummer',
    backorderNumber: 'Rückstand, wird nachgeliefert unter Auftragsnummer',
    reference: 'Ihre Bestellreferenz',
    shipsNow: 'Wird jetzt versandt',
    shipsLater: 'Wird nachgeliefert (Rückstand)',
    allLater: 'Der ganze Auftrag ist im Rückstand und wird geliefert, sobald die Ware eingetroffen ist.',
    goods: 'Warenwert',
    deposit: 'Altteilpfand',
    deposits: 'Altteilpfand gesamt',
    freight: 'Fracht',
    total: 'Gesamtsumme (netto)',
    vat: (rate) => `Alle Preise netto zuzüglich ${rate} % MwSt., die auf der Rechnung ausgewiesen wird.`,
    shipTo: 'Lieferadresse',
    closing: 'Den Auftrag finden Sie auch im Infocenter unter „Auftragshistorie“.',
  },
  en: {
    subject: (n) => `Order confirmation ${n} – Achslast Parts`,
    greeting: (name) => `Hello ${name},`,
    intro: 'thank you for your order. We have received it as follows:',
    orderNumber: 'Order number',
    backorderNumber: 'Backorder, follows under order number',
    reference: 'Your order reference',
    shipsNow: 'Ships now',
    shipsLater: 'Ships later (backorder)',
    allLater: 'The whole order is on backorder and ships as soon as the goods arrive.',
    goods: 'Goods total',
    deposit: 'Core deposit',
    deposits: 'Core deposits',
    freight: 'Freight',
    total: 'Grand total (net)',
    vat: (rate) => `All prices are net; ${rate} % VAT is added on the invoice.`,
    shipTo: 'Delivery address',
    closing: 'You also find the order in the information centre under "Order history".',
  },
  fr: {
    subject: (n) => `Confirmation de commande ${n} – Achslast Parts`,
    greeting: (name) => `Bonjour ${name},`,
    intro: 'merci pour votre commande. Nous l’avons reçue comme suit :',
    orderNumber: 'Numéro de commande',
    backorderNumber: 'Reliquat, livré ultérieurement sous le numéro de commande',
    reference: 'Votre référence de commande',
    shipsNow: 'Expédié maintenant',
    shipsLater: 'Livré ultérieurement (reliquat)',
    allLater: 'Toute la commande est en reliquat et sera expédiée dès l’arrivée de la marchandise.',
    goods: 'Montant des marchandises',
    deposit: 'Consigne',
    deposits: 'Total des consignes',
    freight: 'Frais de port',
    total: 'Total (HT)',
    vat: (rate) => `Tous les prix sont hors taxes ; la TVA de ${rate} % est ajoutée sur la facture.`,
    shipTo: 'Adresse de livraison',
    closing: 'Vous retrouvez la commande dans le centre d’information sous « Historique des commandes ».',
  },
  it: {
    subject: (n) => `Conferma d'ordine ${n} – Achslast Parts`,
    greeting: (name) => `Buongiorno ${name},`,
    intro: 'grazie per il suo ordine. Lo abbiamo ricevuto così:',
    orderNumber: 'Numero d’ordine',
    backorderNumber: 'Arretrato, segue con il numero d’ordine',
    reference: 'Il suo riferimento d’ordine',
    shipsNow: 'Spedito ora',
    shipsLater: 'Spedito più tardi (arretrato)',
    allLater: 'L’intero ordine è in arretrato e sarà spedito appena arriva la merce.',
    goods: 'Valore merce',
    deposit: 'Deposito cauzionale',
    deposits: 'Totale depositi cauzionali',
    freight: 'Spese di trasporto',
    total: 'Totale (netto)',
    vat: (rate) => `Tutti i prezzi sono netti; l’IVA del ${rate} % viene aggiunta in fattura.`,
    shipTo: 'Indirizzo di consegna',
    closing: 'Trova l’ordine anche nel centro informazioni, alla voce «Storico ordini».',
  },
  ru: {
    subject: (n) => `Подтверждение заказа ${n} – Achslast Parts`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'Благодарим за заказ. Мы получили его в следующем виде:',
    orderNumber: 'Номер заказа',
    backorderNumber: 'Недопоставка, будет отгружена по номеру заказа',
    reference: 'Ваш номер заказа',
    shipsNow: 'Отгружается сейчас',
    shipsLater: 'Отгружается позже (недопоставка)',
    allLater: 'Весь заказ ожидает поступления товара и будет отгружен сразу после него.',
    goods: 'Стоимость товаров',
    deposit: 'Залог за старый агрегат',
    deposits: 'Залоги за старые агрегаты',
    freight: 'Доставка',
    total: 'Итого (без НДС)',
    vat: (rate) => `Все цены указаны без НДС; НДС ${rate} % начисляется в счёте.`,
    shipTo: 'Адрес доставки',
    closing: 'Заказ также доступен в информационном центре в разделе «История заказов».',
  },
  nl: {
    subject: (n) => `Orderbevestiging ${n} – Achslast Parts`,
    greeting: (name) => `Beste ${name},`,
    intro: 'hartelijk dank voor uw bestelling. We hebben deze als volgt ontvangen:',
    orderNumber: 'Ordernummer',
    backorderNumber: 'Nalevering, volgt onder ordernummer',
    reference: 'Uw orderreferentie',
    shipsNow: 'Wordt nu verzonden',
    shipsLater: 'Wordt nageleverd (backorder)',
    allLater: 'De hele order staat in backorder en wordt verzonden zodra de goederen binnen zijn.',
    goods: 'Goederenwaarde',
    deposit: 'Statiegeld oud onderdeel',
    deposits: 'Statiegeld oude onderdelen',
    freight: 'Vracht',
    total: 'Totaal (netto)',
    vat: (rate) => `Alle prijzen zijn netto; ${rate} % btw wordt op de factuur berekend.`,
    shipTo: 'Afleveradres',
    closing: 'U vindt de order ook in het informatiecentrum onder "Orderhistorie".',
  },
  pt: {
    subject: (n) => `Confirmação de encomenda ${n} – Achslast Parts`,
    greeting: (name) => `Olá ${name},`,
    intro: 'obrigado pela sua encomenda. Recebemo-la da seguinte forma:',
    orderNumber: 'Número de encomenda',
    backorderNumber: 'Pendente, segue com o número de encomenda',
    reference: 'A sua referência de encomenda',
    shipsNow: 'Enviado agora',
    shipsLater: 'Enviado mais tarde (pendente)',
    allLater: 'Toda a encomenda está pendente e será enviada assim que a mercadoria chegar.',
    goods: 'Valor da mercadoria',
    deposit: 'Depósito de casco',
    deposits: 'Total de depósitos de casco',
    freight: 'Portes',
    total: 'Total (sem IVA)',
    vat: (rate) => `Todos os preços são líquidos; o IVA de ${rate} % é acrescentado na fatura.`,
    shipTo: 'Morada de entrega',
    closing: 'Encontra também a encomenda no centro de informação, em «Histórico de encomendas».',
  },
  es: {
    subject: (n) => `Confirmación de pedido ${n} – Achslast Parts`,
    greeting: (name) => `Hola, ${name}:`,
    intro: 'gracias por su pedido. Lo hemos recibido así:',
    orderNumber: 'Número de pedido',
    backorderNumber: 'Pendiente, se envía después con el número de pedido',
    reference: 'Su referencia de pedido',
    shipsNow: 'Se envía ahora',
    shipsLater: 'Se envía más tarde (pendiente)',
    allLater: 'Todo el pedido está pendiente y se enviará en cuanto llegue la mercancía.',
    goods: 'Valor de la mercancía',
    deposit: 'Depósito de casco',
    deposits: 'Total de depósitos de casco',
    freight: 'Portes',
    total: 'Total (neto)',
    vat: (rate) => `Todos los precios son netos; el IVA del ${rate} % se añade en la factura.`,
    shipTo: 'Dirección de entrega',
    closing: 'También encontrará el pedido en el centro de información, en «Historial de pedidos».',
  },
}
