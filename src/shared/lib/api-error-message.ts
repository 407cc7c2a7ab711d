import { t } from '@lingui/core/macro'
import { AUTH_ERROR_CODES } from '../contracts/auth-constants'
import { CART_ERROR_CODES } from '../contracts/cart-constants'
import { CUSTOMER_LIST_ERROR_CODES } from '../contracts/customer-lists-constants'
import { IDEMPOTENCY_ERROR_CODES } from '../contracts/idempotency'
import { ApiError } from './api-client'

/**
 * The user's-language sentence for a stable error code from the API (`{ statusCode, code, message }`),
 * or null when the code has none: the server's own message is English and for logs, never for users.
 */
export function errorCodeMessage(code: string): string | null {
  switch (code) {
    case CART_ERROR_CODES.itemAlreadyInList:
      return t({ id: 'cart.itemAlreadyInList', message: 'Item already in list' })
    case CART_ERROR_CODES.partNotFound:
      return t`This part is no longer in the catalogue.`
    case CART_ERROR_CODES.cartItemNotFound:
      return t`This line is no longer in the cart; it may have been changed on another device.`
    case CART_ERROR_CODES.skuMismatch:
    case CART_ERROR_CODES.cartChanged:
      return t`The cart was changed in the meantime. Please check it and try again.`
    case CART_ERROR_CODES.cartEmpty:
      return t`The cart is empty.`
    case CART_ERROR_CODES.fillBasketNotAllowed:
      return t`Your account may not fill the cart`
    case CART_ERROR_CODES.orderNotAllowed:
      return t`Your account may not place orders.`
    case CART_ERROR_CODES.savedCartNotFound:
      return t`This saved cart no longer exists.`
    case IDEMPOTENCY_ERROR_CODES.inProgress:
      return t`This change is still being saved. Please wait a moment.`
    case IDEMPOTENCY_ERROR_CODES.keyReused:
      return t`This change was already sent with other content. Please make it again.`
    case CUSTOMER_LIST_ERROR_CODES.addressNotFound:
      return t`This address no longer exists; it may have been deleted on another device.`
    case CUSTOMER_LIST_ERROR_CODES.badPostcode:
      return t`The postcode does not match the country's format.`
    case CUSTOMER_LIST_ERROR_CODES.addressBookFull:
      return t`The address book is full. Please delete an address you no longer use.`
    case CUSTOMER_LIST_ERROR_CODES.currencyUnknown:
      return t`There is no exchange rate for this currency.`
    case CUSTOMER_LIST_ERROR_CODES.noticeNotFound:
      return t`This part is no longer on your notice list.`
    case CUSTOMER_LIST_ERROR_CODES.noticeListFull:
      return t`Your notice list is full. Please remove parts you no longer watch.`
    case 'VALIDATION_FAILED':
    case 'MALFORMED_JSON':
      return t`Please check your entries.`
    case 'RATE_LIMITED':
      return t`Too many requests in a short time. Please wait a moment and try again.`
    case AUTH_ERROR_CODES.authRequired:
    case AUTH_ERROR_CODES.sessionInvalid:
    case 'LOGIN_REQUIRED':
      return t`Your session has ended. Please log in again.`
    case AUTH_ERROR_CODES.forbidden:
      return t`Your account may not do this.`
    case 'INTERNAL':
      return t`The shop could not answer just now.`
  }
  return null
}

/** True for a request that never reached the shop: offline, or the network failed on the way. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true
  // fetch() rejects with a TypeError when no answer came back at all.
  return error instanceof TypeError
}

/**
 * What a form or control says about a failed call, in the user's language: the code's sentence,
 * the connection when there was no answer, else `fallback` (what the user tried to do failed).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t`Please wait until the logout has finished.`
    return errorCodeMessage(error.code) ?? (error.status >= 500 ? t`The shop could not answer just now.` : fallback)
  }
  if (isNetworkFailure(error)) return t`The shop cannot be reached right now. Please check your connection and try again.`
  return fallback
}
