import type { PaymentDeps } from './payment-deps'
import { movePayment } from './payment-row'
import { settlePayment } from './settle-payment'

/** A step a request is taking right now is left to it this long before the job steps in. */
const IN_FLIGHT_MS = 60_000

/**
 * The payment job (every minute, and at start): finishes what a crash or a lost notification left
 * (authorized, capturing, voiding) and releases payments the buyer did not finish within the limit.
 * A stale payment the provider may have reserved money for (it has a provider reference) is voided;
 * one that never reached the provider just expires. Several instances may run it at once: every
 * move is conditional, and the provider's capture and void are idempotent.
 */
export async function runPaymentJobs(deps: PaymentDeps, now = new Date()) {
  const inFlight = new Date(now.getTime() - IN_FLIGHT_MS).toISOString()
  const unfinished = await deps.db
    .selectFrom('payments')
    .select('payment_id')
    .where('status', 'in', ['authorized', 'capturing', 'voiding'])
    .where('updated_at', '<', inFlight)
    .orderBy('updated_at')
    .limit(200)
    .execute()
  for (const { payment_id } of unfinished) await settleLogged(deps, payment_id)

  const limit = new Date(now.getTime() - deps.pendingMinutes * 60_000).toISOString()
  const stale = await deps.db
    .selectFrom('payments')
    .select(['payment_id', 'status', 'provider_ref'])
    .where('status', 'in', ['created', 'starting', 'redirected'])
    .where('updated_at', '<', limit)
    .limit(200)
    .execute()
  for (const row of stale) {
    const released = await deps.db.transaction().execute(async (trx) => {
      const to = row.provider_ref ? 'voiding' : 'expired'
      const event = { kind: 'expired', source: 'job' as const, detail: { after: `${deps.pendingMinutes} min` } }
      const moved = await movePayment(trx, row.payment_id, { from: [row.status], to, set: { failure: 'expired' }, event })
      return moved && to === 'voiding'
    })
    if (released) await settleLogged(deps, row.payment_id)
  }
}

async function settleLogged(deps: PaymentDeps, paymentId: string) {
  try {
    await settlePayment(deps, paymentId)
  } catch (error) {
    deps.log.error({ paymentId, err: error }, 'payment job could not settle a payment; it tries again')
  }
}
