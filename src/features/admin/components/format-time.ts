import { type Language, LOCALE_OF } from '../../../shared/contracts/languages'

/** Date and time in the admin's language, to the minute. */
export function formatTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lang], { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
}

/** An ISO time as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
