import type { PaypalSimState, SimAuthorization, SimCapture, SimOrder } from './paypal-sim-state'

/** The resources as PayPal's Orders v2 and Payments v2 answer them (return=representation). */
export function authorizationJson(state: PaypalSimState, auth: SimAuthorization, base: string) {
  const order = state.orders.get(auth.orderId)
  const expires = new Date(Date.parse(auth.createTime) + 29 * 24 * 3600_000).toISOString()
  return {
    id: auth.id,
    status: auth.status,
    amount: auth.amount,
    custom_id: order?.unit.custom_id,
    invoice_id: order?.unit.invoice_id,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    expiration_time: expires,
    create_time: auth.createTime,
    update_time: auth.updateTime,
    supplementary_data: { related_ids: { order_id: auth.orderId } },
    links: [
      { href: `${base}/v2/payments/authorizations/${auth.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/authorizations/${auth.id}/capture`, rel: 'capture', method: 'POST' },
      { href: `${base}/v2/payments/authorizations/${auth.id}/void`, rel: 'void', method: 'POST' },
    ],
  }
}

export function captureJson(state: PaypalSimState, capture: SimCapture, base: string) {
  const auth = state.authorizations.get(capture.authorizationId)
  const order = auth ? state.orders.get(auth.orderId) : undefined
  return {
    id: capture.id,
    status: 'COMPLETED',
    amount: capture.amount,
    final_capture: capture.finalCapture,
    custom_id: order?.unit.custom_id,
    invoice_id: order?.unit.invoice_id,
    seller_protection: { status: 'ELIGIBLE' },
    supplementary_data: { related_ids: { order_id: auth?.orderId, authorization_id: capture.authorizationId } },
    create_time: capture.createTime,
    update_time: capture.createTime,
    links: [
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${base}/v2/payments/authorizations/${capture.authorizationId}`, rel: 'up', method: 'GET' },
    ],
  }
}

export function orderJson(state: PaypalSimState, order: SimOrder, base: string) {
  const auth = order.authorizationId ? state.authorizations.get(order.authorizationId) : undefined
  const links = [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }]
  if (order.status === 'PAYER_ACTION_REQUIRED') {
    links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' })
  }
  if (order.status === 'APPROVED') {
    links.push({ href: `${base}/v2/checkout/orders/${order.id}/authorize`, rel: 'authorize', method: 'POST' })
  }
  return {
    id: order.id,
    intent: 'AUTHORIZE',
    status: order.status,
    payment_source: { paypal: order.payerId ? { account_id: order.payerId, email_address: 'buyer@example.com' } : {} },
    purchase_units: [
      {
        ...order.unit,
        payee: { merchant_id: 'SIMMERCHANT01', email_address: 'merchant@example.com' },
        ...(auth ? { payments: { authorizations: [authorizationJson(state, auth, base)] } } : {}),
      },
    ],
    ...(order.payerId ? { payer: { payer_id: order.payerId, email_address: 'buyer@example.com' } } : {}),
    create_time: order.createTime,
    links,
  }
}
