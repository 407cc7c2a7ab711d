import type { PayoneConfig } from '../../payment-config'
import type { CaptureResult, PaymentProvider, PaymentRef, ProviderState, StartInput, StartResult } from '../payment-provider'
import { payoneClientConfig } from './payone-client-config'
import { readTransactionStatus } from './payone-notification'
import { failureOfErrorCode } from './payone-protocol'
import { callServerApi, type ServerApiOptions } from './payone-server-api'

const DEFAULT_TIMEOUT_MS = 15_000
/** The one capture (or release) after the preauthorization, which PAYONE numbers 0. */
const FIRST_FOLLOW_UP = '1'

/** Card payments through PAYONE's Server API: preauthorization now, capture when the order is placed. */
export function createPayoneProvider(
  config: PayoneConfig,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): PaymentProvider {
  const api: ServerApiOptions = { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, fetch: options.fetch ?? fetch }

  async function start(input: StartInput): Promise<StartResult> {
    if (!input.card)
      return { kind: 'failed', failure: 'providerError', providerRef: null, message: 'no card check', response: {} }
    const outcome = await callServerApi(config, preauthorizationParams(input, input.card), api)
    if (!outcome.ok) return { kind: 'failed', failure: 'providerError', providerRef: null, message: outcome.reason, response: {} }
    const { answer } = outcome
    const txid = answer.txid ?? null
    if (answer.status === 'APPROVED' && txid)
      return { kind: 'authorized', providerRef: txid, authorizationRef: null, response: answer }
    if (answer.status === 'REDIRECT' && txid && answer.redirecturl) {
      return { kind: 'redirect', providerRef: txid, redirectUrl: answer.redirecturl, response: answer }
    }
    return {
      kind: 'failed',
      failure: failureOfErrorCode(answer.errorcode),
      providerRef: txid,
      message: messageOf(answer),
      response: answer,
    }
  }

  /**
   * PAYONE has no Server API request that reports a transaction's state: after 3-D Secure its word
   * comes by TransactionStatus (`appointed`). The return only tells failure or cancel for sure.
   */
  async function confirm(_payment: PaymentRef, returnQuery: Record<string, string>): Promise<ProviderState> {
    const response = { result: returnQuery.result ?? '' }
    if (returnQuery.result === 'error') return { kind: 'failed', failure: 'declined', message: '3-D Secure not passed', response }
    if (returnQuery.result === 'cancel')
      return { kind: 'failed', failure: 'cancelled', message: 'cancelled by the buyer', response }
    return { kind: 'pending', response }
  }

  async function capture(payment: PaymentRef): Promise<CaptureResult> {
    if (!payment.providerRef) return { kind: 'failed', failure: 'providerError', message: 'no PAYONE txid', response: {} }
    const outcome = await callServerApi(config, followUpParams(payment.providerRef, payment.amountCents, payment.currency), api)
    if (!outcome.ok) return { kind: 'failed', failure: 'providerError', message: outcome.reason, response: {} }
    const { answer } = outcome
    if (answer.status === 'APPROVED')
      return { kind: 'captured', captureRef: `${payment.providerRef}:${FIRST_FOLLOW_UP}`, response: answer }
    return { kind: 'failed', failure: failureOfErrorCode(answer.errorcode), message: messageOf(answer), response: answer }
  }

  /** PAYONE releases a card preauthorization by a capture of 0; the same sequencenumber makes a repeat harmless. */
  async function voidPayment(payment: PaymentRef): Promise<void> {
    if (!payment.providerRef) return
    const outcome = await callServerApi(config, followUpParams(payment.providerRef, 0, payment.currency), api)
    if (!outcome.ok) throw new Error(`PAYONE void of ${payment.providerRef}: ${outcome.reason}`)
    if (outcome.answer.status !== 'APPROVED')
      throw new Error(`PAYONE void of ${payment.providerRef}: ${messageOf(outcome.answer)}`)
  }

  return {
    id: 'payone',
    method: 'card',
    mode: config.mode,
    clientConfig: () => payoneClientConfig(config),
    start,
    confirm,
    capture,
    void: voidPayment,
    readNotification: async (incoming) => readTransactionStatus(config.key, incoming),
    notificationAnswer: { contentType: 'text/plain', body: 'TSOK' },
  }
}

function preauthorizationParams(input: StartInput, card: NonNullable<StartInput['card']>): Record<string, string> {
  return {
    request: 'preauthorization',
    clearingtype: 'cc',
    pseudocardpan: card.pseudocardpan,
    amount: String(input.amountCents),
    currency: input.currency,
    reference: input.paymentId,
    // The card holder, not the buyer who orders: PAYONE checks the name against the card.
    lastname: card.lastName,
    firstname: card.firstName,
    country: input.buyer.country,
    email: input.buyer.email,
    language: input.language,
    successurl: input.successUrl,
    errorurl: input.errorUrl,
    backurl: input.cancelUrl,
  }
}

function followUpParams(txid: string, amountCents: number, currency: string): Record<string, string> {
  return { request: 'capture', txid, sequencenumber: FIRST_FOLLOW_UP, amount: String(amountCents), currency }
}

function messageOf(answer: Record<string, string>): string {
  const code = answer.errorcode ? `${answer.errorcode} ` : ''
  return `${answer.status ?? 'no status'} ${code}${answer.errormessage ?? answer.customermessage ?? ''}`.trim()
}
