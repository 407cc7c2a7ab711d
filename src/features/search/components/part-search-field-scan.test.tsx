import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { PartSearchField } from './part-search-field'

const navigate = vi.fn(async (_to: unknown) => {})
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))
// The real scanner needs a camera; this stand-in hands the field one scanned text and shows the answer.
vi.mock('../../../shared/ui/scan-button', () => ({
  ScanButton: (props: { label: string; onScan: (result: { text: string; format: 'ean_13' }) => string | null }) => (
    <button
      type="button"
      aria-label={props.label}
      onClick={(event) => {
        event.currentTarget.dataset.answer = String(
          props.onScan({ text: event.currentTarget.dataset.text ?? '', format: 'ean_13' }),
        )
      }}
    />
  ),
}))

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  navigate.mockClear()
  vi.unstubAllGlobals()
})

const part = { sku: '15.10000', slug: '15-10000-brake-disc' }

function renderField() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const { searchTerm } = JSON.parse(String(init?.body)) as { searchTerm: string }
      const products = searchTerm === '4061230000013' ? [part] : []
      return Response.json({ kind: 'article', categories: [], products })
    }),
  )
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <PartSearchField countryID="DE" canFillBasket={false} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return screen.getByRole('button', { name: 'Scan a part label' })
}

describe('the part search on a scan', () => {
  it('fills the field with the scanned GTIN and opens its one part, like Enter', async () => {
    const scan = renderField()
    scan.dataset.text = '4061230000013'
    fireEvent.click(scan)
    expect(scan.dataset.answer).toBe('Searching for 4061230000013')
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '4061230000013')
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ to: '/{-$lang}/products/$slug', params: { lang: 'en', slug: part.slug } }),
    )
  })

  it('keeps scanning (null) on a code that carries no part number, and searches nothing', () => {
    const scan = renderField()
    scan.dataset.text = 'https://example.com/p/4711'
    fireEvent.click(scan)
    expect(scan.dataset.answer).toBe('null')
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '')
    expect(navigate).not.toHaveBeenCalled()
  })
})
