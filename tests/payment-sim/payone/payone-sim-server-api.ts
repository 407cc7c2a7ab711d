import type { FastifyInstance, FastifyReply } from 'fastify'
import { md5Hex, sameSecret } from '../../../server/payments/payone/payone-protocol'
import type { Notifier } from './payone-sim-notifier'
import type { SimStore, SimTransaction } from './payone-sim-store'
import { formatAnswer, formFields } from './payone-sim-wire'
import { outcomeOf, PAYONE_DECLINE_ANSWER } from './payone-test-cards'

export type ServerApiContext = {
  portalKey: string
  publicBase: () => string
  store: SimStore
  notifier: Notifier
  slowAnswerMs: number
  notifyDelayMs: number
}

/** Codes for the simulator's own refusals; PAYONE's exact numbers for these are not public (docs/payments.md). */
const refuse = (errorcode: string, errormessage: string) => ({
  status: 'ERROR',
  errorcode,
  errormessage,
  customermessage: errormessage,
})

/** `POST /payone/post-gateway/`: the Server API's preauthorization and capture, answered in `key=value` lines. */
export function registerServerApi(scope: FastifyInstance, ctx: ServerApiContext): void {
  scope.post('/post-gateway/', async (request, reply) => {
    const params = formFields(request.body)
    reply.type('text/plain; charset=UTF-8')
    if (!sameSecret(params.key ?? '', md5Hex(ctx.portalKey)))
      return formatAnswer(refuse('2000', 'Parameter {key} faulty or missing'))
    if (params.request === 'preauthorization') return preauthorize(params, reply, ctx)
    if (params.request === 'capture') return capture(params, ctx)
    return formatAnswer(refuse('1000', 'Parameter {request} faulty or missing'))
  })
}

const PREAUTHORIZATION_FIELDS = [
  'pseudocardpan',
  'currency',
  'reference',
  'lastname',
  'successurl',
  'errorurl',
  'backurl',
] as const
type PreauthorizationFields = Record<(typeof PREAUTHORIZATION_FIELDS)[number], string>

async function preauthorize(all: Record<string, string>, reply: FastifyReply, ctx: ServerApiContext) {
  const params = Object.fromEntries(PREAUTHORIZATION_FIELDS.map((name) => [name, all[name] ?? ''])) as PreauthorizationFields
  const amount = Number(all.amount)
  const missing = PREAUTHORIZATION_FIELDS.find((name) => !params[name])
  if (all.clearingtype !== 'cc') return formatAnswer(refuse('1000', 'Parameter {clearingtype} faulty or missing'))
  if (missing) return formatAnswer(refuse('1000', `Parameter {${missing}} faulty or missing`))
  if (!Number.isInteger(amount) || amount <= 0) return formatAnswer(refuse('1000', 'Parameter {amount} faulty or missing'))
  if (params.reference.length > 20) return formatAnswer(refuse('1000', 'Parameter {reference} faulty or missing'))

  const outcome = outcomeOf(params.pseudocardpan, params.lastname)
  if (outcome === 'declined') return formatAnswer(PAYONE_DECLINE_ANSWER)
  if (outcome === 'timeout' && !(await stillListening(reply, ctx.slowAnswerMs))) return reply.hijack()

  const txn: SimTransaction = {
    txid: ctx.store.nextTxid(),
    userid: String(90_000_000 + ctx.store.transactions.size),
    reference: params.reference,
    amount,
    currency: params.currency,
    state: outcome === 'threeDSecure' ? 'redirect' : 'authorized',
    captures: 0,
    capturedAmount: 0,
    portal: { mode: all.mode ?? 'test', portalid: all.portalid ?? '', aid: all.aid ?? '' },
    urls: { successurl: params.successurl, errorurl: params.errorurl, backurl: params.backurl },
    pseudocardpan: params.pseudocardpan,
    followUps: new Map(),
    lastStatus: null,
    statusesSent: 0,
  }
  ctx.store.transactions.set(txn.txid, txn)
  if (txn.state === 'redirect') {
    return formatAnswer({
      status: 'REDIRECT',
      redirecturl: `${ctx.publicBase()}/payone/3ds/${txn.txid}`,
      txid: txn.txid,
      userid: txn.userid,
    })
  }
  later(ctx, () => ctx.notifier.send(txn, 'appointed', 0))
  return formatAnswer({ status: 'APPROVED', txid: txn.txid, userid: txn.userid })
}

/** A capture; amount 0 releases the preauthorization. A repeated sequencenumber gets the first answer again. */
function capture(params: Record<string, string>, ctx: ServerApiContext) {
  const txn = ctx.store.transactions.get(params.txid ?? '')
  if (!txn) return formatAnswer(refuse('911', 'Transaction {txid} not found'))
  const amount = Number(params.amount)
  const sequencenumber = params.sequencenumber ?? ''
  if (!/^[1-9]\d*$/.test(sequencenumber)) return formatAnswer(refuse('1000', 'Parameter {sequencenumber} faulty or missing'))
  if (!Number.isInteger(amount) || amount < 0) return formatAnswer(refuse('1000', 'Parameter {amount} faulty or missing'))
  if (params.currency !== txn.currency) return formatAnswer(refuse('1000', 'Parameter {currency} faulty or missing'))
  const earlier = txn.followUps.get(sequencenumber)
  if (earlier) {
    return formatAnswer(earlier.amount === amount ? earlier.answer : refuse('1000', 'Parameter {sequencenumber} already used'))
  }

  if (amount === 0) {
    if (txn.state === 'captured') return formatAnswer(refuse('21', 'Activity not processed: already captured'))
    txn.state = 'voided'
  } else {
    if (txn.state !== 'authorized') return formatAnswer(refuse('21', `Activity not processed: transaction is ${txn.state}`))
    if (amount > txn.amount) return formatAnswer(refuse('21', 'Activity not processed: amount exceeds the preauthorization'))
    txn.state = 'captured'
    txn.captures += 1
    txn.capturedAmount += amount
    const seq = Number(sequencenumber)
    later(ctx, async () => {
      await ctx.notifier.send(txn, 'capture', seq)
      await ctx.notifier.send(txn, 'paid', seq)
    })
  }
  const answer = { status: 'APPROVED', txid: txn.txid, settleaccount: amount === 0 ? 'no' : 'yes' }
  txn.followUps.set(sequencenumber, { amount, answer })
  return formatAnswer(answer)
}

/** Waits as a slow PAYONE would; false when the caller gave up meanwhile (then nothing was reserved). */
function stillListening(reply: FastifyReply, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(!reply.raw.destroyed), ms)
    reply.raw.once('close', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })
}

/** TransactionStatus follows the answer, as PAYONE's does. */
function later(ctx: ServerApiContext, send: () => Promise<unknown>): void {
  setTimeout(() => void send(), ctx.notifyDelayMs)
}
