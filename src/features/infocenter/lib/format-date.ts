import { type Language, LOCALE_OF } from '../../../shared/contracts/languages'

/** `2025-03-07` or an ISO timestamp → the date as the buyer writes it (07.03.2025, 07/03/2025, …). */
export function formatDate(value: string | null | undefined, lang: Language): string {
  if (!value) return ''
  // A bare date is a calendar day, not midnight UTC: read it as UTC and print it in UTC, so no
  // time zone moves it to the day before.
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(LOCALE_OF[lang], {
    dateStyle: 'medium',
    timeZone: value.length === 10 ? 'UTC' : undefined,
  }).format(date)
}

/** An ISO timestamp → date and time in the buyer's language and time zone (07.03.2025, 14:05). */
export function formatDateTime(value: string, lang: Language): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(LOCALE_OF[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
