import compress from '@fastify/compress'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { setUnprefixedLanguage } from '../src/shared/contracts/languages'
import { adminChunkGate } from './admin/admin-chunk-gate'
import { demoCatalogPlugin } from './catalog/demo-catalog-plugin'
import { erpHistoryPlugin } from './catalog/erp-history/erp-history-plugin'
import { checkoutPlugin } from './checkout/checkout-plugin'
import type { Config } from './config'
import { coreReminderPlugin } from './deposits/core-reminder-plugin'
import { downloadsPlugin } from './downloads/downloads-plugin'
import { formMailPlugin } from './forms/form-mail-plugin'
import { heavyWorkPlugin } from './heavy-work/heavy-work-plugin'
import { flagRoutes } from './images/flag-routes'
import { imageRoutes } from './images/image-routes'
import { importedImageRoutes } from './images/imported-image-routes'
import { contactInvitationPlugin } from './integration/erp/contact-invitation-plugin'
import { customerNoticePlugin } from './integration/erp/customer-notice-plugin'
import { type WebhooksPluginOptions, webhooksPlugin } from './integration/webhooks/webhooks-plugin'
import { redactingLogStream } from './logging/redacting-stream'
import { authPlugin } from './plugins/auth'
import { cachePolicyPlugin } from './plugins/cache-policy'
import { catalogVersionPlugin } from './plugins/catalog-version'
import { dbPlugin } from './plugins/db'
import { errorsPlugin } from './plugins/errors'
import { expensiveCallTurnsPlugin } from './plugins/expensive-call-turns'
import { idempotencyPlugin } from './plugins/idempotency'
import { jsonDepthPlugin } from './plugins/json-depth'
import { openapiPlugin } from './plugins/openapi'
import { rateLimitsPlugin } from './plugins/rate-limits'
import { securityPlugin } from './plugins/security'
import { spaPlugin } from './plugins/spa'
import { textHygienePlugin } from './plugins/text-hygiene'
import { requestTimeouts } from './request-timeouts'
import { apiRoutes } from './routes/api/index'
import { searchPlugin } from './search/search-plugin'
import './types'
import { paymentsPlugin } from './payments/payments-plugin'

/**
 * Builds the whole app without listening; tests call it and use `inject`. `demoParts`: the size of
 * the demo catalogue seeded into an empty database (50,000; tests use a small one). `erpHistory`:
 * seed the demo customers' ERP history (on; tests that do not read it leave it off, it costs a second).
 * `logStream`: where log lines go instead of the standard output (tests read them). `webhooks`: the
 * delivery worker's clock, retry pauses and timeout, which tests shorten.
 */
export async function buildApp(
  config: Config,
  options: {
    demoParts?: number
    erpHistory?: boolean
    logStream?: NodeJS.WritableStream
    webhooks?: WebhooksPluginOptions
  } = {},
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: redactingLogStream(config.logFormat, options.logStream),
    },
    bodyLimit: 256 * 1024,
    // Seeding a first catalogue (or waiting for another instance to finish seeding it) takes longer than
    // Fastify's 10-s default per plugin; on SQLite the seed blocks the event loop, so it never hit the timer.
    pluginTimeout: 0,
    ...requestTimeouts(config.requestTimeoutSeconds),
    // Behind a reverse proxy every client would share its address, and with it one login and error-log budget.
    trustProxy: config.trustProxy,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  // DEFAULT_LANGUAGE names the language of the unprefixed paths (issue 15): page status codes,
  // legacy redirects and mail links follow it. One shop per process, so a module setting suffices.
  setUnprefixedLanguage(config.defaultLanguage)
  // Set by the auth plugin from a verified token; routes never read a customer from the body.
  app.decorateRequest('auth', null)

  await app.register(errorsPlugin)
  await app.register(jsonDepthPlugin)
  await app.register(textHygienePlugin)
  await app.register(dbPlugin)
  await app.register(demoCatalogPlugin, { demoParts: options.demoParts })
  await app.register(searchPlugin)
  // After the catalogue exists: every /api answer names its version (x-catalog-version).
  await app.register(catalogVersionPlugin)
  await app.register(securityPlugin)
  // Before every route: it gives each answer the Cache-Control its route's `config.cache` names.
  await app.register(cachePolicyPlugin)
  // Before compress: it stores the serialized answer of an idempotent change, not a gzip stream.
  await app.register(idempotencyPlugin)
  // Before every route: it gives each logged-in API route its per-customer limit.
  await app.register(rateLimitsPlugin, { customerPerMinute: config.rateLimitPerMinute })
  // Before every route: a customer's expensive calls of one group take turns.
  await app.register(expensiveCallTurnsPlugin)
  // Before the download worker, which renders on it (and stops before it on close).
  await app.register(heavyWorkPlugin)
  await app.register(checkoutPlugin)
  await app.register(downloadsPlugin)
  await app.register(formMailPlugin)
  await app.register(contactInvitationPlugin)
  await app.register(customerNoticePlugin)
  await app.register(coreReminderPlugin)
  await app.register(webhooksPlugin, options.webhooks ?? {})
  await app.register(paymentsPlugin)
  await app.register(compress, { threshold: 1024 })
  // Before every route: it sets request.auth and keeps the list of API routes the authorization test walks.
  await app.register(authPlugin)
  // After the demo users exist: their ERP history (orders, documents, shipments) on first start.
  if (options.erpHistory !== false) await app.register(erpHistoryPlugin)
  await app.register(openapiPlugin)
  await app.register(apiRoutes, { prefix: '/api' })
  await app.register(imageRoutes)
  await app.register(importedImageRoutes)
  await app.register(flagRoutes)
  await app.register(adminChunkGate)
  await app.register(spaPlugin)
  return app
}
