import { describe, expect, it } from 'vitest'
import { readFormsSearch } from './forms-search'

describe('readFormsSearch', () => {
  it('reads a start from a delivery-note line of the open cores account', () => {
    expect(readFormsSearch({ kind: 'core', documentId: 'LS-1001', position: '3' })).toEqual({
      kind: 'core',
      documentId: 'LS-1001',
      position: 3,
    })
  })

  it('takes a number position as the router parses it, and trims the document', () => {
    expect(readFormsSearch({ documentId: ' RE-77 ', position: 2 })).toEqual({ documentId: 'RE-77', position: 2 })
  })

  it('drops what cannot be meant: unknown kinds, positions below 1 or broken, a line without its document', () => {
    expect(readFormsSearch({ kind: 'gift', documentId: 'RE-77', position: '0' })).toEqual({ documentId: 'RE-77' })
    expect(readFormsSearch({ documentId: 'RE-77', position: '1.5' })).toEqual({ documentId: 'RE-77' })
    expect(readFormsSearch({ position: '2' })).toEqual({})
    expect(readFormsSearch({ documentId: 'X'.repeat(21) })).toEqual({})
    expect(readFormsSearch({ documentId: '' })).toEqual({})
  })

  it('keeps the case filter', () => {
    expect(readFormsSearch({ case: 'RMA-2026-0042' })).toEqual({ case: 'RMA-2026-0042' })
  })
})
