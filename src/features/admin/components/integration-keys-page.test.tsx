import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { IntegrationKey } from '../../../shared/contracts/integration-keys'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { IntegrationKeysPage } from './integration-keys-page'

/** A stand-in for the admin routes: GET the list, POST creates (secret in that answer only), POST …/revoke. */
function fakeServer() {
  const keys: IntegrationKey[] = [
    {
      id: '6f1c1c6e-0000-4000-8000-000000000001',
      name: 'Old ERP',
      prefix: 'ik_AbCdEfGh',
      scopes: ['stock:write'],
      createdBy: 'admin@example.com',
      createdAt: '2026-11-01T08:00:00Z',
      lastUsedAt: null,
      revokedAt: null,
    },
  ]
  const bodies: unknown[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://shop.test').pathname
    if (init?.method === 'POST' && path.endsWith('/revoke')) {
      const key = keys.find((k) => path.includes(k.id)) as IntegrationKey
      key.revokedAt = '2026-11-26T07:00:00Z'
      return Response.json(key)
    }
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string; scopes: IntegrationKey['scopes'] }
      bodies.push(body)
      const key = { ...keys[0], ...body, id: '6f1c1c6e-0000-4000-8000-000000000002', prefix: 'ik_NewKey12', revokedAt: null }
      keys.push(key as IntegrationKey)
      return Response.json({ key, secret: 'ik_NewKey12-the-whole-secret' })
    }
    return Response.json({ keys })
  })
  return { fetch, bodies }
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <IntegrationKeysPage />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('integration keys section', () => {
  it('creates a key with a name and scopes and shows its secret once, with a copy button', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    renderPage()
    expect(await screen.findByText('Old ERP')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByText('Name the key after the system that uses it, e.g. ERP.')).toBeTruthy()
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'PIM' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByText('Choose at least one thing the key may change.')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/^Parts:/))
    fireEvent.click(screen.getByLabelText(/^Stock per warehouse/))
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }))

    const secret = (await screen.findByLabelText('Integration key')) as HTMLInputElement
    expect(secret.value).toBe('ik_NewKey12-the-whole-secret')
    expect(server.bodies).toEqual([{ name: 'PIM', scopes: ['parts:write', 'stock:write'] }])
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ik_NewKey12-the-whole-secret'))
    fireEvent.click(screen.getByRole('button', { name: 'I have stored the key' }))
    expect(screen.queryByLabelText('Integration key')).toBeNull()
    expect(screen.queryByDisplayValue('ik_NewKey12-the-whole-secret')).toBeNull()
  })

  it('revokes a key only after the admin confirms', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    renderPage()
    const revoke = await screen.findByRole('button', { name: 'Revoke the key Old ERP' })
    fireEvent.click(revoke)
    expect(confirm).toHaveBeenCalled()
    expect(server.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    confirm.mockReturnValue(true)
    fireEvent.click(revoke)
    const row = (await screen.findByText(/^Revoked /)).closest('tr') as HTMLElement
    expect(within(row).getByText('Old ERP')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Revoke the key Old ERP' })).toBeNull()
  })
})
