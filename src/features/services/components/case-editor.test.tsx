import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CaseBody, ReturnableResponse } from '../../../shared/contracts/returns'
import { PHOTOS_PER_LINE_MAX, SERVICE_ERROR_CODES } from '../../../shared/contracts/services-constants'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { CaseEditor, type CaseStart } from './case-editor'

// The canvas work needs a real browser; here every picture becomes the same small JPEG.
vi.mock('../lib/resize-photo', () => ({ resizePhoto: async () => 'data:image/jpeg;base64,/9j/AA==' }))

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const note: ReturnableResponse = {
  documentId: 'DN25-000001',
  documentType: 'deliverynote',
  issuedOn: '2026-11-20',
  lines: [
    {
      position: 1,
      orderNumber: 'A25-000001',
      vendorId: 'V',
      sku: '1.101',
      name: 'Starter',
      qty: 3,
      returnable: 2,
      deposit: null,
      isExchangeUnit: true,
    },
    {
      position: 2,
      orderNumber: 'A25-000001',
      vendorId: 'V',
      sku: '2.202',
      name: 'Brake pad',
      qty: 4,
      returnable: 0,
      deposit: null,
      isExchangeUnit: false,
    },
  ],
}

type Answer = { status: number; body: unknown }
/** GET returnable answers the note; POST /forms answers `post` and keeps what was sent. */
function fakeServer(post: Answer = { status: 201, body: { number: 'RMA-1' } }) {
  const posts: Array<{ body: CaseBody; key: string | null }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (init?.method === 'POST') {
        posts.push({ body: JSON.parse(String(init.body)) as CaseBody, key: new Headers(init.headers).get('idempotency-key') })
        return Response.json(post.body, { status: post.status })
      }
      if (url.startsWith('/api/forms/returnable')) return Response.json(note)
      return Response.json({ cases: [] })
    }),
  )
  return { posts }
}

function show(start: CaseStart = { documentId: 'DN25-000001', position: 1 }) {
  const done = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CaseEditor customerId="c1" start={start} onDone={done} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  return { done }
}

const starter = async () => (await screen.findByRole('checkbox', { name: /1\.101 Starter/ })).closest('li') as HTMLElement
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send case' }))

describe('CaseEditor', () => {
  it('opens with the line the user came from ticked, and a line with nothing left disabled with why', async () => {
    fakeServer()
    show()
    const line = await starter()
    expect((within(line).getByRole('checkbox') as HTMLInputElement).checked).toBe(true)
    const pads = screen.getByRole('checkbox', { name: /2\.202 Brake pad/ }) as HTMLInputElement
    expect(pads.disabled).toBe(true)
    expect(screen.getByText('Nothing left to return: every delivered piece is already in a case.')).toBeTruthy()
  })

  it('bounds the quantity and asks for a reason next to the fields, sending nothing', async () => {
    const server = fakeServer()
    show()
    const line = await starter()
    fireEvent.change(within(line).getByLabelText('Quantity'), { target: { value: '3' } })
    send()
    const qty = within(line).getByLabelText('Quantity')
    expect(qty.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(String(qty.getAttribute('aria-describedby')))?.textContent).toBe(
      'At most 2 pieces of this line can go back.',
    )
    expect(within(line).getByText('Please choose a reason.')).toBeTruthy()
    expect(server.posts).toHaveLength(0)
  })

  it('asks a core return for the state of the old unit, and sends it once with an Idempotency-Key', async () => {
    const server = fakeServer()
    const { done } = show({ kind: 'core', documentId: 'DN25-000001', position: 1 })
    const line = await starter()
    expect(within(line).queryByLabelText('Reason')).toBeNull()
    send()
    expect(within(line).getByText('Please say what state the old unit is in.')).toBeTruthy()
    fireEvent.change(within(line).getByLabelText('State of the old unit'), { target: { value: 'complete' } })
    send()
    await waitFor(() => expect(done).toHaveBeenCalledWith('Case RMA-1 was sent. Print the return slip and put it in the box.'))
    expect(server.posts).toHaveLength(1)
    expect(server.posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(server.posts[0]?.body.lines).toEqual([
      { documentId: 'DN25-000001', position: 1, qty: 1, reason: null, condition: 'complete', remark: '', photos: [] },
    ])
  })

  it('takes at most the allowed number of photos per line', async () => {
    fakeServer()
    show()
    const line = await starter()
    const files = Array.from({ length: PHOTOS_PER_LINE_MAX + 2 }, (_, i) => new File(['x'], `p${i}.jpg`, { type: 'image/jpeg' }))
    const choose = within(line).getByLabelText(/Choose photos/)
    fireEvent.change(choose, { target: { files } })
    await waitFor(() => expect(within(line).getAllByRole('img')).toHaveLength(PHOTOS_PER_LINE_MAX))
    expect(within(line).queryByLabelText(/Choose photos/)).toBeNull()
    fireEvent.click(within(line).getAllByRole('button', { name: /Remove/ })[0] as HTMLElement)
    expect(within(line).getAllByRole('img')).toHaveLength(PHOTOS_PER_LINE_MAX - 1)
    expect(within(line).getByLabelText(/Choose photos/)).toBeTruthy()
  })

  it("puts the shop's refusal next to the line it names", async () => {
    fakeServer({ status: 400, body: { statusCode: 400, code: SERVICE_ERROR_CODES.formQtyTooHigh, message: 'lines[0].qty' } })
    show()
    const line = await starter()
    fireEvent.change(within(line).getByLabelText('Reason'), { target: { value: 'surplus' } })
    send()
    expect(
      await within(line).findByText(
        'More pieces than may still go back on this line (delivered, less what is already in a case).',
      ),
    ).toBeTruthy()
  })

  it('says the case is kept when the service worker queued it offline', async () => {
    fakeServer({ status: 202, body: { queued: true, idempotencyKey: 'k' } })
    const { done } = show()
    const line = await starter()
    fireEvent.change(within(line).getByLabelText('Reason'), { target: { value: 'surplus' } })
    send()
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith('No connection: the case is kept on this device and sent once the connection is back.'),
    )
  })
})
