import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../lib/i18n'
import { ScanButton } from './scan-button'

beforeAll(() => activateLanguage('de'))
afterEach(cleanup)

describe('ScanButton', () => {
  it('is a touch-sized button named by its label, with nothing of the scanner before the click', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ScanButton label="Teileetikett scannen" onScan={() => null} />
      </I18nProvider>,
    )
    const button = screen.getByRole('button', { name: 'Teileetikett scannen' })
    expect(Number.parseFloat(button.style.minWidth)).toBeGreaterThanOrEqual(44)
    expect(Number.parseFloat(button.style.minHeight)).toBeGreaterThanOrEqual(44)
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.queryByTestId('scanner')).toBeNull()
  })
})
