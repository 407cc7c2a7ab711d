/**
 * FUNIT carries UN/ECE Recommendation 20 codes (`MMT`, `KGM`); the shop shows features as text,
 * so the codes common on truck parts become their symbols. Anything else is kept as written.
 */
const UNIT_SYMBOLS: Record<string, string> = {
  MMT: 'mm',
  CMT: 'cm',
  MTR: 'm',
  GRM: 'g',
  KGM: 'kg',
  LTR: 'l',
  MLT: 'ml',
  NEW: 'N',
  NU: 'Nm',
  BAR: 'bar',
  VLT: 'V',
  WTT: 'W',
  KWT: 'kW',
  AMP: 'A',
  CEL: '°C',
  DD: '°',
  P1: '%',
}

/** A feature's value as the shop shows it: several FVALUEs joined, then the unit (`430 mm`, `M22 x 1.5`). */
export function featureValue(values: string[], unit: string): string {
  const joined = values.filter((value) => value !== '').join(', ')
  if (!joined || !unit) return joined
  return `${joined} ${UNIT_SYMBOLS[unit.toUpperCase()] ?? unit}`
}

/**
 * PRODUCT_DIMENSIONS/WEIGHT is in kilograms (BMEcat 2005); the shop keeps grams. A value that is
 * not a plain number is passed on as written, so validation refuses it with its own words.
 */
export function gramsFromKilograms(kilograms: string): string {
  const normalized = kilograms.replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(normalized)) return kilograms
  return String(Math.round(Number(normalized) * 1000))
}
