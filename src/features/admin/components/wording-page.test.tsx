import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { WordingPage } from './wording-page'

/**
 * The wording section against the contract of the partner-portal routes (built elsewhere), with a
 * stand-in server: GET ?languageID → { overrides }, PUT { languageID, id, text } ('' deletes).
 */
type Override = { id: string; text: string }
const store = new Map<string, Override[]>([['de', [{ id: 'Search parts', text: 'Teile finden' }]]])
const puts: unknown[] = []

function fakeServer(available = true) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test')
    if (!available) return new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }), { status: 404 })
    if (init?.method === 'PUT') {
      const change = JSON.parse(String(init.body)) as { languageID: string; id: string; text: string }
      puts.push(change)
      const list = (store.get(change.languageID) ?? []).filter((o) => o.id !== change.id)
      store.set(change.languageID, change.text ? [...list, { id: change.id, text: change.text }] : list)
      return new Response(JSON.stringify({ ok: true }), { status: 200 })
    }
    const lang = url.searchParams.get('languageID') ?? ''
    return new Response(JSON.stringify({ overrides: store.get(lang) ?? [] }), { status: 200 })
  })
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <WordingPage />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('wording overrides section', () => {
  it('lists the overrides of a language, saves a new one and removes one with an empty text', async () => {
    vi.stubGlobal('fetch', fakeServer())
    renderPage()
    expect(await screen.findByText('Teile finden')).toBeTruthy()

    fireEvent.input(screen.getByLabelText('Message id'), { target: { value: 'Log in' } })
    fireEvent.input(screen.getByLabelText('Text (empty removes the override)'), { target: { value: 'Partner-Login' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Partner-Login')).toBeTruthy()
    expect(puts.at(-1)).toEqual({ languageID: 'de', id: 'Log in', text: 'Partner-Login' })

    fireEvent.input(screen.getByLabelText('Message id'), { target: { value: 'Search parts' } })
    fireEvent.input(screen.getByLabelText('Text (empty removes the override)'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByText('Teile finden')).toBeNull())
    expect(puts.at(-1)).toEqual({ languageID: 'de', id: 'Search parts', text: '' })

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } })
    expect(await screen.findByText('No overrides in this language: the shop shows its own wording.')).toBeTruthy()
  })

  it('says so when the server has no wording routes', async () => {
    vi.stubGlobal('fetch', fakeServer(false))
    renderPage()
    expect(await screen.findByText('Wording overrides are not available on this server.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })
})
