import type { Language } from '../../src/shared/contracts/languages'
import type { CardCheckBody } from '../../src/shared/contracts/payment'
import { localizePath } from '../../src/shared/contracts/routes'
import type { PaymentDeps } from './payment-deps'
import type { StartResult } from './payment-provider'
import { findPayment, movePayment, type PaymentRow, refOf } from './payment-row'
import { settlePayment } from './settle-payment'

/**
 * Sends a created payment to its provider (created → starting, exactly once), then records what the
 * provider said: a redirect for the buyer, money reserved at once (settled right away), or a refusal.
 * Asked again, it answers the payment's status as it stands. A crash while starting leaves it
 * `starting`, which the payment job expires: nothing was reserved that the shop knows of, and PAYONE
 * refuses a second preauthorization with the same reference.
 */
export async function startPayment(deps: PaymentDeps, row: PaymentRow): Promise<PaymentRow | undefined> {
  const provider = deps.providers.get(row.provider)
  if (!provider) {
    // Its provider was switched off between placing and paying: nothing went out, nothing was reserved.
    await movePayment(deps.db, row.payment_id, { from: ['created'], to: 'failed', set: { failure: 'providerError' } })
    return findPayment(deps.db, row.payment_id)
  }
  if (!(await movePayment(deps.db, row.payment_id, { from: ['created'], to: 'starting' }))) {
    return findPayment(deps.db, row.payment_id)
  }
  const contact = await deps.db
    .selectFrom('contacts as co')
    .innerJoin('customers as cu', 'cu.customer_id', 'co.customer_id')
    .select(['co.email', 'co.first_name', 'co.last_name', 'cu.billing_country'])
    .where('co.contact_id', '=', row.contact_id)
    .executeTakeFirstOrThrow()
  const back = (result: string) =>
    `${deps.publicUrl}${localizePath('/checkout/redirect', row.language as Language)}?payment=${row.payment_id}&result=${result}`
  const card = row.card ? (JSON.parse(row.card) as CardCheckBody) : undefined
  const result = await provider.start({
    ...refOf(row),
    language: row.language,
    successUrl: back('success'),
    cancelUrl: back('cancel'),
    errorUrl: back('error'),
    buyer: {
      customerId: row.customer_id,
      email: contact.email,
      firstName: contact.first_name,
      lastName: contact.last_name,
      country: contact.billing_country,
    },
    ...(card ? { card } : {}),
  })
  await deps.db.transaction().execute((trx) => movePayment(trx, row.payment_id, startedMove(result)))
  return settlePayment(deps, row.payment_id)
}

/** What the provider's answer to the start means for the payment. */
function startedMove(result: StartResult): Parameters<typeof movePayment>[2] {
  if (result.kind === 'redirect') {
    return {
      from: ['starting'],
      to: 'redirected',
      set: { provider_ref: result.providerRef, redirect_url: result.redirectUrl },
      event: { kind: 'redirected', source: 'provider', detail: { providerRef: result.providerRef } },
    }
  }
  if (result.kind === 'authorized') {
    // A notification may have authorized it first (it finds the payment by reference): both are the same news.
    return {
      from: ['starting', 'redirected'],
      to: 'authorized',
      set: { provider_ref: result.providerRef, authorization_ref: result.authorizationRef },
      event: { kind: 'authorized', source: 'provider', detail: { providerRef: result.providerRef } },
    }
  }
  return {
    from: ['starting'],
    to: 'failed',
    set: { provider_ref: result.providerRef, failure: result.failure },
    event: { kind: 'failed', source: 'provider', detail: { failure: result.failure, message: result.message } },
  }
}
