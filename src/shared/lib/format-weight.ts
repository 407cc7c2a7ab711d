/**
 * SPEC.md §9: under 1000 g in grams; from 1000 g in kilograms with three decimals, a comma as
 * decimal separator and a dot as thousands separator (1234567 g → "1.234,567 kg"), in every language.
 */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${Math.round(grams)} g`
  const [whole = '0', decimals = '000'] = (grams / 1000).toFixed(3).split('.')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals} kg`
}
