import type { FastifyInstance } from 'fastify'
import type { Notifier } from './payone-sim-notifier'
import type { SimStore } from './payone-sim-store'

/** Test controls: duplicate, late or out-of-order TransactionStatus, and what the simulator holds. */
export function registerSimControls(scope: FastifyInstance, ctx: { store: SimStore; notifier: Notifier }): void {
  scope.get('/_sim/transactions', async () => ctx.store.summary())

  scope.post<{ Params: { txid: string } }>('/_sim/resend/:txid', async (request, reply) => {
    const txn = ctx.store.transactions.get(request.params.txid)
    if (!txn?.lastStatus) return reply.code(404).send({ error: 'no TransactionStatus sent for this txid' })
    return { shopAnswer: await ctx.notifier.resend(txn) }
  })

  scope.post<{ Params: { txid: string; txaction: string }; Querystring: { sequencenumber?: string } }>(
    '/_sim/send/:txid/:txaction',
    async (request, reply) => {
      const txn = ctx.store.transactions.get(request.params.txid)
      if (!txn) return reply.code(404).send({ error: 'unknown txid' })
      const fallback = request.params.txaction === 'appointed' ? 0 : Math.max(0, ...[...txn.followUps.keys()].map(Number))
      const sequencenumber = request.query.sequencenumber === undefined ? fallback : Number(request.query.sequencenumber)
      return { shopAnswer: await ctx.notifier.send(txn, request.params.txaction, sequencenumber) }
    },
  )
}
