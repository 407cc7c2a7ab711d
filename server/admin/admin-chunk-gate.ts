import fp from 'fastify-plugin'
import { resolveSession } from '../auth/resolve-session'
import { readSessionCookie } from '../auth/session-cookie'
import { sendError } from '../http/send-error'

/** The admin area's build output (vite.config.ts names it: the JS chunk, its CSS and source maps). */
const ADMIN_ASSET = /^\/assets\/kihadmin-[^/]+$/

/**
 * The admin area's code goes only to a browser holding an administrator's admin-service token:
 * anyone else gets 403 for the file, not only for the data. Kept out of shared caches (private); a
 * static file, not a route, so its Cache-Control is set here rather than by a route's config.cache.
 */
export const adminChunkGate = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    if (!ADMIN_ASSET.test(request.url.split('?')[0] ?? '')) return
    const token = readSessionCookie(request, 'kih')
    const session = token ? await resolveSession(app, token, 'kih') : null
    if (session?.auth.role !== 'admin') return sendError(reply, 403, 'ADMIN_ONLY', 'Only for administrators.')
  })
  app.addHook('onSend', async (request, reply) => {
    if (ADMIN_ASSET.test(request.url.split('?')[0] ?? '') && reply.statusCode === 200) {
      reply.header('Cache-Control', 'private, max-age=31536000, immutable')
    }
  })
})
