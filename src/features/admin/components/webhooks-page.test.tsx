import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { WebhookDelivery, WebhookEndpoint } from '../../../shared/contracts/webhooks'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { WebhooksPage, type WebhooksView } from './webhooks-page'

const ENDPOINT_ID = '7d0c1a2b-0000-4000-8000-000000000001'

/** A stand-in for /api/admin/webhooks…: the list, create (secret in that answer only), the log and resend. */
function fakeServer() {
  const endpoints: WebhookEndpoint[] = [
    {
      id: ENDPOINT_ID,
      url: 'https://erp.example.com/hooks',
      description: 'Navision',
      events: ['order.placed', 'service_case.submitted'],
      enabled: true,
      createdAt: '2026-11-01T08:00:00Z',
      counts: { pending: 2, delivered: 40, failed: 3 },
    },
  ]
  const delivery: WebhookDelivery = {
    id: 7,
    eventId: 'msg_2b7Qx',
    type: 'order.placed',
    state: 'failed',
    createdAt: '2026-11-25T10:00:00Z',
    nextAttemptAt: null,
    attempts: [
      { attemptedAt: '2026-11-25T10:00:01Z', statusCode: 503, answer: 'Service Unavailable', durationMs: 120, manual: false },
      { attemptedAt: '2026-11-25T10:00:06Z', statusCode: null, answer: 'connect ECONNREFUSED', durationMs: 3, manual: false },
    ],
  }
  const posts: { path: string; body: unknown; key: string | undefined }[] = []
  const gets: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test')
    if (init?.method !== 'POST') {
      gets.push(`${url.pathname}${url.search}`)
      if (url.pathname.endsWith('/deliveries')) return Response.json({ deliveries: [delivery], page: 1, pageCount: 2 })
      return Response.json({ endpoints })
    }
    const body = JSON.parse(String(init.body)) as unknown
    posts.push({ path: url.pathname, body, key: (init.headers as Record<string, string>)['Idempotency-Key'] })
    if (url.pathname.endsWith('/resend')) {
      delivery.state = 'delivered'
      delivery.attempts.push({ attemptedAt: '2026-11-26T09:00:00Z', statusCode: 200, answer: 'ok', durationMs: 80, manual: true })
      return Response.json(delivery)
    }
    if (url.pathname.endsWith('/rotate-secret')) return Response.json({ secret: 'whsec_cm90YXRlZA==' })
    if (url.pathname.endsWith('/delete')) {
      endpoints.splice(0, 1)
      return new Response(null, { status: 204 })
    }
    if (url.pathname === `/api/admin/webhooks/${ENDPOINT_ID}`) {
      Object.assign(endpoints[0] as WebhookEndpoint, body)
      return Response.json(endpoints[0])
    }
    const endpoint = { ...endpoints[0], ...(body as object), id: '7d0c1a2b-0000-4000-8000-000000000002' } as WebhookEndpoint
    endpoint.counts = { pending: 0, delivered: 0, failed: 0 }
    endpoints.push(endpoint)
    return Response.json({ endpoint, secret: 'whsec_c2VjcmV0LW9uY2U=' }, { status: 201 })
  })
  return { fetch, posts, gets }
}

