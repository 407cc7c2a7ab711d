import { md5Hex } from '../../../server/payments/payone/payone-protocol'
import type { SimStore, SimTransaction } from './payone-sim-store'

export type Notifier = ReturnType<typeof createNotifier>

/**
 * Sends TransactionStatus POSTs as PAYONE does: form-encoded, `key` = MD5 of the portal key, and
 * again later until the shop answers exactly `TSOK`.
 */
export function createNotifier(options: {
  portalKey: string
  shopNotifyUrl: () => string
  store: SimStore
  retryDelaysMs: readonly number[]
}) {
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

  function statusOf(txn: SimTransaction, txaction: string, sequencenumber: number): Record<string, string> {
    const card = options.store.cards.get(txn.pseudocardpan)
    const receivable = txaction === 'capture' || txaction === 'paid' ? txn.capturedAmount : 0
    return {
      key: md5Hex(options.portalKey),
      txaction,
      transaction_status: 'completed',
      notify_version: '7.5',
      mode: txn.portal.mode,
      portalid: txn.portal.portalid,
      aid: txn.portal.aid,
      clearingtype: 'cc',
      txtime: String(Math.floor(Date.now() / 1000)),
      currency: txn.currency,
      userid: txn.userid,
      txid: txn.txid,
      reference: txn.reference,
      sequencenumber: String(sequencenumber),
      price: (txn.amount / 100).toFixed(2),
      receivable: (receivable / 100).toFixed(2),
      balance: txaction === 'paid' ? '0.00' : (receivable / 100).toFixed(2),
      ...(card ? { cardtype: card.cardtype, cardpan: card.truncatedcardpan, cardexpiredate: card.cardexpiredate } : {}),
    }
  }

  async function deliverOnce(fields: Record<string, string>): Promise<string> {
    try {
      const response = await fetch(options.shopNotifyUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(5_000),
      })
      return (await response.text()).trim()
    } catch {
      return ''
    }
  }

  /** The first attempt is awaited (PAYONE has sent it before the buyer's redirect); retries run on timers. */
  async function deliver(txn: SimTransaction, fields: Record<string, string>, attempt = 0): Promise<string> {
    if (closed) return ''
    txn.lastStatus = fields
    txn.statusesSent += 1
    const answer = await deliverOnce(fields)
    const delay = options.retryDelaysMs[attempt]
    if (answer !== 'TSOK' && delay !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        void deliver(txn, fields, attempt + 1)
      }, delay)
      timers.add(timer)
    }
    return answer
  }

  return {
    send: (txn: SimTransaction, txaction: string, sequencenumber: number) =>
      deliver(txn, statusOf(txn, txaction, sequencenumber)),
    resend: (txn: SimTransaction) => (txn.lastStatus ? deliver(txn, txn.lastStatus) : Promise.resolve('')),
    close: () => {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
