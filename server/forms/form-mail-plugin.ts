import fp from 'fastify-plugin'
import type { JobRunner } from '../jobs/job-runner'
import { runWithApp } from '../jobs/run-with-app'
import { createFormMailWorker } from './form-mail-worker'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the confirmations of submitted forms (issue 14); tests drain it. */
    formMail: JobRunner
  }
}

/** The form confirmation mails' runner, started and stopped with the app like the order mails'. */
export const formMailPlugin = fp(async (app) => {
  // The auth plugin decorates `mail` later: reach it when a mail goes out.
  const runner = createFormMailWorker(app.db, { send: (message) => app.mail.send(message) }, app.log)
  app.decorate('formMail', runner)
  runWithApp(app, runner.kick, runner.drain)
})
