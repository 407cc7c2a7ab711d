import type { FastifyPluginAsync } from 'fastify'
import { routeGroup } from '../../../plugins/route-group'
import { adminCustomerRoutes } from './customers'
import { adminGlobalAlertRoutes } from './global-alerts'
import { adminImportRoutes } from './imports'
import { adminIntegrationKeyRoutes } from './integration-keys'
import { adminOperationsRoutes } from './operations'
import { adminServiceCaseRoutes } from './service-cases'
import { adminWebhookDeliveryRoutes } from './webhook-deliveries'
import { adminWebhookRoutes } from './webhooks'

/**
 * /api/admin/*: the admin area's API. One access setting for all of them, checked by the auth plugin
 * before any body is parsed: only the admin-service token (tokenKih) gets in (server/admin/require-kih-admin.ts).
 * Every change is audited in its own transaction (server/admin/audit-log.ts).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  // Admin answers name customers and contacts: never kept by a browser or proxy.
  routeGroup(app, { auth: 'admin-service', cache: 'no-store' })
  await app.register(adminCustomerRoutes)
  await app.register(adminGlobalAlertRoutes)
  await app.register(adminOperationsRoutes)
  await app.register(adminIntegrationKeyRoutes)
  await app.register(adminImportRoutes)
  await app.register(adminWebhookRoutes)
  await app.register(adminWebhookDeliveryRoutes)
  await app.register(adminServiceCaseRoutes)
}
