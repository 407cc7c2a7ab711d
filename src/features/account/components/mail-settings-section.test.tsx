import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAIL_SETTING_DEFAULTS, type MailSettings } from '../../../shared/contracts/mail-settings-constants'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { MailSettingsSection } from './mail-settings-section'

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** GET answers the stored choice; POST stores the body and answers it (or fails like a dead network). */
function fakeServer(options: { offline?: boolean } = {}) {
  let stored: MailSettings = { ...MAIL_SETTING_DEFAULTS }
  const posts: Array<{ body: MailSettings; key: string | null }> = []
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      if (options.offline) throw new TypeError('Failed to fetch')
      stored = JSON.parse(String(init.body)) as MailSettings
      posts.push({ body: stored, key: new Headers(init.headers).get('idempotency-key') })
    }
    return Response.json(stored)
  })
  vi.stubGlobal('fetch', fetch)
  return { posts }
}

function show() {
  const saved = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MailSettingsSection contactId="c1" onSaved={saved} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  return { saved }
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

describe('MailSettingsSection', () => {
  it('shows the four choices with the defaults, and saves a change once with an Idempotency-Key', async () => {
    const server = fakeServer()
    const { saved } = show()
    await waitFor(() => expect(box('Order confirmations').checked).toBe(true))
    expect(box('Shipping notices with the tracking link').checked).toBe(true)
    expect(box('New invoices and credit notes').checked).toBe(true)
    expect(box('New delivery dates for backordered parts').checked).toBe(false)
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)

    fireEvent.click(box('New delivery dates for backordered parts'))
    fireEvent.click(box('Order confirmations'))
    fireEvent.click(save)
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Your notification mails are saved.'))
    expect(server.posts).toHaveLength(1)
    expect(server.posts[0]?.body).toEqual({ ...MAIL_SETTING_DEFAULTS, orderConfirmed: false, backorderChanged: true })
    expect(server.posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(box('New delivery dates for backordered parts').checked).toBe(true)
    expect(save.disabled).toBe(true)
  })

  it('says so when the change could not be saved, and keeps what was ticked', async () => {
    fakeServer({ offline: true })
    const { saved } = show()
    await waitFor(() => expect(box('New invoices and credit notes').checked).toBe(true))
    fireEvent.click(box('New invoices and credit notes'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(saved).not.toHaveBeenCalled()
    expect(box('New invoices and credit notes').checked).toBe(false)
  })
})
