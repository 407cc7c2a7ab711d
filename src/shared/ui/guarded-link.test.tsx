import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../lib/i18n'
import { GuardedLink } from './guarded-link'

beforeAll(() => activateLanguage('de'))
afterEach(cleanup)

const show = (href: string, allowExternal?: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <GuardedLink href={href} allowExternal={allowExternal}>
        Impressum
      </GuardedLink>
    </I18nProvider>,
  )

describe('GuardedLink', () => {
  it('renders an unsafe address as plain text, never as a link', () => {
    show('javascript:alert(document.cookie)')
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Impressum')).toBeTruthy()
  })

  it('opens another site in a new tab without opener or referrer and says that it leaves the shop', () => {
    show('https://www.linkedin.com/company/achslast')
    const link = screen.getByRole('link')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link.getAttribute('rel')).toContain('noreferrer')
    expect(link.textContent).toContain('↗')
    expect(link.textContent).toMatch(/verlässt den Shop/)
  })

  it('keeps links into the shop in the tab and unmarked', () => {
    show(`${window.location.origin}/checkout/cart`)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/checkout/cart')
    expect(link.getAttribute('target')).toBeNull()
  })

  it('refuses an external link where only the shop is allowed', () => {
    show('https://evil.example/', false)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
