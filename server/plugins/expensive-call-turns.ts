import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { RateBudget } from './rate-budgets'

/**
 * The groups whose work is on the main thread (database reads, cells, 500 lookups). PDFs and ZIPs
 * already take turns on the worker threads, and a ZIP request holds a change transaction while it runs.
 */
const TAKE_TURNS: ReadonlySet<RateBudget> = new Set(['list-export', 'quick-order-check'])

const released = Symbol('expensive-call-turn')
type WithTurn = FastifyRequest & { [released]?: () => void }

/**
 * A customer's expensive calls of one group (`config.rateBudget`, rate-budgets.ts) in TAKE_TURNS run
 * one after the other: ten exports or four quick-order checks sent at once take their turns instead of holding the
 * main thread together, so other customers' requests get in between. Per process; the budgets still
 * count every call. The turn ends when the answer is sent or the caller goes away.
 */
export const expensiveCallTurnsPlugin = fp(async (app) => {
  const lastInLine = new Map<string, Promise<void>>()

  app.addHook('preHandler', async (request: WithTurn) => {
    const group = request.routeOptions.config?.rateBudget
    if (!group || !TAKE_TURNS.has(group) || !request.auth) return
    const key = `${group}:${request.auth.customerId}`
    const before = lastInLine.get(key) ?? Promise.resolve()
    let release = () => {}
    const mine = new Promise<void>((resolve) => {
      release = resolve
    })
    const tail = before.then(() => mine)
    lastInLine.set(key, tail)
    request[released] = () => {
      release()
      if (lastInLine.get(key) === tail) lastInLine.delete(key)
    }
    await before
  })
  const end = async (request: WithTurn) => request[released]?.()
  app.addHook('onResponse', end)
  app.addHook('onRequestAbort', end)
})
