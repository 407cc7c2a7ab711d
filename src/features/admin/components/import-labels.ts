import { useLingui } from '@lingui/react/macro'
import type { ImportStatus } from '../../../shared/contracts/admin-import-constants'

/** The words of an import run's fields; a value this build does not know is shown as it came. */
export function useImportLabels() {
  const { t } = useLingui()
  const status: Record<ImportStatus, string> = {
    running: t`Running`,
    done: t`Done`,
    failed: t`Failed`,
    // Context: an import run is broken off, not an order cancelled (Storniert).
    cancelled: t({ context: 'import run', message: 'Cancelled' }),
  }
  const mode: Record<string, string> = { full: t`Full catalogue`, delta: t`Changes only` }
  const source: Record<string, string> = {
    admin: t`Admin area`,
    cli: t`Command line`,
    api: t`Integration API`,
    start: t`Shop start`,
  }
  const format: Record<string, string> = { bmecat: 'BMEcat', csv: 'CSV', xlsx: 'Excel (XLSX)', api: 'API' }
  const kind: Record<string, string> = {
    part: t`Parts`,
    translation: t`Translations`,
    // Context: a part's technical features (Merkmale), not the shop's feature flags.
    feature: t({ context: 'part data', message: 'Features' }),
    reference: t`OE references`,
    fitment: t`Vehicle fitments`,
    price: t`Prices`,
    'customer-price': t`Customer net prices`,
    stock: t`Stock`,
    delete: t`Parts removed`,
    // What a full import derives: the vehicles its fitments name, the distinct product names parts share.
    vehicle: t`Vehicles`,
    designation: t`Product names`,
  }
  const phase: Record<string, string> = {
    reading: t`Reading the file`,
    checking: t`Checking the rows`,
    validating: t`Checking the rows`,
    building: t`Building the new catalogue`,
    applying: t`Applying the changes`,
    indexing: t`Updating the search`,
    switching: t`Switching to the new catalogue`,
    done: t`Finished`,
  }
  const word = (table: Record<string, string>) => (value: string) =>
    (Object.hasOwn(table, value) ? table[value] : value) as string
  return {
    status: word(status),
    mode: word(mode),
    source: word(source),
    format: word(format),
    kind: word(kind),
    phase: word(phase),
  }
}
