import fp from 'fastify-plugin'
import { seedReferenceData } from '../catalog/seed-reference'
import { migrateToLatest, openDatabase } from '../db/connect'
import { exclusively } from '../db/postgres'
import { createRepositories } from '../db/repositories/index'

/** Opens the database, migrates it, seeds reference data on first start, and closes it with the app. */
export const dbPlugin = fp(async (app) => {
  const db = openDatabase(app.config)
  await migrateToLatest(db)
  // Instances starting together on PostgreSQL: one seeds, the others find it done.
  if (await exclusively(db, 'start:reference-data', () => seedReferenceData(db)))
    app.log.info('seeded reference data (countries, divisions, categories)')
  app.decorate('db', db)
  app.decorate('repos', createRepositories(db))
  app.addHook('onClose', async () => {
    await db.destroy()
  })
})
