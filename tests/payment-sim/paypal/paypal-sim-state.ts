import { randomInt } from 'node:crypto'

export type Money = { currency_code: string; value: string }

export type SimOrder = {
  id: string
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED'
  unit: { reference_id: string; custom_id: string; invoice_id: string; amount: Money }
  returnUrl: string
  cancelUrl: string
  payerId: string | null
  authorizationId: string | null
  createTime: string
}

export type SimAuthorization = {
  id: string
  orderId: string
  status: 'CREATED' | 'CAPTURED' | 'PARTIALLY_CAPTURED' | 'VOIDED'
  amount: Money
  captureIds: string[]
  createTime: string
  updateTime: string
}

export type SimCapture = { id: string; authorizationId: string; amount: Money; finalCapture: boolean; createTime: string }

export type SimEvent = { id: string; type: string; body: string; deliveries: number }

/** Everything the simulated PayPal account holds; lives as long as the server it is registered in. */
export type PaypalSimState = {
  orders: Map<string, SimOrder>
  authorizations: Map<string, SimAuthorization>
  captures: Map<string, SimCapture>
  /** First successful answer per API and PayPal-Request-Id: a repeated request gets it again. */
  replies: Map<string, { status: number; body: unknown }>
  events: Map<string, SimEvent>
  tokens: Set<string>
  declineNextAuthorize: boolean
  slowMs: number
  closed: boolean
}

export function createSimState(): PaypalSimState {
  return {
    orders: new Map(),
    authorizations: new Map(),
    captures: new Map(),
    replies: new Map(),
    events: new Map(),
    tokens: new Set(),
    declineNextAuthorize: false,
    slowMs: 0,
    closed: false,
  }
}

const ID_CHARS = 'ABCDEFGHJKLMNPRSTUVWXY0123456789'

/** PayPal's ids look like `5O190127TN364715T`: 17 upper-case letters and digits. */
export function paypalId(length = 17): string {
  return Array.from({ length }, () => ID_CHARS[randomInt(ID_CHARS.length)]).join('')
}

export const isoNow = () => new Date().toISOString()

export function cents(value: string): number {
  return Math.round(Number(value) * 100)
}
