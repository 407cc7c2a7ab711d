import type { PaymentDeps } from './payment-deps'
import { recordPaymentEvent } from './payment-events'
import type { PaymentProvider, ProviderNotification } from './payment-provider'
import { findPayment, movePayment, type PaymentRow } from './payment-row'
import { settlePayment } from './settle-payment'

/**
 * A verified notification from a provider. Stored once per provider event id: a second delivery
 * changes nothing. It moves a payment only forward (a late "authorized" after "paid" is history, not
 * news); an authorization that arrives for a payment that already ended (cancelled, expired) is
 * released at once, so no money stays reserved without an order.
 */
export async function applyNotification(deps: PaymentDeps, provider: PaymentProvider, note: ProviderNotification) {
  const row = await paymentOf(deps, provider, note)
  if (!row) {
    deps.log.warn({ provider: provider.id, eventId: note.eventId }, 'payment notification for an unknown payment')
    return
  }
  const fresh = await deps.db.transaction().execute(async (trx) => {
    const stored = await recordPaymentEvent(
      trx,
      row.payment_id,
      'notification',
      'provider',
      { said: note.kind, ...note.raw },
      note.eventId,
    )
    if (!stored) return false
    if (note.kind === 'authorized') {
      const moved = await movePayment(trx, row.payment_id, {
        from: ['created', 'starting', 'redirected'],
        to: 'authorized',
        set: row.provider_ref ? {} : { provider_ref: note.providerRef },
      })
      if (!moved) {
        const set = { failure: row.failure ?? 'cancelled' }
        await movePayment(trx, row.payment_id, { from: ['failed', 'cancelled', 'expired'], to: 'voiding', set })
      }
    } else if (note.kind === 'failed') {
      await movePayment(trx, row.payment_id, { from: ['starting', 'redirected'], to: 'failed', set: { failure: 'declined' } })
    }
    return true
  })
  if (fresh) await settlePayment(deps, row.payment_id)
}

async function paymentOf(
  deps: PaymentDeps,
  provider: PaymentProvider,
  note: ProviderNotification,
): Promise<PaymentRow | undefined> {
  if (note.paymentId) {
    const byId = await findPayment(deps.db, note.paymentId)
    if (byId?.provider === provider.id) return byId
  }
  if (!note.providerRef) return undefined
  return deps.db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider.id)
    .where('provider_ref', '=', note.providerRef)
    .executeTakeFirst()
}
