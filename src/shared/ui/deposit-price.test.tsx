import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../lib/i18n'
import { sessionStore } from '../session/session-store'
import { DepositPrice } from './deposit-price'

const deposit = { value: 180, currency: { code: 'EUR' } }
/** Intl puts a no-break space between amount and currency; the test reads plain spaces. */
const text = () => screen.getByTestId('deposit-price').textContent?.replace(/\u00a0/g, ' ')
const show = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)

afterEach(() => {
  cleanup()
  sessionStore.pricesHiddenByUser = false
})

describe('an exchange unit’s deposit under its price', () => {
  it('reads "+ 180,00 € Altteilpfand" in German, with the note on the product page', async () => {
    await activateLanguage('de')
    show(<DepositPrice deposit={deposit} explained />)
    expect(text()).toBe('+ 180,00 € AltteilpfandWird erstattet, wenn Sie das Altteil zurückgeben.')
  })

  it('is formatted in the user’s language and the customer’s currency, without a note in a list', async () => {
    await activateLanguage('en')
    show(<DepositPrice deposit={{ value: 171, currency: { code: 'CHF' } }} />)
    expect(text()).toBe('+ CHF 171.00 core deposit')
  })

  it('shows nothing without a deposit, and nothing while the user hides prices', async () => {
    await activateLanguage('de')
    const { container } = show(<DepositPrice deposit={null} explained />)
    expect(container.textContent).toBe('')
    sessionStore.pricesHiddenByUser = true
    show(<DepositPrice deposit={deposit} />)
    expect(screen.queryByTestId('deposit-price')).toBeNull()
  })
})
