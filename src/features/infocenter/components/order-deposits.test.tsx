import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { OrderDetail } from '../../../shared/contracts/documents'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { OrderFacts } from './order-facts'
import { OrderLines } from './order-lines'

const address = { name: 'Werkstatt', street: 'Hafenstraße 12', postalCode: '28217', city: 'Bremen', country: 'DE' }
const line = (positionNumber: number, name: string, deposit: number | null): OrderDetail['lines'][number] => ({
  positionNumber,
  sku: `0124-00${positionNumber}`,
  vendorId: 'BOSCH',
  name,
  orderedName: null,
  slug: null,
  qty: 2,
  deliveredQty: 0,
  backorderedQty: 0,
  expectedDate: null,
  unitPrice: 250,
  lineTotal: 500,
  depositUnit: deposit,
  depositTotal: deposit === null ? null : deposit * 2,
})
const order: OrderDetail = {
  orderNumber: 'A26-000124',
  linkedOrderNumber: null,
  part: 'first',
  placedAt: '2026-11-26T09:41:13.512Z',
  status: 'received',
  customerOrderReference: '',
  vin: null,
  lineCount: 2,
  total: 1369.9,
  currency: 'EUR',
  billingAddress: address,
  shippingAddress: address,
  transport: { id: 'standard', price: 9.9 },
  payment: { id: 'invoice' },
  onlinePayment: null,
  lines: [line(1, 'Starter', 180), line(2, 'Brake disc', null)],
  totals: { goods: 1000, deposits: 360, transport: 9.9, total: 1369.9 },
  documents: [],
  shipments: [],
}

const show = (children: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>,
  )

beforeAll(() => activateLanguage('en'))
afterEach(cleanup)

describe('deposits on the order page', () => {
  it('puts the deposit row under its part row, with the amounts in the price columns', () => {
    show(<OrderLines order={order} />)
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Starter'),
      '+ Core deposit€180.00€360.00',
      expect.stringContaining('Brake disc'),
    ])
  })

  it('shows the deposits above the total, and none for an order without', () => {
    show(<OrderFacts order={order} />)
    expect(screen.getByTestId('order-deposits').textContent).toBe('€360.00')
    cleanup()
    show(<OrderFacts order={{ ...order, totals: { goods: 1000, deposits: 0, transport: 9.9, total: 1009.9 } }} />)
    expect(screen.queryByTestId('order-deposits')).toBeNull()
  })
})
