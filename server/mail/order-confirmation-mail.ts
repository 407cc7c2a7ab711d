import type { Order } from '../../src/shared/contracts/cart'
import { type Language, LOCALE_OF } from '../../src/shared/contracts/languages'
import type { MailMessage } from './mail-transport'
import { ORDER_MAIL_TEXTS } from './order-confirmation-texts'

type Input = { to: string; name: string; language: Language; vatRate: number; orders: Order[] }

/**
 * One mail per placement: the first order's number, the second (backorder) number when the order was
 * split, the buyer's own reference, every line under what ships now or later, and the totals of both.
 */
export function orderConfirmationMail({ to, name, language, vatRate, orders }: Input): MailMessage {
  const t = ORDER_MAIL_TEXTS[language]
  const first = orders.find((order) => order.part === 'first') ?? orders[0]
  if (!first) throw new Error('an order confirmation needs an order')
  const second = orders.find((order) => order.part === 'second')
  const money = (value: number) =>
    new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency: first.currency }).format(value)
  // An exchange unit's deposit is its own line under the part, as everywhere money shows.
  const lines = (order: Order) =>
    order.lines.flatMap((line) => [
      `  ${line.qty} × ${line.sku}  ${line.name}  ${money(line.lineTotal)}`,
      ...(line.depositTotal > 0
        ? [`      + ${t.deposit}  ${line.qty} × ${money(line.depositUnit)}  ${money(line.depositTotal)}`]
        : []),
    ])
  const sum = (pick: (order: Order) => number) => orders.reduce((total, order) => total + pick(order), 0)
  const deposits = sum((order) => order.totals.deposits)
  const address = first.shippingAddress

  const text = [
    t.greeting(name),
    '',
    t.intro,
    '',
    `${t.orderNumber}: ${first.orderNumber}`,
    ...(second ? [`${t.backorderNumber}: ${second.orderNumber}`] : []),
    ...(first.customerOrderReference ? [`${t.reference}: ${first.customerOrderReference}`] : []),
    '',
    ...(first.status === 'backordered' ? [t.allLater, ...lines(first)] : [`${t.shipsNow}:`, ...lines(first)]),
    ...(second ? ['', `${t.shipsLater}:`, ...lines(second)] : []),
    '',
    `${t.goods}: ${money(sum((order) => order.totals.goods))}`,
    ...(deposits > 0 ? [`${t.deposits}: ${money(deposits)}`] : []),
    `${t.freight}: ${money(sum((order) => order.totals.transport))}`,
    `${t.total}: ${money(sum((order) => order.totals.total))}`,
    t.vat(vatRate),
    '',
    `${t.shipTo}: ${address.name}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
    '',
    t.closing,
    '',
    'Achslast Parts',
  ].join('\n')
  return { to, subject: t.subject(first.orderNumber), text }
}
