import { describe, expect, it } from 'vitest'
import type { PendingChange } from '../../../shared/contracts/sync'
import { shownLineCount, shownLines, waitingLineCount } from './pending-lines'

const line = (item_id: number, sku: string, qty = 1) => ({ item_id, sku, vendorId: '100', name: `Part ${sku}`, qty })
const change = (path: string, body: unknown, n = 0): PendingChange => ({
  idempotencyKey: `key-${n}`,
  path,
  body,
  queuedAt: 0,
  attempts: 0,
})

describe('cart lines with changes waiting to be sent', () => {
  it('shows the server cart unchanged when nothing waits', () => {
    expect(shownLines([line(1, '1.10234', 2)], [])).toEqual([
      { kind: 'server', line: line(1, '1.10234', 2), waiting: null, qty: 2 },
    ])
  })

  it('adds waiting lines, changes quantities and marks removals in the order they were made', () => {
    const lines = [line(1, '1.10234', 2), line(2, '1.10235')]
    const pending = [
      change(
        '/api/checkout/cart/add',
        {
          items: [
            { sku: '100-5.40020XL', qty: 3 },
            { sku: '100-1.10234', qty: 1 },
          ],
        },
        1,
      ),
      change('/api/checkout/cart/update/', { item_id: 1, sku: '1.10234', qty: 7 }, 2),
      change('/api/checkout/cart/delete', { item_ids: [2] }, 3),
    ]
    const shown = shownLines(lines, pending)
    expect(shown).toEqual([
      { kind: 'server', line: lines[0], waiting: 'quantity', qty: 7 },
      { kind: 'server', line: lines[1], waiting: 'removal', qty: 1 },
      // A line already in the cart is not added twice (the server would refuse it too).
      { kind: 'waiting-add', key: 'key-1-0', sku: '100-5.40020XL', qty: 3 },
    ])
  })

  it('counts for the badge the lines the cart will hold, and the lines still waiting', () => {
    const lines = [line(1, '1.10234'), line(2, '1.10235'), line(3, '1.10236')]
    const pending = [
      change('/api/checkout/cart/add', { items: [{ sku: '100-5.40020XL' }] }, 1),
      change('/api/checkout/cart/delete', { item_ids: [2, 3] }, 2),
    ]
    const shown = shownLines(lines, pending)
    expect(shownLineCount(shown)).toBe(2)
    expect(waitingLineCount(shown)).toBe(3)
    expect(shownLineCount(shownLines([], pending))).toBe(1)
  })
})
