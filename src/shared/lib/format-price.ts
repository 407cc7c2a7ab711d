import { type Language, LOCALE_OF } from '../contracts/languages'

export function formatPrice(value: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(LOCALE_OF[lang], { style: 'currency', currency }).format(value)
}
