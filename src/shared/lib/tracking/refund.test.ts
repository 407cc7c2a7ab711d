import { describe, expect, it } from 'vitest'
import type { ServiceCase } from '../../contracts/returns'
import { consentStore } from './consent'
import { startDataLayer } from './data-layer'
import { refundEventOf, trackCreditedCases } from './refund'

startDataLayer(() => true)
const NOW = new Date('2026-03-10T12:00:00Z')
const line = (sku: string, qty: number, value: number | null) => ({
  lineNo: 1,
  documentId: 'DN26-000100',
  documentPosition: 1,
  orderNumber: 'A26-000100',
  vendorId: 'V1',
  sku,
  partName: `Part ${sku}`,
  qty,
  reason: null,
  condition: 'complete' as const,
  remark: '',
  photoCount: 0,
  photoIds: [],
  unitCredit: value === null ? null : { value, currency: 'EUR' },
})
const caseOf = (
  id: number,
  status: ServiceCase['status'],
  lines = [line('ST-1', 2, 180), line('AL-2', 1, 45.5)],
): ServiceCase => ({
  id,
  number: `C-${String(id).padStart(6, '0')}`,
  kind: 'core',
  status,
  remarks: '',
  createdAt: '2026-03-01T08:00:00Z',
  lines,
  timeline: [
    { status: 'requested', at: '2026-03-01T08:00:00Z', by: 'customer', note: '' },
    ...(status === 'credited'
      ? [{ status: 'credited' as const, at: '2026-03-09T08:00:00Z', by: 'shop' as const, note: '' }]
      : []),
  ],
  creditNoteId: status === 'credited' ? `CN26-90000${id}` : null,
})
const refunds = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'refund')

describe('refund events (GA4) for credited cases', () => {
  it('builds the refund from the credit note and the case lines; prices and value only when the customer sees them', () => {
    expect(refundEventOf(caseOf(1, 'credited'), NOW)).toEqual({
      event: 'refund',
      ecommerce: {
        transaction_id: 'CN26-900001',
        currency: 'EUR',
        value: 405.5,
        items: [
          { item_id: 'ST-1', item_name: 'Part ST-1', item_variant: 'V1', quantity: 2, price: 180 },
          { item_id: 'AL-2', item_name: 'Part AL-2', item_variant: 'V1', quantity: 1, price: 45.5 },
        ],
      },
    })
    const hidden = refundEventOf(caseOf(2, 'credited', [line('ST-1', 1, null)]), NOW)
    expect(hidden?.ecommerce).toEqual({
      transaction_id: 'CN26-900002',
      items: [{ item_id: 'ST-1', item_name: 'Part ST-1', item_variant: 'V1', quantity: 1 }],
    })
    expect(refundEventOf(caseOf(3, 'inspected'), NOW)).toBeNull()
    // Credited long ago: a new device opening the list does not count it again.
    expect(refundEventOf(caseOf(4, 'credited'), new Date('2026-06-01T00:00:00Z'))).toBeNull()
  })

  it('pushes each credited case once, however often the list shows it', () => {
    consentStore.choice = 'granted'
    const cases = [caseOf(5, 'credited'), caseOf(6, 'approved'), caseOf(7, 'credited')]
    trackCreditedCases(cases, NOW)
    trackCreditedCases(cases, NOW)
    expect(refunds().map((entry) => (entry as { ecommerce: { transaction_id: string } }).ecommerce.transaction_id)).toEqual([
      'CN26-900005',
      'CN26-900007',
    ])
    expect(localStorage.getItem('parts-shop-tracked-refunds')).toContain('CN26-900005')
  })
})
