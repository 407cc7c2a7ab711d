import type { AdminSettings } from '../../src/shared/contracts/admin'
import { DEPOSIT_SETTINGS_DEFAULTS, type DepositSettings, depositSettingsSchema } from '../../src/shared/contracts/deposits'
import type { Config } from '../config'
import type { Db } from '../db/connect'

type Stored = Omit<AdminSettings, 'defaultLanguage'>
type Key = keyof Stored

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
    deposits: depositsOf(stored.get('deposits')),
  }
  return settings
}

/** A stored value from an older shape (or none) falls back field by field to the defaults. */
function depositsOf(stored: unknown): DepositSettings {
  const merged = { ...DEPOSIT_SETTINGS_DEFAULTS, ...(typeof stored === 'object' && stored !== null ? stored : {}) }
  const parsed = depositSettingsSchema.safeParse(merged)
  return parsed.success ? parsed.data : DEPOSIT_SETTINGS_DEFAULTS
}

/** Writes the keys given; a key left out keeps its stored value. */
export async function writeSettings(db: Db, settings: Partial<Stored>, now = Math.floor(Date.now() / 1000)) {
  for (const key of Object.keys(settings) as Key[]) {
    if (settings[key] === undefined) continue
    const value = JSON.stringify(settings[key])
    await db
      .insertInto('admin_settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute()
  }
}
