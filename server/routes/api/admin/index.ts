import type { FastifyPluginAsync } from 'fastify'
import { requireKihAdmin } from '../../../admin/require-kih-admin'
import { adminCustomerRoutes } from './customers'
import { adminGlobalAlertRoutes } from './global-alerts'
import { adminOperationsRoutes } from './operations'

/**
 * /api/admin/*: the admin area's API. One onRequest for all of them, after the auth plugin's hook and
 * before any body is parsed: only the admin-service token (tokenKih) gets in (server/admin/require-kih-admin.ts).
 * Every change is audited in its own transaction (server/admin/audit-log.ts).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireKihAdmin)
  // Admin answers name customers and contacts: never kept by a browser or proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
  })
  await app.register(adminCustomerRoutes)
  await app.register(adminGlobalAlertRoutes)
  await app.register(adminOperationsRoutes)
}
