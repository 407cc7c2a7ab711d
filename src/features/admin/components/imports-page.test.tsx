import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ImportRunDetail } from '../../../shared/contracts/admin-import'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { ImportsPage, type ImportsView } from './imports-page'

/** A stand-in for the upload's XMLHttpRequest: the test drives its progress and its answer. */
class FakeUpload {
  static last: FakeUpload | undefined
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  status = 0
  statusText = ''
  responseText = ''
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
    FakeUpload.last = this
  }
  abort() {}
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }))
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    act(() => this.onload?.())
  }
}

const run = (over: Partial<ImportRunDetail>): ImportRunDetail => ({
  id: 'run-1',
  startedBy: 'admin@example.com',
  startedAt: '2026-11-26T06:00:00.000Z',
  finishedAt: null,
  source: 'admin',
  format: 'csv',
  files: ['prices.csv'],
  mode: 'delta',
  status: 'running',
  counts: {},
  refused: 0,
  seconds: 3,
  message: null,
  phase: 'applying',
  processed: 400,
  total: 1000,
  refusals: [],
  ...over,
})

/** The run as the server has it now (the test moves it on); the list has no earlier runs. */
let current: ImportRunDetail
function fakeServer(first: ImportRunDetail) {
  current = first
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://shop.test').pathname
    if (path === '/api/admin/imports') return Response.json({ items: [], total: 0, page: 1, pageSize: 25 })
    return Response.json(current)
  })
}

function Page() {
  const [view, setView] = useState<ImportsView>({ page: 1 })
  return <ImportsPage view={view} onView={setView} />
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

const fileInput = () => screen.getByLabelText(/^(Catalogue file|Katalogdatei)/, { selector: 'input' })
const chooseFile = (name: string, content = 'article_id;price_group;price\r\nA-1;LIST;-5\r\n') =>
  fireEvent.change(fileInput(), { target: { files: [new File([content], name)] } })
/** The upload starts a moment after the click (the mutation runs its function on the next tick). */
async function sentUpload(): Promise<FakeUpload> {
  await vi.waitFor(() => expect(FakeUpload.last).toBeDefined())
  const upload = FakeUpload.last as FakeUpload
  FakeUpload.last = undefined
  return upload
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Upload and import|Hochladen und importieren)$/ }))

beforeEach(() => {
  FakeUpload.last = undefined
  vi.stubGlobal('XMLHttpRequest', FakeUpload)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('catalogue import page', () => {
  it('says what is wrong next to the file control before anything is sent', async () => {
    await activateLanguage('en')
    vi.stubGlobal('fetch', fakeServer(run({})))
    renderPage()
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Choose a file first.')
    chooseFile('parts.zip')
    expect(screen.getByRole('alert').textContent).toBe('Only BMEcat (.xml), CSV (.csv) and Excel (.xlsx) files can be imported.')
    submit()
    expect(FakeUpload.last).toBeUndefined()
    expect(fileInput().getAttribute('aria-invalid')).toBe('true')
  })

  it('uploads with the chosen mode, shows the upload and the run progress, then the counts and refused rows', async () => {
    await activateLanguage('en')
    vi.stubGlobal('fetch', fakeServer(run({})))
    renderPage()
    chooseFile('prices.csv')
    fireEvent.click(screen.getByRole('radio', { name: /Full catalogue/ }))
    submit()
    const upload = await sentUpload()
    expect(upload.url).toBe('/api/admin/imports?file=prices.csv&mode=full')
    expect(upload.headers['content-type']).toBe('application/octet-stream')
    upload.progress(500, 1000)
    expect(screen.getByRole('progressbar', { name: 'Upload' }).getAttribute('aria-valuenow')).toBe('50')
    upload.answer(202, { runId: 'run-1' })

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' })
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect(bar.getAttribute('aria-valuetext')).toBe('400 of 1,000 rows')
    expect(screen.getByText('Applying the changes')).toBeTruthy()

    current = run({
      status: 'done',
      phase: 'done',
      finishedAt: '2026-11-26T06:00:09.000Z',
      seconds: 9,
      counts: { price: 998, stock: 1 },
      refused: 2,
      refusals: [
        { file: 'prices.csv', at: 'line 2', field: 'price', code: 'negative', reason: 'price is negative' },
        { file: 'prices.xlsx', at: 'row 7', field: 'price_group', code: 'some-new-code', reason: 'Reason from a newer server' },
      ],
    })
    // Asked again a second later: the run has ended.
    const table = await screen.findByRole('table', { name: 'Refused rows' }, { timeout: 3000 })
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).toBeNull()
    expect(within(screen.getByRole('list', { name: 'Applied records' })).getByText('Prices:').textContent).toBe('Prices: 998')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['prices.csv', 'line 2', 'price', 'This must not be negative.'],
      ['prices.xlsx', 'row 7', 'price_group', 'Reason from a newer server'],
    ])
    expect(screen.getByRole('link', { name: 'Download the report (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/imports/run-1/report.csv',
    )
  })

  it('words the refusal reason in the admin language and says when another import is running', async () => {
    await activateLanguage('de')
    vi.stubGlobal(
      'fetch',
      fakeServer(
        run({
          status: 'failed',
          refused: 1,
          refusals: [{ file: 'parts.csv', at: 'line 3', field: 'order_unit', code: 'unknown-unit', reason: 'unknown unit' }],
        }),
      ),
    )
    renderPage()
    chooseFile('parts.csv')
    submit()
    ;(await sentUpload()).answer(409, { statusCode: 409, code: 'import-running', message: 'x' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Es läuft bereits ein anderer Katalogimport. Starten Sie diesen, sobald jener fertig ist.',
    )
    chooseFile('parts.csv')
    submit()
    ;(await sentUpload()).answer(202, { runId: 'run-1' })
    expect(await screen.findByText('Unbekannte Bestelleinheit.')).toBeTruthy()
    expect(screen.getByText('Zeile 3')).toBeTruthy()
  })

  it('cancels a running import after a confirm, and says so on the button', async () => {
    await activateLanguage('en')
    const server = fakeServer(run({ mode: 'full', phase: 'reading' }))
    vi.stubGlobal('fetch', server)
    const confirm = vi.fn(() => true)
    vi.stubGlobal('confirm', confirm)
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider i18n={i18n}>
          <ImportsPage view={{ page: 1, run: 'run-1' }} onView={() => {}} />
        </I18nProvider>
      </QueryClientProvider>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel import' }))
    expect(confirm).toHaveBeenCalledWith('Cancel this import? The shop keeps the catalogue it has.')
    await screen.findByRole('button', { name: 'Cancelling…' })
    const posts = server.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([input]) => new URL(String(input), 'http://shop.test').pathname)).toEqual([
      '/api/admin/imports/run-1/cancel',
    ])
  })
})
