import { describe, expect, it } from 'vitest'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import type { DraftLine } from '../../../shared/lib/parse-lines'
import { applyScan, type ScanStep, undoScan } from './scan-lines'

const seen = [
  { sku: '15.10000', vendorId: 'V', name: 'Brake disc', crossReferences: [], gtin: '4061230000013', price: null },
] as unknown as SearchProduct[]

/** Scans one after another as the page does, keeping the steps for undo. */
function scanAll(terms: string[]) {
  let lines: DraftLine[] = []
  const steps: ScanStep[] = []
  const answers: string[] = []
  for (const term of terms) {
    const outcome = applyScan(lines, [], seen, term)
    lines = outcome.lines
    steps.push(outcome.step)
    answers.push(`${outcome.label} · ${outcome.qty}`)
  }
  return { lines, steps, answers }
}

describe('continuous scanning into the quick order', () => {
  it('adds a line per new part and counts a repeated one up, also when its GTIN and article number were scanned', () => {
    const { lines, answers } = scanAll(['15.10000', 'A0004201220', '4061230000013', '15.10000'])
    expect(lines).toEqual([
      { term: '15.10000', qty: 3 },
      { term: 'A0004201220', qty: 1 },
    ])
    expect(answers).toEqual(['15.10000 · 1', 'A0004201220 · 1', '15.10000 · 2', '15.10000 · 3'])
  })

  it('undo takes back the last scan: a count goes down, an added line goes', () => {
    const { lines, steps } = scanAll(['15.10000', 'A0004201220', '15.10000'])
    const once = undoScan(lines, steps[2] as ScanStep)
    expect(once).toEqual([
      { term: '15.10000', qty: 1 },
      { term: 'A0004201220', qty: 1 },
    ])
    expect(undoScan(once, steps[1] as ScanStep)).toEqual([{ term: '15.10000', qty: 1 }])
  })

  it('counts up a line that was typed with a bad quantity from 1', () => {
    const outcome = applyScan([{ term: '15.10000', qty: Number.NaN }], [], seen, '15.10000')
    expect(outcome.lines).toEqual([{ term: '15.10000', qty: 1 }])
  })
})
