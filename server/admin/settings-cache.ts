import type { AdminSettings } from '../../src/shared/contracts/admin'
import type { Config } from '../config'
import type { Db } from '../db/connect'
import { readSettings } from './settings'

/**
 * Long enough that the meta route, the page shell and every authenticated request (the blocked-country
 * rule) do not query admin_settings each time; short enough that other instances sharing a PostgreSQL
 * database pick up a saved setting within seconds. The instance that saves drops its copy at once.
 */
export const SETTINGS_TTL_MS = 15_000

export type SettingsCache = {
  /** The stored settings, falling back to the environment as readSettings does. */
  get(): Promise<AdminSettings>
  /** Forget the copy, so the next get reads the database (after the admin saved). */
  invalidate(): void
}

type SettingsConfig = Pick<Config, 'countryBlacklist' | 'defaultCountry' | 'defaultLanguage'>

export function createSettingsCache(db: Db, config: SettingsConfig, ttlMs = SETTINGS_TTL_MS, now = Date.now): SettingsCache {
  let cached: { at: number; value: Promise<AdminSettings> } | undefined
  return {
    get() {
      if (cached && now() - cached.at < ttlMs) return cached.value
      // Concurrent callers share one read; a failed read is not kept, so the next call tries again.
      const entry = { at: now(), value: readSettings(db, config) }
      entry.value.catch(() => {
        if (cached === entry) cached = undefined
      })
      cached = entry
      return entry.value
    },
    invalidate() {
      cached = undefined
    },
  }
}
