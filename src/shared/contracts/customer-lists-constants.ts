/** zod-free constants of the address book, currencies and notice list (issue 14), safe for the SPA bundle. */

/**
 * Postcode formats of the countries the shop delivers to most; the server checks them and the form
 * shows the same error before sending. A country not listed takes any 2–10 letters, digits, spaces or hyphens.
 */
export const POSTCODE_PATTERNS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  BE: /^\d{4}$/,
  DK: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  SE: /^\d{3} ?\d{2}$/,
  LU: /^(L-)?\d{4}$/i,
  HU: /^\d{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  RU: /^\d{6}$/,
}
const ANY_POSTCODE = /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i

/** An example the form shows as a hint for the country's format. */
export const POSTCODE_EXAMPLES: Record<string, string> = {
  DE: '28217',
  AT: '1100',
  CH: '8005',
  LI: '9490',
  BE: '1000',
  DK: '2100',
  NL: '1012 AB',
  FR: '69007',
  IT: '20121',
  ES: '28001',
  PT: '1000-001',
  PL: '00-950',
  CZ: '110 00',
  SK: '811 01',
  SE: '114 55',
  LU: 'L-1616',
  HU: '1051',
  GB: 'SW1A 1AA',
  RU: '101000',
}

export const isValidPostcode = (country: string, postcode: string) =>
  (POSTCODE_PATTERNS[country.toUpperCase()] ?? ANY_POSTCODE).test(postcode.trim())

/** A workshop delivers to its branches and a few customers' yards; more than this is a data problem. */
export const ADDRESS_BOOK_MAX = 50
/** A watch list is for parts someone is waiting on, not a catalogue copy. */
export const NOTICE_LIST_MAX = 500
export const NOTICE_NOTE_MAX = 300
/** SPEC-silent choice (issue 14): an availability check takes up to 200 lines at once. */
export const AVAILABILITY_LINES_MAX = 200

/** Days to the customer when stock ships today, and when the part must come from the supplier first. */
export const DELIVERY_DAYS = { inStock: 1, backorder: 10 } as const

export const CUSTOMER_LIST_ERROR_CODES = {
  addressNotFound: 'ADDRESS_NOT_FOUND',
  badPostcode: 'BAD_POSTCODE',
  addressBookFull: 'ADDRESS_BOOK_FULL',
  currencyUnknown: 'CURRENCY_UNKNOWN',
  noticeNotFound: 'NOTICE_NOT_FOUND',
  noticeListFull: 'NOTICE_LIST_FULL',
  partNotFound: 'PART_NOT_FOUND',
} as const
