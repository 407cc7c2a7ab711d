import { describe, expect, it } from 'vitest'
import { DOCUMENT_SORTS, ORDER_STATUSES } from '../../../shared/contracts/documents-constants'
import { listRequest, readListSearch } from './list-search'

const read = (raw: Record<string, unknown>) =>
  readListSearch(raw, { statuses: ORDER_STATUSES, sorts: DOCUMENT_SORTS, defaultSort: '-date' })

describe('list search in the URL', () => {
  it('keeps good values and leaves defaults out, so one view has one address', () => {
    expect(
      read({ q: ' 1.10234 ', status: 'shipped', from: '2025-01-01', to: '2025-02-01', page: '3', pageSize: '50', sort: 'total' }),
    ).toEqual({
      q: '1.10234',
      status: 'shipped',
      from: '2025-01-01',
      to: '2025-02-01',
      page: 3,
      pageSize: 50,
      sort: 'total',
    })
    expect(read({ page: 1, pageSize: 25, sort: '-date' })).toEqual({
      q: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    })
  })

  it('drops what it does not know instead of failing the page', () => {
    const search = read({ status: 'lost', from: '2025-13-45', to: 'yesterday', page: '-2', pageSize: '7', sort: 'price', q: '' })
    expect(Object.values(search).every((value) => value === undefined)).toBe(true)
  })

  it('swaps dates given the wrong way round and cuts an overlong search', () => {
    const search = read({ from: '2025-03-01', to: '2025-01-01', q: 'x'.repeat(80) })
    expect([search.from, search.to]).toEqual(['2025-01-01', '2025-03-01'])
    expect(search.q).toHaveLength(60)
  })

  it('fills the defaults back in for the request', () => {
    expect(listRequest({ q: 'A25' }, '-date')).toEqual({
      q: 'A25',
      status: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 25,
      sort: '-date',
    })
  })
})
