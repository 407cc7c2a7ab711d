import type { FastifyInstance } from 'fastify'
import type { Notifier } from './payone-sim-notifier'
import type { SimStore } from './payone-sim-store'

/** The buyer's two buttons: what each makes of the transaction and which TransactionStatus it sends. */
const ANSWERS = {
  confirm: { state: 'authorized', txaction: 'appointed' },
  fail: { state: 'failed', txaction: 'failed' },
} as const

/**
 * The issuer's 3-D Secure page (ACS) a REDIRECT sends the buyer to. Confirm reserves the money and
 * sends `appointed` before the buyer is sent back; Fail sends `failed` and returns to the errorurl.
 */
export function registerThreeDSecure(scope: FastifyInstance, ctx: { store: SimStore; notifier: Notifier }): void {
  scope.get<{ Params: { txid: string } }>('/3ds/:txid', async (request, reply) => {
    const txn = ctx.store.transactions.get(request.params.txid)
    if (!txn) return reply.code(404).type('text/plain').send('Unknown transaction')
    return reply.type('text/html; charset=utf-8').send(acsPage(txn.txid, `${(txn.amount / 100).toFixed(2)} ${txn.currency}`))
  })

  scope.post<{ Params: { txid: string; answer: string } }>('/3ds/:txid/:answer', async (request, reply) => {
    const txn = ctx.store.transactions.get(request.params.txid)
    const answer = ANSWERS[request.params.answer as keyof typeof ANSWERS]
    if (!txn || !answer) return reply.code(404).type('text/plain').send('Unknown transaction')
    if (txn.state === 'redirect') {
      txn.state = answer.state
      await ctx.notifier.send(txn, answer.txaction, 0)
    }
    return reply.redirect(txn.state === 'failed' ? txn.urls.errorurl : txn.urls.successurl, 303)
  })
}

function acsPage(txid: string, amount: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Complete 3-D Secure</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 30rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { min-height: 44px; min-width: 44px; padding: 0.5rem 1.5rem; font-size: 1rem; border-radius: 4px; border: 1px solid #1a1a1a; }
  .confirm { background: #0b5394; border-color: #0b5394; color: #fff; }
  .fail { background: #fff; color: #1a1a1a; }
</style>
</head>
<body>
<main>
  <h1>Complete 3-D Secure</h1>
  <p>Your card issuer asks you to confirm the payment of <strong>${amount}</strong> (PAYONE test transaction ${txid}).</p>
  <div class="actions">
    <form method="post" action="/payone/3ds/${txid}/confirm"><input type="hidden" name="answer" value="confirm"><button class="confirm" type="submit">Confirm</button></form>
    <form method="post" action="/payone/3ds/${txid}/fail"><input type="hidden" name="answer" value="fail"><button class="fail" type="submit">Fail</button></form>
  </div>
</main>
</body>
</html>
`
}
