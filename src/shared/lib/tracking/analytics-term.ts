import { VIN_LENGTH } from '../../contracts/catalog-constants'
import { redactSecrets } from '../../contracts/secret-paths'

/** The World Manufacturer Identifier and the vehicle descriptor: the model, not the one vehicle. */
const VIN_KEPT = 9
const LOOKS_LIKE_VIN = /^[A-HJ-NPR-Z0-9]{17}$/i

/**
 * SPEC.md §5: terms sent to analytics have special characters removed (letters, digits and single
 * spaces stay). A VIN identifies one vehicle and through it its keeper, so analytics never gets a
 * full one: a VIN (or a site search that is one) keeps only its first nine characters.
 */
export function analyticsTerm(term: string): string {
  const clean = term
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  const compact = clean.replace(/\s/g, '')
  if (compact.length === VIN_LENGTH && LOOKS_LIKE_VIN.test(compact)) return compact.slice(0, VIN_KEPT).toUpperCase()
  return clean.slice(0, 100)
}

/**
 * A page path for analytics: a VIN in it (`/vin/search/{vin}`) keeps only its model part, like a search
 * term, and a secret in it (the password-reset link's token) becomes `:token`.
 */
export function analyticsPath(pathname: string): string {
  return redactSecrets(pathname)
    .split('/')
    .map((segment) => (LOOKS_LIKE_VIN.test(segment) ? segment.slice(0, VIN_KEPT).toUpperCase() : segment))
    .join('/')
}
