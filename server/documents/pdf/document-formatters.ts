import { type Language, LOCALE_OF } from '../../../src/shared/contracts/languages'

export type DocumentFormatters = {
  money: (amount: number) => string
  /** A unit price without the currency sign (the column header says what it is), two to four decimals. */
  unitPrice: (amount: number) => string
  percent: (rate: number) => string
  date: (isoDate: string) => string
  weight: (kg: number) => string
  country: (code: string) => string
}

const cache = new Map<string, DocumentFormatters>()

/** Dates and amounts the way the buyer's language writes them; Intl formatters are costly to build, so one set per language and currency. */
export function documentFormatters(language: Language, currency: string): DocumentFormatters {
  const key = `${language}:${currency}`
  const cached = cache.get(key)
  if (cached) return cached
  const locale = LOCALE_OF[language]
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const unitPrice = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  // Document dates are calendar dates: formatted in UTC so the server's time zone cannot shift them by a day.
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
  const weight = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 })
  const regions = new Intl.DisplayNames([locale], { type: 'region' })
  const formatters: DocumentFormatters = {
    money: (amount) => money.format(amount),
    unitPrice: (amount) => unitPrice.format(amount),
    percent: (rate) => percent.format(rate / 100),
    date: (isoDate) => date.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    weight: (kg) => weight.format(kg),
    country: (code) => (/^[A-Za-z]{2}$/.test(code) ? (regions.of(code.toUpperCase()) ?? code) : code),
  }
  cache.set(key, formatters)
  return formatters
}
