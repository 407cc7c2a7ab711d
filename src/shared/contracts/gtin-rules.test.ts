import { describe, expect, it } from 'vitest'
import { gtinLookupForms, isGtin } from './gtin-rules'

describe('GTIN rules', () => {
  it('accepts GTIN-8, -12, -13 and -14 with a correct check digit only', () => {
    for (const good of ['96385074', '036000291452', '4006381333931', '00036000291452']) expect(isGtin(good), good).toBe(true)
    for (const bad of ['4006381333932', '403', '4006381333931x', '123456789']) expect(isGtin(bad), bad).toBe(false)
  })

  it('looks a UPC-A up as its EAN-13 and GTIN-14 spellings too', () => {
    expect(gtinLookupForms('036000291452')).toEqual(['00036000291452', '0036000291452', '036000291452'])
    expect(gtinLookupForms('4006381333931')).toEqual(['04006381333931', '4006381333931'])
    expect(gtinLookupForms('4006381333932')).toEqual([])
  })
})
