import fp from 'fastify-plugin'
import type { JobRunner } from '../../jobs/job-runner'
import { runWithApp } from '../../jobs/run-with-app'
import { createContactInvitationWorker } from './contact-invitation-worker'
import { kickAfterIntegrationChange } from './kick-after-integration-change'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the invitations of contacts the ERP created (issue 29); tests drain it. */
    contactInvitations: JobRunner
  }
}

/** The invitation mails' runner, started and stopped with the app like the form and order mails', kicked after every integration change. */
export const contactInvitationPlugin = fp(async (app) => {
  // The auth plugin decorates `mail` later: reach it when a mail goes out.
  const runner = createContactInvitationWorker({
    db: app.db,
    mail: { send: (message) => app.mail.send(message) },
    log: app.log,
    publicUrl: app.config.publicUrl,
    defaultLanguage: app.config.defaultLanguage,
  })
  app.decorate('contactInvitations', runner)
  kickAfterIntegrationChange(app, runner)
  runWithApp(app, runner.kick, runner.drain)
})
