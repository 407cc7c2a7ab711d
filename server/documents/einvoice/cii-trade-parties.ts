import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import { LEITWEG_ID_SCHEME } from './cii-values'
import { el, type XmlElement } from './xml-element'

type PostalAddress = { street: string; postalCode: string; city: string; country: string }

/** CountryID must be an ISO 3166-1 alpha-2 code (BT-40, BT-55, BT-80); a country name would make the file invalid. */
function countryCode(country: string): string {
  const code = country.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(code)) throw new Error(`e-invoice: "${country}" is not an ISO 3166-1 alpha-2 country code`)
  return code
}

function postalTradeAddress(address: PostalAddress): XmlElement {
  return el('ram:PostalTradeAddress', [
    el('ram:PostcodeCode', address.postalCode),
    el('ram:LineOne', address.street),
    el('ram:CityName', address.city),
    el('ram:CountryID', countryCode(address.country)),
  ])
}

/** VAT identifier (BT-31, BT-48): scheme VA. */
const vatRegistration = (vatId: string | null) =>
  vatId && el('ram:SpecifiedTaxRegistration', [el('ram:ID', vatId, { schemeID: 'VA' })])

/**
 * The sales entity (BG-4) with its contact (BG-6: customer service, its phone and e-mail, as XRechnung asks for
 * in BT-41..43) and e-mail as electronic address (BT-34, scheme EM).
 */
export function sellerTradeParty(seller: DocumentDetail['seller']): XmlElement {
  return el('ram:SellerTradeParty', [
    el('ram:Name', seller.name),
    el('ram:DefinedTradeContact', [
      el('ram:DepartmentName', 'Customer service'),
      el('ram:TelephoneUniversalCommunication', [el('ram:CompleteNumber', seller.phone)]),
      el('ram:EmailURIUniversalCommunication', [el('ram:URIID', seller.email)]),
    ]),
    postalTradeAddress(seller),
    el('ram:URIUniversalCommunication', [el('ram:URIID', seller.email, { schemeID: 'EM' })]),
    vatRegistration(seller.vatId),
  ])
}

/** The buyer (BG-7) under the shop's customer number (BT-46); a Leitweg-ID is its electronic address too (BT-49). */
export function buyerTradeParty(buyer: DocumentDetail['buyer'], customerId: string, leitwegId: string | null): XmlElement {
  return el('ram:BuyerTradeParty', [
    el('ram:ID', customerId),
    el('ram:Name', buyer.name),
    postalTradeAddress(buyer),
    leitwegId && el('ram:URIUniversalCommunication', [el('ram:URIID', leitwegId, { schemeID: LEITWEG_ID_SCHEME })]),
    vatRegistration(buyer.vatId),
  ])
}

/** Deliver-to party (BG-13) with the address the goods went to. */
export function shipToTradeParty(address: DocumentDetail['shippingAddress']): XmlElement {
  return el('ram:ShipToTradeParty', [el('ram:Name', address.name), postalTradeAddress(address)])
}
