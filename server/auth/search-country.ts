import type { FastifyInstance } from 'fastify'
import type { AdminSettings } from '../../src/shared/contracts/admin'
import type { Config } from '../config'

/** BLOCKED_COUNTRY_FEATURE from the environment; the blacklist and default country as the admin saved them. */
export type SearchCountryRule = Pick<Config, 'blockedCountryFeature'> & Pick<AdminSettings, 'countryBlacklist' | 'defaultCountry'>

/**
 * SPEC.md §6: a logged-in customer searches with the billing country, or — when the blocked-country
 * feature is `defaultCountry` and that country is blacklisted — with the configured default country.
 * With `billingCountry` (the default) a blacklisted billing country is kept: the shop does not
 * silently change where a known customer buys, it only stops strangers picking the country.
 */
export function searchCountryOf(billingCountry: string, rule: SearchCountryRule): string {
  const blocked = rule.countryBlacklist.includes(billingCountry.toUpperCase())
  return blocked && rule.blockedCountryFeature === 'defaultCountry' ? rule.defaultCountry : billingCountry
}

/** The rule as it stands now: the stored settings (cached in app.settings) win over the environment. */
export async function searchCountryRuleOf(app: FastifyInstance): Promise<SearchCountryRule> {
  const { countryBlacklist, defaultCountry } = await app.settings.get()
  return { blockedCountryFeature: app.config.blockedCountryFeature, countryBlacklist, defaultCountry }
}
