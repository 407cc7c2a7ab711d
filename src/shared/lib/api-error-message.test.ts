import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { apiErrorMessage } from './api-error-message'

i18n.loadAndActivate({ locale: 'en', messages: {} })
afterEach(() => vi.unstubAllGlobals())

describe('apiErrorMessage', () => {
  it("says the code's sentence, never the server's English message", () => {
    const error = new ApiError(404, 'CART_ITEM_NOT_FOUND', 'No such item in your cart.')
    expect(apiErrorMessage(error, 'fallback')).toBe(
      'This line is no longer in the cart; it may have been changed on another device.',
    )
  })

  it('falls back to what the user tried, or to the shop being unable to answer', () => {
    expect(apiErrorMessage(new ApiError(400, 'SOMETHING_NEW', 'x'), 'The change could not be saved.')).toBe(
      'The change could not be saved.',
    )
    expect(apiErrorMessage(new ApiError(503, 'HTTP_ERROR', 'x'), 'fallback')).toBe('The shop could not answer just now.')
  })

  it('names the connection when no answer came back', () => {
    vi.stubGlobal('navigator', { onLine: true })
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe(
      'The shop cannot be reached right now. Please check your connection and try again.',
    )
  })
})
