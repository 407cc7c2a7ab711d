import type { Config } from '../config'

/**
 * SPEC.md §6: a logged-in customer searches with the billing country, or — when the blocked-country
 * feature is `defaultCountry` and that country is blacklisted — with the configured default country.
 * With `billingCountry` (the default) a blacklisted billing country is kept: the shop does not
 * silently change where a known customer buys, it only stops strangers picking the country.
 */
export function searchCountryOf(
  billingCountry: string,
  config: Pick<Config, 'blockedCountryFeature' | 'countryBlacklist' | 'defaultCountry'>,
): string {
  const blocked = config.countryBlacklist.includes(billingCountry.toUpperCase())
  return blocked && config.blockedCountryFeature === 'defaultCountry' ? config.defaultCountry : billingCountry
}
