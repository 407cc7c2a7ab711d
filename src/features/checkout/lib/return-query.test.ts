import { describe, expect, it } from 'vitest'
import { readReturnQuery } from './return-query'

describe('readReturnQuery', () => {
  it('takes our payment id and result, and passes the provider parameters on as they came', () => {
    expect(readReturnQuery('?payment=P26ABCDEF012345&result=success&token=5O190127TN364715T&PayerID=123')).toEqual({
      paymentId: 'P26ABCDEF012345',
      body: { result: 'success', query: { token: '5O190127TN364715T', PayerID: '123' } },
    })
  })

  it('refuses a missing or malformed payment id or result', () => {
    expect(readReturnQuery('')).toBeNull()
    expect(readReturnQuery('?payment=../admin&result=success')).toBeNull()
    expect(readReturnQuery('?payment=P26ABCDEF012345&result=paid')).toBeNull()
  })
})
