import { describe, expect, it } from 'vitest'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { countLines } from './checked-line'
import { resolveOffline } from './resolve-offline'

const part = (sku: string, references: string[]): SearchProduct => ({
  sku,
  vendorId: 'V1',
  name: `Part ${sku}`,
  slug: sku,
  image: { src: '', alt: '' },
  manufacturer: 'Maker',
  mainManufacturerId: 'Maker',
  mainOe: references[0] ?? null,
  replaces: null,
  crossReferences: references.map((referenceNo) => ({ manufacturer: 'OE', referenceNo })),
  weight: 1,
  price: { value: 12.5, currency: { code: 'EUR' } },
  stock: 3,
  isNew: false,
})

describe('resolveOffline', () => {
  const seen = [part('1.10234', ['A 000 420 12 20']), part('1.10235', ['51.12345']), part('1.10236', ['51.12345'])]

  it('finds seen parts by article or OE number, marks every line unverified, and the counts add up', () => {
    const lines = resolveOffline(
      [
        { term: '110234', qty: 2 },
        { term: 'A0004201220', qty: 1 },
        { term: '51.12345', qty: 1 },
        { term: '9.99999', qty: 1 },
        { term: '1.10234', qty: Number.NaN },
      ],
      seen,
    )
    expect(lines.map((line) => (line.ok ? line.sku : line.error))).toEqual([
      '1.10234',
      '1.10234',
      'AMBIGUOUS',
      'NOT_SEEN',
      'BAD_QUANTITY',
    ])
    expect(lines.every((line) => line.unverified)).toBe(true)
    expect(countLines(lines)).toEqual({ total: 5, found: 2, withErrors: 3, unverified: 5 })
  })
  it('finds a seen part by its box’s GTIN, also scanned as UPC-A or GTIN-14', () => {
    const boxed = { ...part('1.10237', []), gtin: '0036000291452' }
    const lines = resolveOffline(
      ['0036000291452', '036000291452', '00036000291452', '0036000291453'].map((term) => ({ term, qty: 1 })),
      [...seen, boxed],
    )
    expect(lines.map((line) => (line.ok ? line.sku : line.error))).toEqual(['1.10237', '1.10237', '1.10237', 'NOT_SEEN'])
  })
})
