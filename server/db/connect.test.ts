import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({}, { sqliteOnly: true })
})
afterAll(() => ctx.close())

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

describe('data directory permissions', () => {
  it('the folder is 0700 and the database with its WAL 0600', async () => {
    await ctx.app.db
      .insertInto('error_logs')
      .values({ created_at: 'now', log_level: 'info', message: 'x', user_id: null, user_agent: null })
      .execute()
    const database = path.join(ctx.dataDir, 'shop.sqlite')
    expect(modeOf(ctx.dataDir)).toBe(0o700)
    for (const file of [database, `${database}-wal`, `${database}-shm`]) {
      expect(fs.existsSync(file), file).toBe(true)
      expect(modeOf(file), file).toBe(0o600)
    }
  })
})
