import { type IncomingNotification, NotificationRejected, type ProviderNotification } from '../payment-provider'
import { md5Hex, sameSecret } from './payone-protocol'

const KIND_OF_TXACTION: Record<string, ProviderNotification['kind']> = {
  appointed: 'authorized',
  capture: 'captured',
  paid: 'captured',
  failed: 'failed',
  cancelation: 'voided',
}

/**
 * Reads a TransactionStatus POST. PAYONE proves it sent it by the MD5 of the portal key in `key`;
 * anything else is rejected before a field of it is believed.
 */
export function readTransactionStatus(portalKey: string, incoming: IncomingNotification): ProviderNotification {
  const fields = Object.fromEntries(new URLSearchParams(incoming.rawBody))
  if (!sameSecret(fields.key ?? '', md5Hex(portalKey))) throw new NotificationRejected('PAYONE TransactionStatus: wrong key')
  const { key: _key, ...raw } = fields
  const txaction = raw.txaction ?? ''
  const txid = raw.txid ?? ''
  if (!txaction || !txid) throw new NotificationRejected('PAYONE TransactionStatus: txaction or txid missing')
  const sequencenumber = Number(raw.sequencenumber ?? 0)
  const order = Number.isInteger(sequencenumber) && sequencenumber >= 0 ? sequencenumber : 0
  // An `appointed` still waiting for the buyer (transaction_status=pending) reserves nothing yet.
  const pendingAppointment = txaction === 'appointed' && raw.transaction_status === 'pending'
  return {
    eventId: `payone:${txid}:${order}:${txaction}`,
    paymentId: raw.reference || null,
    providerRef: txid,
    kind: pendingAppointment ? 'other' : (KIND_OF_TXACTION[txaction] ?? 'other'),
    order,
    raw,
  }
}
