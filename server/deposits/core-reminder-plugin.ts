import fp from 'fastify-plugin'
import type { JobRunner } from '../jobs/job-runner'
import { runWithApp } from '../jobs/run-with-app'
import { scanCoreReminders } from './core-reminder-scan'
import { createCoreReminderWorker } from './core-reminder-worker'
import { todayUtc } from './open-cores'

declare module 'fastify' {
  interface FastifyInstance {
    /** Core reminders (issue 31): `scan` finds the cores due soon and queues their mails, `mails` sends them; tests call both. */
    coreReminders: { scan: () => Promise<number>; mails: JobRunner }
  }
}

/** Due dates move by days, so one look an hour is plenty; the first look is at start. */
export const CORE_REMINDER_SCAN_MS = 60 * 60_000

/** The reminder scan and its mail runner, started and stopped with the app like the notice mails. */
export const coreReminderPlugin = fp(async (app) => {
  const mails = createCoreReminderWorker(
    app.db,
    // The auth plugin decorates `mail` later: reach it when a mail goes out.
    { send: (message) => app.mail.send(message) },
    app.log,
    {
      publicUrl: app.config.publicUrl,
      defaultLanguage: app.config.defaultLanguage,
      settings: async () => (await app.settings.get()).deposits,
    },
  )
  let scanning: Promise<number> = Promise.resolve(0)
  const scan = () => {
    // Scans never overlap; the mails go after the claims committed.
    scanning = scanning
      .catch(() => 0)
      .then(async () => scanCoreReminders(app.db, (await app.settings.get()).deposits, todayUtc()))
      .then((queued) => {
        if (queued > 0) mails.kick()
        return queued
      })
    return scanning
  }
  app.decorate('coreReminders', { scan, mails })
  const kickScan = () => void scan().catch((err) => app.log.warn({ err }, 'core reminder scan failed'))
  runWithApp(app, kickScan, async () => scanning.catch(() => 0), CORE_REMINDER_SCAN_MS)
  runWithApp(app, mails.kick, mails.drain)
})
