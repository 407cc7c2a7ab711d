import fp from 'fastify-plugin'
import type { JobRunner } from '../../jobs/job-runner'
import { runWithApp } from '../../jobs/run-with-app'
import { createCustomerNoticeWorker } from './customer-notice-worker'
import { kickAfterIntegrationChange } from './kick-after-integration-change'

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails the ERP's changes to the contacts who chose them (issue 29); tests drain it. */
    customerNotices: JobRunner
  }
}

/** The notice mails' runner, started and stopped with the app like the order mails', kicked after every integration change. */
export const customerNoticePlugin = fp(async (app) => {
  // The auth plugin decorates `mail` later: reach it when a mail goes out.
  const runner = createCustomerNoticeWorker(
    app.db,
    { send: (message) => app.mail.send(message) },
    app.log,
    app.config.publicUrl,
    app.config.defaultLanguage,
    async () => (await app.settings.get()).deposits,
  )
  app.decorate('customerNotices', runner)
  kickAfterIntegrationChange(app, runner)
  runWithApp(app, runner.kick, runner.drain)
})
