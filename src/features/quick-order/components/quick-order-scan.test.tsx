import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { type DraftLine, parsePastedLines } from '../../../shared/lib/parse-lines'
import { clearDraft, quickOrderStore, setDraftText } from '../store'
import { QuickOrderScan } from './quick-order-scan'

type Scan = (result: { text: string; format: 'ean_13' }) => string | null
let scan: Scan = () => null
// The real scanner needs a camera: this stand-in keeps the handler and shows the overlay as the open scanner does.
vi.mock('../../../shared/ui/scan-button', () => ({
  ScanButton: (props: { label: string; continuous?: boolean; onScan: Scan; overlay?: ReactNode }) => {
    scan = props.onScan
    return (
      <div data-testid="scanner" data-continuous={String(props.continuous)}>
        {props.overlay}
      </div>
    )
  },
}))

const seen = [
  { sku: '15.10000', vendorId: 'V', name: 'Brake disc', crossReferences: [], gtin: '4061230000013', price: null },
] as unknown as SearchProduct[]

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  clearDraft()
})

function renderScan() {
  const checkedRuns: DraftLine[][] = []
  render(
    <I18nProvider i18n={i18n}>
      <QuickOrderScan
        seenParts={() => seen}
        onLines={(lines) => {
          checkedRuns.push(lines)
          setDraftText(lines.map((line) => `${line.term}\t${line.qty}`).join('\n'))
        }}
      />
    </I18nProvider>,
  )
  const scanText = (text: string) => act(() => scan({ text, format: 'ean_13' }))
  return { checkedRuns, scanText }
}

describe('the quick order’s continuous scan', () => {
  it('adds a line per part, counts a repeated part up (also by its GTIN), and each scan takes the typed path', async () => {
    const { checkedRuns, scanText } = renderScan()
    expect(screen.getByTestId('scanner').dataset.continuous).toBe('true')
    expect(await scanText('15.10000')).toBe('15.10000 · 1')
    expect(await scanText('A0004201220')).toBe('A0004201220 · 1')
    expect(await scanText('4061230000013')).toBe('15.10000 · 2')
    expect(await scanText('https://example.com')).toBeNull()
    expect(parsePastedLines(quickOrderStore.text)).toEqual([
      { term: '15.10000', qty: 2 },
      { term: 'A0004201220', qty: 1 },
    ])
    expect(checkedRuns).toHaveLength(3)
    expect(screen.getAllByTestId('scan-session-line').map((li) => li.textContent)).toEqual(['15.10000× 2', 'A0004201220× 1'])
  })

  it('undo takes back the last scan only', async () => {
    const { scanText } = renderScan()
    await scanText('15.10000')
    await scanText('A0004201220')
    fireEvent.click(screen.getByRole('button', { name: 'Undo last scan' }))
    expect(parsePastedLines(quickOrderStore.text)).toEqual([{ term: '15.10000', qty: 1 }])
    expect(screen.getAllByTestId('scan-session-line')).toHaveLength(1)
  })
})
