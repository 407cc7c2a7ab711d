/** zod-free constants of the admin import (issue 28), safe for the SPA bundle (admin-import.ts holds the schemas). */

/** The largest upload the admin area takes; a bigger catalogue goes through `npm run import` on the server. */
export const IMPORT_MAX_BYTES = 2 * 1024 ** 3

/** File endings the upload takes, and the format each names (the kind comes from the name, docs/catalogue-import.md). */
export const IMPORT_FILE_FORMATS = { xml: 'bmecat', csv: 'csv', xlsx: 'xlsx' } as const
export type ImportUploadFormat = (typeof IMPORT_FILE_FORMATS)[keyof typeof IMPORT_FILE_FORMATS]

export const IMPORT_MODES = ['full', 'delta'] as const
export const IMPORT_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

/** How many refused rows the run's view shows; the report CSV has them all. */
export const IMPORT_REFUSALS_SHOWN = 100

/** The stable codes of why an import refused a row: the import writes them, the admin area words them. */
export const IMPORT_REFUSAL_CODES = [
  'malformed-file',
  'unknown-column',
  'missing-column',
  'required',
  'not-a-number',
  'not-an-integer',
  'negative',
  'too-long',
  'unknown-unit',
  'unknown-product-group',
  'unknown-make',
  'unknown-warehouse',
  'unknown-price-group',
  'unknown-language',
  'unknown-currency',
  'unknown-customer',
  'unknown-article',
  'duplicate-id',
  'missing-translation',
  'bad-gtin',
  'bad-vin',
] as const
export type ImportRefusalCode = (typeof IMPORT_REFUSAL_CODES)[number]

/** Stable error codes of the import routes (kebab-case like the service's `import-running`). */
export const IMPORT_ERROR_CODES = {
  running: 'import-running',
  tooLarge: 'import-too-large',
  unsupportedFile: 'import-unsupported-file',
  modeRequired: 'import-mode-required',
  emptyFile: 'import-empty-file',
  notRunning: 'import-not-running',
  switching: 'import-switching',
} as const
