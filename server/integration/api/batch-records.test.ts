import { describe, expect, it } from 'vitest'
import { batchRecords } from './batch-records'

describe('batchRecords', () => {
  it('turns a parts item and its nested lists into records positioned by item', () => {
    const records = batchRecords(
      [
        { article_id: 'A-1', product_group: 'filters', list_price: '12.50' },
        {
          article_id: 'A-2',
          translations: [{ lang: 'de', name: 'Ölfilter', description: null }],
          references: [{ make: 'MAN', reference_no: '51.05501-0016' }],
          features: [{ name: 'Höhe', value: '120 mm' }],
        },
      ],
      () => 'part',
    )
    expect(records).toEqual([
      {
        kind: 'part',
        pos: { file: 'request', at: 'items[0]' },
        fields: { article_id: 'A-1', product_group: 'filters', list_price: '12.50' },
      },
      { kind: 'part', pos: { file: 'request', at: 'items[1]' }, fields: { article_id: 'A-2' } },
      {
        kind: 'translation',
        pos: { file: 'request', at: 'items[1].translations[0]' },
        fields: { lang: 'de', name: 'Ölfilter', description: null, article_id: 'A-2' },
      },
      {
        kind: 'reference',
        pos: { file: 'request', at: 'items[1].references[0]' },
        fields: { make: 'MAN', reference_no: '51.05501-0016', article_id: 'A-2' },
      },
      {
        kind: 'feature',
        pos: { file: 'request', at: 'items[1].features[0]' },
        fields: { name: 'Höhe', value: '120 mm', article_id: 'A-2' },
      },
    ])
  })

  it('keeps other kinds flat, and a nested entry cannot name another article', () => {
    expect(batchRecords([{ article_id: 'A-1', warehouse: 'HAM', quantity: 4 }], () => 'stock')).toEqual([
      { kind: 'stock', pos: { file: 'request', at: 'items[0]' }, fields: { article_id: 'A-1', warehouse: 'HAM', quantity: 4 } },
    ])
    const [, translation] = batchRecords(
      [{ article_id: 'A-1', translations: [{ lang: 'en', name: 'Oil filter', article_id: 'B-9' }] }],
      () => 'part',
    )
    expect(translation?.fields.article_id).toBe('A-1')
  })
})