/** The route keeps the view in the URL; here a state stands in for it. */
function Page() {
  const [view, setView] = useState<WebhooksView>({ page: 1 })
  return <WebhooksPage view={view} onView={setView} />
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <Page />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('webhooks page', () => {
  it('lists endpoints with their events in words and the deliveries per state, failed ones marked', async () => {
    vi.stubGlobal('fetch', fakeServer().fetch)
    renderPage()
    const card = (await screen.findByRole('heading', { name: 'https://erp.example.com/hooks' })).closest('li') as HTMLElement
    expect(within(card).getByText('Navision')).toBeTruthy()
    expect(within(card).getByText('Order placed (both order numbers and every line)')).toBeTruthy()
    expect(within(card).getByText('Return or warranty case submitted')).toBeTruthy()
    expect(within(card).getByText('Enabled')).toBeTruthy()
    const counts = within(card).getByRole('list', { name: 'Deliveries' })
    expect(counts.textContent).toContain('Waiting: 2')
    expect(counts.textContent).toContain('Delivered: 40')
    const failed = within(counts)
      .getByText(/^Failed:/)
      .closest('li') as HTMLElement
    expect(failed.textContent).toBe('Failed: 3')
    expect(failed.className).toContain('webhooks__badge--failed')
  })

  it('refuses a URL that is not http(s) beside the field, and sends nothing', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    renderPage()
    await screen.findByRole('heading', { name: 'https://erp.example.com/hooks' })
    const url = screen.getByLabelText('Receiver URL')
    fireEvent.input(url, { target: { value: 'ftp://erp.example.com/hooks' } })
    fireEvent.click(screen.getByLabelText('Order placed (both order numbers and every line)'))
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }))

    const error = await screen.findByText('The address must start with http:// or https:// and be a complete web address.')
    expect(url.getAttribute('aria-invalid')).toBe('true')
    expect(url.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
    expect(server.posts).toEqual([])
  })

  it('adds an endpoint with an Idempotency-Key and shows its secret once, with a copy button', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    renderPage()
    await screen.findByRole('heading', { name: 'https://erp.example.com/hooks' })

    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }))
    expect(await screen.findByText('Choose at least one event to send.')).toBeTruthy()
    fireEvent.input(screen.getByLabelText('Receiver URL'), { target: { value: ' https://crm.example.com/in ' } })
    fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'CRM' } })
    fireEvent.click(screen.getByLabelText('Customer asked for an appointment'))
    fireEvent.click(screen.getByLabelText('Order placed (both order numbers and every line)'))
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }))

    const secret = (await screen.findByLabelText('Signing secret')) as HTMLInputElement
    expect(secret.value).toBe('whsec_c2VjcmV0LW9uY2U=')
    expect(server.posts).toHaveLength(1)
    expect(server.posts[0]).toMatchObject({
      path: '/api/admin/webhooks',
      body: {
        url: 'https://crm.example.com/in',
        description: 'CRM',
        events: ['order.placed', 'appointment.requested'],
        enabled: true,
      },
    })
    expect(server.posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(await screen.findByRole('heading', { name: 'https://crm.example.com/in' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0LW9uY2U='))
    fireEvent.click(screen.getByRole('button', { name: 'I have stored the secret' }))
    expect(screen.queryByLabelText('Signing secret')).toBeNull()
    expect(screen.queryByDisplayValue('whsec_c2VjcmV0LW9uY2U=')).toBeNull()
  })

  it('shows a delivery with its attempts and sends it again through the resend route', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery log of https://erp.example.com/hooks' }))

    const item = (await screen.findByText('msg_2b7Qx')).closest('li') as HTMLElement
    expect(within(item).getByText('order.placed')).toBeTruthy()
    expect(within(item).getByText('Failed')).toBeTruthy()
    expect(within(item).queryByText('Service Unavailable')).toBeNull()
    const toggle = within(item).getByRole('button', { name: 'Show attempts (2)' })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(within(item).getByText('503')).toBeTruthy()
    expect(within(item).getByText('Service Unavailable')).toBeTruthy()
    expect(within(item).getByText('no answer')).toBeTruthy()
    expect(within(item).getByText('connect ECONNREFUSED')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } })
    await waitFor(() => expect(server.gets.at(-1)).toBe(`/api/admin/webhooks/${ENDPOINT_ID}/deliveries?state=failed&page=1`))

    fireEvent.click(within(item).getByRole('button', { name: 'Send again: msg_2b7Qx' }))
    expect(await within(item).findByText('Sent again: the receiver answered HTTP 200.')).toBeTruthy()
    expect(server.posts.map((post) => post.path)).toEqual([`/api/admin/webhooks/${ENDPOINT_ID}/deliveries/7/resend`])
    expect(server.posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(within(item).getByText('sent by hand')).toBeTruthy())
  })

  it('disables, rotates the secret and deletes only as the admin confirms', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Disable https://erp.example.com/hooks' }))
    expect(await screen.findByText('Disabled: nothing is sent')).toBeTruthy()
    expect(server.posts[0]).toMatchObject({
      path: `/api/admin/webhooks/${ENDPOINT_ID}`,
      body: { url: 'https://erp.example.com/hooks', description: 'Navision', enabled: false },
    })

    fireEvent.click(screen.getByRole('button', { name: 'New secret for https://erp.example.com/hooks' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete https://erp.example.com/hooks' }))
    expect(confirm).toHaveBeenCalledTimes(2)
    expect(server.posts).toHaveLength(1)

    confirm.mockReturnValue(true)
    fireEvent.click(screen.getByRole('button', { name: 'New secret for https://erp.example.com/hooks' }))
    expect(((await screen.findByLabelText('Signing secret')) as HTMLInputElement).value).toBe('whsec_cm90YXRlZA==')
    fireEvent.click(screen.getByRole('button', { name: 'Delete https://erp.example.com/hooks' }))
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy()
    expect(server.posts.map((post) => post.path)).toEqual([
      `/api/admin/webhooks/${ENDPOINT_ID}`,
      `/api/admin/webhooks/${ENDPOINT_ID}/rotate-secret`,
      `/api/admin/webhooks/${ENDPOINT_ID}/delete`,
    ])
  })
})
