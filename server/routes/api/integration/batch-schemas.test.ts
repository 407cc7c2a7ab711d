import { describe, expect, it } from 'vitest'
import { partsBatchSchema, pricesBatchSchema } from './batch-schemas'

describe('integration batch schemas', () => {
  it('takes a group price and a customer net price, and refuses an item that mixes them', () => {
    const group = { article_id: 'A-1', price_group: 'A', min_quantity: 10, price: '9.90', currency: 'EUR' }
    const customer = { customer_id: '10001', article_id: 'A-1', price: '8.50' }
    expect(pricesBatchSchema.parse({ items: [group, customer] }).items).toEqual([group, customer])
    expect(pricesBatchSchema.safeParse({ items: [{ ...customer, price_group: 'A' }] }).success).toBe(false)
  })

  it('lets a parts item carry texts, references and features, but no article of their own', () => {
    const item = { article_id: 'A-1', translations: [{ lang: 'de', name: 'Ölfilter' }], features: [{ name: 'Höhe', value: '1' }] }
    expect(partsBatchSchema.safeParse({ items: [item] }).success).toBe(true)
    const foreign = { article_id: 'A-1', translations: [{ article_id: 'B-2', lang: 'de', name: 'x' }] }
    expect(partsBatchSchema.safeParse({ items: [foreign] }).success).toBe(false)
    expect(partsBatchSchema.safeParse({ items: [{ article_id: { nested: true } }] }).success).toBe(false)
  })
})
