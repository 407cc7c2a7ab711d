import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { OrderPayment as Payment } from '../../../shared/contracts/payment'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { OrderPayment } from './order-payment'

const CARD: Payment = {
  method: 'card',
  status: 'paid',
  amount: 238.15,
  currency: 'EUR',
  card: { cardtype: 'V', truncatedcardpan: '411111XXXXXX1111' },
  providerRef: '350123456',
  events: [
    { at: '2026-03-02T09:14:00.000Z', kind: 'created', source: 'buyer' },
    { at: '2026-03-02T09:14:05.000Z', kind: 'authorized', source: 'provider' },
    { at: '2026-03-02T09:15:07.000Z', kind: 'captured', source: 'job' },
    { at: '2026-03-02T09:16:00.000Z', kind: 'chargeback', source: 'provider' },
  ],
}

const show = (payment: Payment) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <OrderPayment payment={payment} />
      </I18nProvider>
    </QueryClientProvider>,
  )

afterEach(cleanup)

describe('the payment on the order page', () => {
  it('shows method with the card, amount and status, and each step oldest first with who caused it', async () => {
    await activateLanguage('en')
    show(CARD)
    const section = screen.getByRole('region', { name: 'Payment' })
    expect(within(section).getByText('Credit card (VISA ••1111)')).toBeTruthy()
    expect(within(section).getByText('€238.15')).toBeTruthy()
    expect(within(section).getByText('Paid')).toBeTruthy()
    const steps = within(screen.getByRole('list', { name: 'Steps of the payment' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent?.replace(/^.*?\d\d:\d\d\s*/, ''))).toEqual([
      'Payment created (by you)',
      'Amount reserved (by the payment provider)',
      'Amount collected (automatically by the shop)',
      // A kind the page does not know yet is shown as it came, not dropped.
      'chargeback (by the payment provider)',
    ])
    expect(steps[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T09:14:00.000Z')
  })

  it('speaks the reader’s language and leaves out the amount when prices are hidden', async () => {
    await activateLanguage('de')
    show({ ...CARD, method: 'paypal', card: null, amount: null, status: 'authorized', events: CARD.events.slice(1, 2) })
    const section = screen.getByRole('region', { name: 'Zahlung' })
    expect(within(section).getByText('PayPal')).toBeTruthy()
    expect(within(section).queryByText(/€/)).toBeNull()
    expect(within(section).getByText('Betrag reserviert', { selector: 'dd' })).toBeTruthy()
    expect(screen.getByRole('listitem').textContent).toMatch(
      /^02\.03\.2026, \d\d:\d\d Betrag reserviert \(durch den Zahlungsdienstleister\)$/,
    )
  })
})
