import { el, type XmlElement } from './xml-element'

/** Namespaces of UN/CEFACT CII D16B as Factur-X / ZUGFeRD 2 use them. */
export const CII_NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
}

/** The EN 16931 profile of Factur-X 1.0 / ZUGFeRD 2 (BT-24). */
export const EN16931_GUIDELINE_ID = 'urn:cen.eu:en16931:2017'

/** XRechnung 3.0 (BT-24), the CIUS German public buyers require; ZUGFeRD 2.3 carries it as profile XRECHNUNG. */
export const XRECHNUNG_GUIDELINE_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'

/** The Peppol billing process (BT-23) XRechnung documents name. */
export const PEPPOL_BILLING_PROCESS_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

/** Electronic address scheme of a Leitweg-ID (EAS 0204), for the buyer's address (BT-49). */
export const LEITWEG_ID_SCHEME = '0204'

export const toCents = (amount: number) => Math.round(amount * 100)

/** Amounts with two decimals and a dot, computed from cents so 0.1 + 0.2 never prints as 0.30000000000000004. */
export function amount(value: number): string {
  const cents = toCents(value)
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** Unit prices keep up to four decimals (EN 16931 allows more than the cent for BT-146). */
export function unitPrice(value: number): string {
  return Number.isInteger(Math.round(value * 10_000) / 100) ? amount(value) : value.toFixed(4)
}

/** Rates such as 19 or 5.5, without trailing zeros. */
export const percent = (rate: number) => String(Math.round(rate * 100) / 100)

/** A calendar date (`YYYY-MM-DD`, or the date part of an ISO timestamp) as CII format 102, `YYYYMMDD`. */
export function date102(name: string, isoDate: string, dataType: 'udt' | 'qdt' = 'udt'): XmlElement {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) throw new Error(`e-invoice: "${isoDate}" is not an ISO date`)
  return el(name, [el(`${dataType}:DateTimeString`, `${match[1]}${match[2]}${match[3]}`, { format: '102' })])
}

/**
 * VAT category of a rate (BT-118/BT-151): standard rated, or zero rated for 0 %. The shop's sales entities
 * invoice domestically, so neither reverse charge nor intra-community supply occurs today.
 */
export const vatCategory = (rate: number) => (rate > 0 ? 'S' : 'Z')
