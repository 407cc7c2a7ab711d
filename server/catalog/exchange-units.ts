import { Random, STREAM } from './random'

/**
 * Part types sold as exchange units (remanufactured, with a deposit that comes back with the old
 * unit), the share of their parts that are, and the deposit range in euro cents, from what truck-parts
 * wholesalers charge. The rest of each type is sold new, without a deposit. The demo vocabulary has no
 * battery type, so the statutory battery deposit (7.50 € in Germany) is not generated.
 */
const EXCHANGE_UNITS: Record<string, { share: number; cents: [number, number] }> = {
  'starter-motor': { share: 0.7, cents: [8_000, 18_000] },
  alternator: { share: 0.7, cents: [8_000, 15_000] },
  turbocharger: { share: 0.8, cents: [25_000, 60_000] },
  injector: { share: 0.6, cents: [6_000, 15_000] },
  'brake-caliper': { share: 0.5, cents: [4_000, 12_000] },
  'air-compressor': { share: 0.6, cents: [10_000, 25_000] },
  'ac-compressor': { share: 0.4, cents: [8_000, 20_000] },
}

/**
 * A part's deposit in cents, 0 for none. Its own random stream, so the parts themselves (numbers,
 * prices, stock) stay what they were before deposits existed; amounts are whole 5 euros.
 */
export function depositCentsOf(seed: number, partId: number, typeKey: string): number {
  const unit = EXCHANGE_UNITS[typeKey]
  if (!unit) return 0
  const r = new Random(seed, STREAM.deposit, partId)
  if (!r.chance(unit.share)) return 0
  return Math.round(r.int(unit.cents[0], unit.cents[1]) / 500) * 500
}
