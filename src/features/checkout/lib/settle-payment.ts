import type { PaymentState } from '../../../shared/contracts/payment'
import { getPayment } from '../api/get-payment'
import { finishCheckout, setPaymentState } from '../store'

export const POLL_MS = 1500

export type SettledPayment = Exclude<PaymentState, { status: 'pending' }>

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The payment service's answer, asked again every 1.5 s while it is pending; each answer is kept
 * as SPEC.md's paymentServiceResponse. `stopped`: the page went away, stop asking.
 */
export async function settlePayment(first: PaymentState, stopped: () => boolean = () => false): Promise<SettledPayment | null> {
  let state = first
  setPaymentState(state)
  while (state.status === 'pending') {
    await pause(POLL_MS)
    if (stopped()) return null
    state = await getPayment(state.paymentId)
    setPaymentState(state)
  }
  return state
}

export type PaymentRoutes = { toStep4: () => Promise<void>; toStep6: () => Promise<void> }

/** Where a settled payment leads: the provider's page, step 6 with the order numbers, or step 4 with the reason. */
export async function followPayment(state: SettledPayment, routes: PaymentRoutes) {
  if (state.status === 'redirect') window.location.assign(state.redirectUrl)
  else if (state.status === 'placed') {
    await finishCheckout(state.orderNumbers)
    await routes.toStep6()
  } else await routes.toStep4()
}
