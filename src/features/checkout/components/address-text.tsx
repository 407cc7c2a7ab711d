import type { Address } from '../../../shared/contracts/cart'

export function AddressText({ address }: { address: Address }) {
  return (
    <span>
      {address.name}, {address.street}, {address.postalCode} {address.city}, {address.country}
    </span>
  )
}
