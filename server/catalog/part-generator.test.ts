import { describe, expect, it } from 'vitest'
import { isGtin } from '../../src/shared/contracts/gtin-rules'
import { looksLikeArticleNumber } from '../../src/shared/contracts/search-terms'
import { decodeWmi } from '../shop/wmi'
import { PART_TYPES } from './catalog-tree'
import { MAKES } from './makes'
import { PartGenerator } from './part-generator'
import { generateVehicle } from './vehicle-generator'

const parts = (seed: number, count: number) => {
  const generator = new PartGenerator(seed)
  return Array.from({ length: count }, (_, i) => generator.next(i + 1))
}

describe('the part generator', () => {
  it('gives the same parts for the same seed and other parts for another', () => {
    expect(parts(7, 300)).toEqual(parts(7, 300))
    expect(parts(8, 300).map((p) => p.sku)).not.toEqual(parts(7, 300).map((p) => p.sku))
  })

  it('makes unique article numbers in the shop’s format, some with suffixes and some SA numbers', () => {
    const all = parts(1, 20_000)
    expect(new Set(all.map((p) => p.skuNorm)).size).toBe(all.length)
    for (const part of all) expect(looksLikeArticleNumber(part.sku), part.sku).toBe(true)
    expect(all.some((p) => /^\d{1,2}\.\d{5}[A-Z]+$/.test(p.sku))).toBe(true)
    expect(all.some((p) => p.sku.startsWith('SA'))).toBe(true)
  })

  it('gives every part three or four OE numbers in the makes’ own formats', () => {
    const formats: Record<string, RegExp> = {
      man: /^\d{2}\.\d{5}-\d{4}$/,
      'mercedes-benz': /^A\d{10}$/,
      scania: /^\d{7}$/,
      daf: /^\d{7}$/,
    }
    for (const part of parts(1, 2000)) {
      expect(part.xrefs.length).toBeGreaterThanOrEqual(3)
      expect(part.xrefs.length).toBeLessThanOrEqual(4)
      for (const xref of part.xrefs) {
        const format = formats[MAKES[xref.makeIndex]?.id ?? '']
        if (format) expect(xref.referenceNo).toMatch(format)
      }
    }
  })

  it('links replacements both ways to an older part of the same name', () => {
    const all = parts(1, 5000)
    const replacing = all.filter((p) => p.replacesId !== null)
    expect(replacing.length).toBeGreaterThan(50)
    for (const part of replacing) {
      const older = all[(part.replacesId as number) - 1]
      expect(older?.sku).toBe(part.replacesSku)
      expect(older?.designationId).toBe(part.designationId)
    }
  })
})

describe('exchange units', () => {
  it('carry a deposit for part of the starters, alternators, turbochargers, injectors, calipers and compressors only', () => {
    const all = parts(1, 20_000)
    const keyOf = (p: (typeof all)[number]) => PART_TYPES[p.typeIndex]?.key ?? ''
    const withDeposit = all.filter((p) => p.depositCents > 0)
    expect(new Set(withDeposit.map(keyOf))).toEqual(
      new Set(['starter-motor', 'alternator', 'turbocharger', 'injector', 'brake-caliper', 'air-compressor', 'ac-compressor']),
    )
    const starters = all.filter((p) => keyOf(p) === 'starter-motor')
    const share = starters.filter((p) => p.depositCents > 0).length / starters.length
    expect(share).toBeGreaterThan(0.5)
    expect(share).toBeLessThan(0.9)
    for (const p of starters.filter((s) => s.depositCents > 0)) {
      expect(p.depositCents).toBeGreaterThanOrEqual(8_000)
      expect(p.depositCents).toBeLessThanOrEqual(18_000)
      expect(p.depositCents % 500).toBe(0)
    }
    expect(parts(1, 2000).map((p) => p.depositCents)).toEqual(all.slice(0, 2000).map((p) => p.depositCents))
  })

  it('gives about four parts in five a unique EAN-13 with a correct check digit', () => {
    const all = parts(1, 20_000)
    const gtins = all.flatMap((p) => (p.gtin ? [p.gtin] : []))
    expect(gtins.length / all.length).toBeGreaterThan(0.75)
    expect(gtins.length / all.length).toBeLessThan(0.85)
    expect(new Set(gtins).size).toBe(gtins.length)
    for (const gtin of gtins) {
      expect(gtin).toMatch(/^406\d{10}$/)
      expect(isGtin(gtin), gtin).toBe(true)
      const digits = [...gtin].map(Number)
      const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0)
      expect(digits[12]).toBe((10 - (sum % 10)) % 10)
    }
  })
})

describe('the vehicle generator', () => {
  it('makes unique 17-character VINs whose WMI is the make’s', () => {
    const vehicles = Array.from({ length: 500 }, (_, i) => generateVehicle(1, i + 1))
    expect(new Set(vehicles.map((v) => v.vin)).size).toBe(500)
    for (const vehicle of vehicles) {
      expect(vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(decodeWmi(vehicle.vin)).not.toBeNull()
      expect(MAKES[vehicle.makeIndex]?.wmis).toContain(vehicle.vin.slice(0, 3))
    }
  })
})
