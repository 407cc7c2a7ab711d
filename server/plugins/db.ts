import fp from 'fastify-plugin'
import { createSettingsCache } from '../admin/settings-cache'
import { seedReferenceData } from '../catalog/seed-reference'
import { migrateToLatest, openDatabase } from '../db/connect'
import { exclusively } from '../db/postgres'
import { createRepositories } from '../db/repositories/index'

/**
 * Opens the database, migrates it, seeds reference data on first start, and closes it with the app.
 * Also keeps the admin settings (server/admin/settings-cache.ts) that the meta, the shell and the
 * blocked-country rule read on every request.
 */
export const dbPlugin = fp(async (app) => {
  const db = openDatabase(app.config)
  await migrateToLatest(db)
  // Instances starting together on PostgreSQL: one seeds, the others find it done.
  if (await exclusively(db, 'start:reference-data', () => seedReferenceData(db)))
    app.log.info('seeded reference data (countries, divisions, categories)')
  app.decorate('db', db)
  app.decorate('repos', createRepositories(db))
  app.decorate('settings', createSettingsCache(db, app.config))
  app.addHook('onClose', async () => {
    await db.destroy()
  })
})
