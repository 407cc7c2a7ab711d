import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkDocumentTotals } from './check-document-totals'
import { erpDocumentItem } from './erp-document-item'
import { erpOrderItem } from './erp-order-item'

const example = (name: string) => JSON.parse(fs.readFileSync(`docs/erp-example/${name}`, 'utf8'))

describe('the worked example in docs/erp-example', () => {
  it('sends orders and documents the integration API takes, with totals that add up', () => {
    for (const item of example('03-orders.json').items) expect(erpOrderItem.safeParse(item).success).toBe(true)
    for (const item of example('04-documents.json').items)
      expect(() => checkDocumentTotals(erpDocumentItem.parse(item))).not.toThrow()
  })

  it('is refused when a total is off, naming the rule', () => {
    const [invoice] = example('04-documents.json').items
    expect(() => checkDocumentTotals(erpDocumentItem.parse({ ...invoice, gross: 191.1 }))).toThrow(/^BR-CO-15/)
  })
})
