import type { AdminSettings } from '../../src/shared/contracts/admin'
import type { Config } from '../config'
import type { Db } from '../db/connect'

type Key = Exclude<keyof AdminSettings, 'defaultLanguage'>

/**
 * Settings an administrator changes without a redeploy. The environment (COUNTRY_BLACKLIST,
 * DEFAULT_COUNTRY) gives the first value; once saved in the admin area the stored value wins, on every
 * instance that shares the database (read through app.settings, server/admin/settings-cache.ts).
 * DEFAULT_LANGUAGE is shown but never stored: it decides which language has no path prefix, fixed at
 * process start (server/app.ts), so changing it at run time would move every URL.
 */
export async function readSettings(db: Db, config: Pick<Config, 'countryBlacklist' | 'defaultCountry' | 'defaultLanguage'>) {
  const rows = await db.selectFrom('admin_settings').select(['key', 'value']).execute()
  const stored = new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]))
  const settings: AdminSettings = {
    countryBlacklist: (stored.get('countryBlacklist') as string[] | undefined) ?? config.countryBlacklist,
    defaultCountry: (stored.get('defaultCountry') as string | undefined) ?? config.defaultCountry,
    defaultLanguage: config.defaultLanguage,
  }
  return settings
}

export async function writeSettings(
  db: Db,
  settings: Omit<AdminSettings, 'defaultLanguage'>,
  now = Math.floor(Date.now() / 1000),
) {
  for (const key of Object.keys(settings) as Key[]) {
    const value = JSON.stringify(settings[key])
    await db
      .insertInto('admin_settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute()
  }
}
