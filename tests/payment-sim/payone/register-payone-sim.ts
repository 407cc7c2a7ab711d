import type { FastifyInstance } from 'fastify'
import { registerThreeDSecure } from './payone-sim-3ds'
import { registerClientApi } from './payone-sim-client-api'
import { registerSimControls } from './payone-sim-controls'
import { createNotifier } from './payone-sim-notifier'
import { registerServerApi } from './payone-sim-server-api'
import { createSimStore } from './payone-sim-store'

export type PayoneSimOptions = {
  /** The portal key the shop is configured with (PAYONE_KEY). */
  portalKey: string
  /** Where TransactionStatus goes: the shop's `POST /api/payments/payone/notifications`. */
  shopNotifyUrl: () => string
  /** The simulator's own origin as the browser reaches it, e.g. `http://127.0.0.1:4010` (no `/payone`). */
  publicBase: () => string
  /** How long the "timeout" card keeps the shop waiting; PAYONE-like default 20 s. */
  slowAnswerMs?: number
  /** Pauses before each new try when the shop did not answer TSOK. */
  notifyRetryDelaysMs?: readonly number[]
}

/**
 * A local PAYONE: Server API, 3-D Secure page, TransactionStatus sender, hosted card fields and
 * test controls, all under `/payone/` so it can share a server with the PayPal simulator.
 */
export function registerPayoneSim(app: FastifyInstance, options: PayoneSimOptions): void {
  const store = createSimStore()
  const notifier = createNotifier({
    portalKey: options.portalKey,
    shopNotifyUrl: options.shopNotifyUrl,
    store,
    retryDelaysMs: options.notifyRetryDelaysMs ?? [250, 1_000, 3_000, 10_000, 30_000],
  })
  app.register(
    async (scope) => {
      // Own scope: PAYONE posts forms; the other simulator in the same server keeps its own parsers.
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
        scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
          done(null, body),
        )
      }
      scope.addHook('onClose', async () => notifier.close())
      registerServerApi(scope, {
        portalKey: options.portalKey,
        publicBase: options.publicBase,
        store,
        notifier,
        slowAnswerMs: options.slowAnswerMs ?? 20_000,
        notifyDelayMs: 20,
      })
      registerThreeDSecure(scope, { store, notifier })
      registerClientApi(scope, { portalKey: options.portalKey, store })
      registerSimControls(scope, { store, notifier })
    },
    { prefix: '/payone' },
  )
}
