import { type Language, LOCALE_OF } from '../../src/shared/contracts/languages'
import { CORE_REMINDER_TEXTS } from './core-reminder-texts'
import type { Body } from './customer-notice-mail'

export type ReminderCore = {
  orderNumber: string
  deliveryNoteId: string
  sku: string
  partName: string
  /** Pieces still at the workshop (open, not in a case). */
  qty: number
  dueOn: string
  /** Null when the customer may not see prices. */
  deposit: { value: number; currency: string } | null
}

/**
 * A core reminder (issue 31): every core of the customer that is due back soon, what each costs if
 * forgotten, and the link to the open cores account (where "Return core" starts the case). The
 * subject names the earliest due date: the one that matters.
 */
export function coreDueBody(cores: ReminderCore[], language: Language, link: (path: string) => string): Body {
  const t = CORE_REMINDER_TEXTS[language]
  const locale = LOCALE_OF[language]
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`))
  const money = (value: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)
  const earliest = date(cores.map((core) => core.dueOn).sort()[0] ?? '')
  const pieces = cores.reduce((sum, core) => sum + core.qty, 0)
  const blocks = cores.flatMap((core) => [
    `${t.part}: ${core.sku} ${core.partName}`.trimEnd(),
    `${t.orderNumber}: ${core.orderNumber}`,
    ...(core.deliveryNoteId ? [`${t.deliveryNote}: ${core.deliveryNoteId}`] : []),
    `${t.qty}: ${core.qty}`,
    `${t.dueOn}: ${date(core.dueOn)}`,
    ...(core.deposit ? [`${t.deposit}: ${money(core.deposit.value, core.deposit.currency)}`] : []),
    '',
  ])
  const currencies = new Set(cores.map((core) => core.deposit?.currency))
  const [currency] = currencies
  const total =
    cores.every((core) => core.deposit) && currencies.size === 1 && currency
      ? [
          `${t.total}: ${money(
            cores.reduce((sum, core) => sum + (core.deposit?.value ?? 0), 0),
            currency,
          )}`,
          '',
        ]
      : []
  return {
    subject: t.subject(pieces, earliest),
    lines: [t.intro(earliest), '', ...blocks, ...total, t.howTo, `${t.openAccount}: ${link('/infocenter/deposits')}`],
  }
}
