import { useLingui } from '@lingui/react/macro'
import type { ImportRefusalCode } from '../../../shared/contracts/admin-import-constants'

/**
 * Why a row was refused, in the admin's language, from its stable code. A code this build does not
 * know yet (a newer server) falls back to the server's English reason.
 */
export function useRefusalReason(): (code: string, reason: string) => string {
  const { t } = useLingui()
  const reasons: Record<ImportRefusalCode, string> = {
    'malformed-file': t`The file cannot be read from here on (broken XML, CSV or Excel structure).`,
    'unknown-column': t`The column is not part of the import format.`,
    'missing-column': t`A required column is missing.`,
    required: t`This field must not be empty.`,
    'not-a-number': t`This is not a number.`,
    'not-an-integer': t`This must be a whole number.`,
    negative: t`This must not be negative.`,
    'too-long': t`The text is too long.`,
    'unknown-unit': t`Unknown order unit.`,
    'unknown-product-group': t`Unknown product group.`,
    'unknown-make': t`Unknown vehicle make.`,
    'unknown-warehouse': t`Unknown warehouse.`,
    'unknown-price-group': t`Unknown price group.`,
    'unknown-language': t`Unknown language.`,
    'unknown-currency': t`Unknown currency.`,
    'unknown-customer': t`Unknown customer number.`,
    'unknown-article': t`Unknown article number: the part is neither in the shop nor in this import.`,
    'duplicate-id': t`The article number occurs more than once.`,
    'missing-translation': t`The part has no name in the shop's default language.`,
    'bad-gtin': t`The GTIN (EAN) is not valid: wrong length or check digit.`,
    'bad-vin': t`The VIN is not valid.`,
  }
  return (code, reason) => (Object.hasOwn(reasons, code) ? reasons[code as ImportRefusalCode] : reason)
}

/**
 * Where a refused row is, in the admin's language: the readers write `line 12` (CSV), `row 12` (XLSX),
 * `PRODUCT 3, line 120` (BMEcat, element names stay as the format spells them) or `items[3]` (API).
 */
export function usePositionText(): (at: string) => string {
  const { t } = useLingui()
  return (at) =>
    at.replace(/\b(line|row) (\d+)\b/g, (_match, word: string, n: string) =>
      word === 'line' ? t`line ${n}` : t({ context: 'spreadsheet', message: `row ${n}` }),
    )
}
