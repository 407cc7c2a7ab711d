import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { CoreStateBadge } from './core-state-badge'

beforeAll(() => activateLanguage('de'))
afterEach(cleanup)

const show = (core: Parameters<typeof CoreStateBadge>[0]['core']) =>
  render(
    <I18nProvider i18n={i18n}>
      <CoreStateBadge core={core} />
    </I18nProvider>,
  ).container

describe('CoreStateBadge', () => {
  it('says the state in words, not in colour alone', () => {
    expect(show({ state: 'overdue', daysLeft: -3, inReturnQty: 0, qty: 1 }).textContent).toBe('3 Tage überfälligÜberfällig')
    expect(show({ state: 'atRisk', daysLeft: 1, inReturnQty: 0, qty: 1 }).textContent).toBe('noch 1 TagFrist läuft ab')
    expect(show({ state: 'open', daysLeft: 20, inReturnQty: 0, qty: 2 }).textContent).toBe('noch 20 Tage')
  })

  it('names the pieces already on their way when only some are', () => {
    const cell = show({ state: 'overdue', daysLeft: -1, inReturnQty: 1, qty: 3 })
    expect(cell.textContent).toContain('1 von 3 in Rücksendung')
    expect(show({ state: 'inReturn', daysLeft: 5, inReturnQty: 2, qty: 2 }).textContent).toBe('noch 5 TageIn Rücksendung')
  })
})
