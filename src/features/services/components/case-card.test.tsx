import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ServiceCase } from '../../../shared/contracts/returns'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { CaseCard } from './case-card'
import { CasesList } from './cases-list'

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const credited: ServiceCase = {
  id: 7,
  number: 'RMA-26-000007',
  kind: 'core',
  status: 'credited',
  remarks: '',
  createdAt: '2026-11-20T08:00:00Z',
  creditNoteId: 'CN26-000003',
  lines: [
    {
      lineNo: 1,
      documentId: 'DN26-000011',
      documentPosition: 2,
      orderNumber: 'A26-000001',
      vendorId: 'V',
      sku: '1.101',
      partName: 'Starter',
      qty: 1,
      reason: null,
      condition: 'complete',
      remark: '',
      photoIds: [31, 32],
      photoCount: 2,
      unitCredit: null,
    },
  ],
  timeline: [
    { status: 'requested', at: '2026-11-20T08:00:00Z', by: 'customer', note: '' },
    { status: 'approved', at: '2026-11-20T09:00:00Z', by: 'shop', note: '' },
    { status: 'received', at: '2026-11-21T09:00:00Z', by: 'erp', note: '' },
    { status: 'inspected', at: '2026-11-22T09:00:00Z', by: 'shop', note: 'Housing intact' },
    { status: 'credited', at: '2026-11-22T10:00:00Z', by: 'erp', note: '' },
  ],
}

function show(item: ServiceCase) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <ul>
          <CaseCard item={item} creditNotePdf={(id) => `/api/documents/${id}/pdf?languageID=en`} />
        </ul>
      </I18nProvider>
    </QueryClientProvider>,
  )
  return screen.getByTestId('service-case')
}

describe('CaseCard', () => {
  it('shows a credited core return with its lines, steps, return slip and credit note', () => {
    const card = show(credited)
    expect(within(card).getByRole('heading').textContent).toBe('Core return RMA-26-000007')
    expect(card.textContent).toContain('1 × 1.101 Starter')
    expect(card.textContent).toContain('Complete')
    // Each photo opens full size from the case's own photo route.
    expect(
      within(card)
        .getByRole('link', { name: /Photo 2/ })
        .getAttribute('href'),
    ).toBe('/api/forms/7/photos/32')
    const steps = within(card).getByRole('list', { name: 'Steps' })
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5)
    expect(steps.textContent).toContain('Housing intact')
    expect(
      within(card)
        .getByRole('link', { name: /Print return slip/ })
        .getAttribute('href'),
    ).toBe('/api/forms/7/pdf?languageID=en')
    expect(
      within(card)
        .getByRole('link', { name: /Credit note CN26-000003/ })
        .getAttribute('href'),
    ).toBe('/api/documents/CN26-000003/pdf?languageID=en')
  })

  it('has no credit note link before the case is credited', () => {
    const card = show({ ...credited, status: 'inspected', creditNoteId: null, timeline: credited.timeline.slice(0, 4) })
    expect(within(card).queryByRole('link', { name: /Credit note/ })).toBeNull()
  })
})

describe('CasesList', () => {
  it('shows only the case asked for by number, and hands every answered list to the route', async () => {
    const other = { ...credited, id: 8, number: 'RMA-26-000008', status: 'requested' as const, creditNoteId: null }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ cases: [other, credited] })),
    )
    const onCases = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <CasesList customerId="c1" filter="rma-26-000007" onFilter={() => {}} creditNotePdf={(id) => id} onCases={onCases} />
        </I18nProvider>
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getAllByTestId('service-case')).toHaveLength(1))
    expect(screen.getByTestId('service-case').textContent).toContain('RMA-26-000007')
    expect(onCases).toHaveBeenCalledWith([other, credited])
  })
})
