import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PAYMENT_FAILURES } from '../../../shared/contracts/payment'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { PaymentFailureAlert } from './payment-failure'

afterEach(cleanup)

const show = (failure: (typeof PAYMENT_FAILURES)[number]) =>
  render(
    <I18nProvider i18n={i18n}>
      <PaymentFailureAlert failure={failure} />
    </I18nProvider>,
  )

describe('the reason a payment failed, on step 4', () => {
  it('is an alert that takes the focus, in the buyer language', async () => {
    await activateLanguage('de')
    show('declined')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(
      'Ihre Bank hat die Zahlung abgelehnt. Es wurde nichts belastet. Bitte wählen Sie eine andere Zahlungsart oder versuchen Sie es erneut.',
    )
    expect(document.activeElement).toBe(alert)
  })

  it('has its own words for each failure code, in every language', async () => {
    for (const lang of ['de', 'en', 'fr', 'it', 'ru', 'nl', 'pt', 'es'] as const) {
      await activateLanguage(lang)
      const texts = new Set<string>()
      for (const failure of PAYMENT_FAILURES) {
        show(failure)
        texts.add(screen.getByTestId('payment-failure').textContent ?? '')
        cleanup()
      }
      expect(texts.size).toBe(PAYMENT_FAILURES.length)
      if (lang !== 'en') expect([...texts].some((text) => text.startsWith('Your bank'))).toBe(false)
    }
  })
})
