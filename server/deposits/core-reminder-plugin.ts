import fp from 'fastify-plugin'
import type { JobRunner } from '../jobs/job-runner'
import { runWithApp } from '../jobs/run-with-app'
import { scanCoreReminders } from './core-reminder-scan'
import { todayUtc } from './open-cores'

declare module 'fastify' {
  interface FastifyInstance {
    /** Core reminders (issue 31): `scan` finds the cores due soon and queues their notices, `mails` (the notice runner) sends them; tests call both. */
    coreReminders: { scan: () => Promise<number>; mails: JobRunner }
  }
}

/** Due dates move by days, so one look an hour is plenty; the first look is at start. */
export const CORE_REMINDER_SCAN_MS = 60 * 60_000

/** The reminder scan, once at start and then hourly, stopped with the app; its mails go as customer notices. */
export const coreReminderPlugin = fp(async (app) => {
  // The reminders are customer notices: the notice mails' runner fans them out and sends them.
  const mails = app.customerNotices
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
})
