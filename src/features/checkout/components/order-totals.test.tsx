import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Quote } from '../../../shared/contracts/cart'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { OrderTotals } from './order-totals'

const euro = (value: number) => ({ value, currency: { code: 'EUR' } })
const quote = (depositTotal: Quote['depositTotal']): Quote => ({
  cartID: 1,
  items: [],
  itemCount: 1,
  subtotal: euro(1500.1),
  depositTotal,
  basHash: 'h',
})
const totals = (q: Quote) =>
  render(
    <I18nProvider i18n={i18n}>
      <OrderTotals quote={q} freight={euro(12.5)} vatRate={19} />
    </I18nProvider>,
  )

beforeAll(() => activateLanguage('en'))
afterEach(cleanup)

describe('the review step totals', () => {
  it('list the core deposits beside the goods and count them in the grand total', () => {
    totals(quote(euro(540)))
    expect(screen.getByTestId('total-deposits').textContent).toBe('€540.00')
    expect(screen.getByTestId('total-grand').textContent).toBe('€2,052.60')
  })

  it('have no deposit line without an exchange unit', () => {
    totals(quote(null))
    expect(screen.queryByTestId('total-deposits')).toBeNull()
    expect(screen.getByTestId('total-grand').textContent).toBe('€1,512.60')
  })
})
