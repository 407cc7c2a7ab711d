import { vinProblem } from '../../../shared/contracts/vin-rules'

/**
 * The VIN a scanned code carries, or null to keep scanning: the text must pass the VIN rules as it
 * is (17 letters and digits without I, O, Q), not be cut to fit like typing. Door-pillar Code 39
 * labels of vehicles built for North America put an "I" (import) before the VIN; it is dropped.
 */
export function scannedVin(text: string): string | null {
  const compact = text.replace(/[\s-]+/g, '').toUpperCase()
  const vin = compact.length === 18 && compact.startsWith('I') ? compact.slice(1) : compact
  return vinProblem(vin) === null ? vin : null
}
