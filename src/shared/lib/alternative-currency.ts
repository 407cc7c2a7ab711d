import { proxy } from 'valtio'

export type AlternativeCurrency = {
  /** The customer's own currency: prices in it are binding. */
  binding: string
  code: string
  /** One unit of `binding` in `code`. */
  rate: number
  /** The day the rate applies from (ISO date). */
  date: string
}

/**
 * The second currency a customer chose to read prices in (SPEC.md §3 alternativeCurrency), or null.
 * Written by the currencies feature once its data is known, read by every Price.
 */
export const alternativeCurrency = proxy<{ current: AlternativeCurrency | null }>({ current: null })

export function setAlternativeCurrency(next: AlternativeCurrency | null) {
  alternativeCurrency.current = next
}

/** Rounded to cents like the shop's own prices; only for display, never for ordering. */
export const convert = (value: number, rate: number) => Math.round(value * rate * 100) / 100
