import type { AdminSettings } from '../../src/shared/contracts/admin'
import type { Config } from '../config'
import type { Db } from '../db/connect'

type Key = keyof AdminSettings

/**
 * Settings an administrator changes without a redeploy. The environment (COUNTRY_BLACKLIST,
 * DEFAULT_COUNTRY, DEFAULT_LANGUAGE) gives the first value; once saved in the admin area the stored
 * value wins, on every instance that shares the database.
 */
export async function readSettings(db: Db, config: Pick<Config, 'countryBlacklist' | 'defaultCountry' | 'defaultLanguage'>) {
  const rows = await db.selectFrom('admin_settings').select(['key', 'value']).execute()
  const stored = new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]))
  const settings: AdminSettings = {
    countryBlacklist: (stored.get('countryBlacklist') as string[] | undefined) ?? config.countryBlacklist,
    defaultCountry: (stored.get('defaultCountry') as string | undefined) ?? config.defaultCountry,
    defaultLanguage: (stored.get('defaultLanguage') as AdminSettings['defaultLanguage'] | undefined) ?? config.defaultLanguage,
  }
  return settings
}

export async function writeSettings(db: Db, settings: AdminSettings, now = Math.floor(Date.now() / 1000)) {
  for (const key of Object.keys(settings) as Key[]) {
    const value = JSON.stringify(settings[key])
    await db
      .insertInto('admin_settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute()
  }
}
