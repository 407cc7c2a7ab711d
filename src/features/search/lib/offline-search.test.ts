import { describe, expect, it } from 'vitest'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { searchOffline } from './offline-search'

function part(sku: string, name: string, refs: string[] = []): SearchProduct {
  return {
    sku,
    vendorId: '100',
    name,
    slug: sku,
    image: { src: '/images/x', alt: name },
    manufacturer: 'MAN',
    mainManufacturerId: 'MAN',
    mainOe: refs[0] ?? null,
    replaces: null,
    crossReferences: refs.map((referenceNo) => ({ referenceNo, manufacturer: 'MAN' })),
    weight: 1200,
    price: null,
    stock: null,
    isNew: false,
  }
}

const seen = [
  part('1.10234', 'Bremsscheibe Vorderachse', ['81.50820-6019']),
  part('5.40020XL', 'Lufttrocknerpatrone', ['A0004201220']),
  part('2.11500', 'Einspritzdüse', ['20799663']),
]

describe('offline search', () => {
  it('classifies terms like the server', () => {
    expect(searchOffline(seen, '1.10234').kind).toBe('article')
    expect(searchOffline(seen, 'sa12345678').kind).toBe('article')
    expect(searchOffline(seen, '2079 9663').kind).toBe('reference')
    expect(searchOffline(seen, 'bremsscheibe').kind).toBe('freetext')
  })

  it('finds a seen part by its article number, with or without dots and spaces', () => {
    expect(searchOffline(seen, '1.10234').products.map((p) => p.sku)).toEqual(['1.10234'])
    expect(searchOffline(seen, '5 40020 xl').products.map((p) => p.sku)).toEqual(['5.40020XL'])
  })

  it('finds a seen part by an OE reference number', () => {
    expect(searchOffline(seen, '81.50820-6019').products.map((p) => p.sku)).toEqual(['1.10234'])
    expect(searchOffline(seen, '20799663').products.map((p) => p.sku)).toEqual(['2.11500'])
  })

  it('finds seen parts by words in their name', () => {
    expect(searchOffline(seen, 'brems vorder').products.map((p) => p.sku)).toEqual(['1.10234'])
    expect(searchOffline(seen, 'kupplung').products).toEqual([])
  })
})
