import { MAKES, type MakeSeed } from './makes'
import { Random, STREAM } from './random'

export type GeneratedVehicle = {
  id: number
  vin: string
  type: string
  makeIndex: number
  model: string
  engine: string
  year: number
}

/** VIN characters: digits and letters without I, O and Q (ISO 3779). */
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
/** ISO 3779 model-year codes from 2010 (A) on; 2001–2009 are the digits 1–9. */
const YEAR_LETTERS = 'ABCDEFGHJKLMNPRSTVWXY'

function yearCode(year: number): string {
  return year < 2010 ? String(year - 2000) : (YEAR_LETTERS[year - 2010] ?? 'Y')
}

const MAKES_WITH_VEHICLES = MAKES.flatMap((make, index) => (make.models.length && make.wmis.length ? [index] : []))

/** Vehicle n of the demo fleet, with a 17-character VIN whose WMI is the make's and whose serial is n (so VINs are unique). */
export function generateVehicle(seed: number, id: number): GeneratedVehicle {
  const r = new Random(seed, STREAM.vehicle, id)
  const makeIndex = r.pick(MAKES_WITH_VEHICLES)
  const make = MAKES[makeIndex] as MakeSeed
  const model = r.pick(make.models)
  const year = r.int(model.years[0], model.years[1])
  const vin = `${r.pick(make.wmis)}${r.letters(6, VIN_ALPHABET)}${yearCode(year)}${r.letters(1, VIN_ALPHABET)}${String(100_000 + id).slice(-6)}`
  const typeName = r.pick(model.types)
  const fullModel = typeName.startsWith(model.model) ? typeName : `${model.model} ${typeName}`
  return {
    id,
    vin,
    type: model.division,
    makeIndex,
    model: fullModel,
    engine: r.pick(model.engines),
    year,
  }
}
