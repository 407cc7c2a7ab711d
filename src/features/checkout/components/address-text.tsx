import type { Address } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { countryName } from '../lib/country-name'

export function AddressText({ address, lang }: { address: Address; lang: Language }) {
  return (
    <span>
      {address.name}, {address.street}, {address.postalCode} {address.city}, {countryName(address.country, lang)}
    </span>
  )
}
