import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CustomerDetail } from '../../../shared/contracts/admin'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { CustomerSettingsForm } from './customer-settings-form'

const CUSTOMER: CustomerDetail = {
  customerId: 'D1000002',
  companyName: 'Stadt Bremen, Fuhrpark',
  billingCountry: 'DE',
  entityID: 'DTDE',
  priceGroup: 'WS',
  currency: 'EUR',
  features: { order: true, invoice: true, shipment: true, showPrice: true, fillBasket: true, vinSearch: '' },
  buyerReference: null,
  paymentMethods: null,
  contacts: [],
}

/** A stand-in for PATCH /api/admin/customers/:id: keeps the bodies, answers the customer with them applied. */
function fakeServer() {
  const bodies: Record<string, unknown>[] = []
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>
    bodies.push(body)
    return Response.json({ ...CUSTOMER, ...body })
  })
  return { fetch, bodies }
}

function renderForm(customer = CUSTOMER) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CustomerSettingsForm customer={customer} />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('customer settings: buyer reference', () => {
  it('explains the field and refuses a Leitweg-ID with wrong check digits beside it, sending nothing', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    renderForm()
    const field = screen.getByLabelText('Buyer reference (Leitweg-ID)')
    const hint = screen.getByText(/issued as XRechnung 3.0 e-invoices/)
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id)

    fireEvent.change(field, { target: { value: '991-33333TEST-34' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const error = await screen.findByText(/^Not a valid Leitweg-ID/)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
    expect(server.bodies).toEqual([])
  })

  it('sends a valid one as stored (upper-case, trimmed) and an emptied field as null', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    renderForm({ ...CUSTOMER, buyerReference: '04011000-45' })
    const field = screen.getByLabelText('Buyer reference (Leitweg-ID)') as HTMLInputElement
    expect(field.value).toBe('04011000-45')

    fireEvent.change(field, { target: { value: ' 991-33333test-33 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(server.bodies).toHaveLength(1))
    expect(server.bodies[0]).toMatchObject({ buyerReference: '991-33333TEST-33' })

    fireEvent.change(field, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(server.bodies).toHaveLength(2))
    expect(server.bodies[1]).toMatchObject({ buyerReference: null })
    expect(screen.queryByText(/^Not a valid Leitweg-ID/)).toBeNull()
  })
})
