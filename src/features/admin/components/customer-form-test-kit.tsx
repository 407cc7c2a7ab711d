import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import type { CustomerDetail } from '../../../shared/contracts/admin'
import { i18n } from '../../../shared/lib/i18n'

/** What the admin customer page's forms are tested on (tests only). */
export const TEST_CUSTOMER: CustomerDetail = {
  customerId: 'D1000002',
  companyName: 'Spedition Nord',
  billingCountry: 'DE',
  entityID: 'DTDE',
  priceGroup: 'WS',
  currency: 'EUR',
  features: { order: true, invoice: true, shipment: true, showPrice: true, fillBasket: true, vinSearch: '' },
  buyerReference: null,
  paymentMethods: null,
  contacts: [],
}

/** A stand-in for PATCH /api/admin/customers/:id as `fetch`: keeps the bodies, answers the customer with them applied. */
export function stubCustomerServer(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>
      bodies.push(body)
      return Response.json({ ...TEST_CUSTOMER, ...body })
    }),
  )
  return bodies
}

/** Renders one of the customer page's forms with a fresh query client and the active catalog. */
export function renderCustomerForm(form: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{form}</I18nProvider>
    </QueryClientProvider>,
  )
}
