import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Quote } from '../../../shared/contracts/cart'
import { chargedCents } from '../../../shared/contracts/payment-constants'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { ChargedAmount } from './charged-amount'

const euro = (value: number) => ({ value, currency: { code: 'EUR' } })
const quote: Quote = { cartID: 1, items: [], itemCount: 1, subtotal: euro(1000.1), depositTotal: euro(25), basHash: 'h' }

afterEach(cleanup)

describe('the amount charged now on step 5', () => {
  it('is goods, deposits and freight with VAT, by the rule the server charges with', async () => {
    await activateLanguage('en')
    render(
      <I18nProvider i18n={i18n}>
        <ChargedAmount method="card" quote={quote} freight={12.5} vatRate={19} />
      </I18nProvider>,
    )
    expect(chargedCents(1037.6, 19)).toBe(123474)
    expect(screen.getByTestId('charged-amount').textContent).toBe('Charged now by card: €1,234.74 incl. VAT')
  })

  it('speaks German with PayPal, and waits for the freight', async () => {
    await activateLanguage('de')
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <ChargedAmount method="paypal" quote={quote} freight={12.5} vatRate={19} />
      </I18nProvider>,
    )
    expect(screen.getByTestId('charged-amount').textContent).toBe('Jetzt per PayPal belastet: 1.234,74\u00a0€ inkl. MwSt.')
    rerender(
      <I18nProvider i18n={i18n}>
        <ChargedAmount method="paypal" quote={quote} freight={undefined} vatRate={19} />
      </I18nProvider>,
    )
    expect(screen.getByTestId('charged-amount').textContent).toBe('Jetzt per PayPal belastet: – inkl. MwSt.')
  })
})
