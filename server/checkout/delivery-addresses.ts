import { createHash } from 'node:crypto'
import type { Address } from '../../src/shared/contracts/cart'
import type { Db } from '../db/connect'
import { createAddressRepository } from '../db/repositories/address-repository'

export type DeliveryAddress = Address & { id: string }

/** Most recent first; a workshop rarely ships to more than a handful of places. */
const FROM_ORDERS_LIMIT = 10

const sameAddress = (a: Address, b: Address) =>
  [a.name, a.street, a.postalCode, a.city, a.country].join('\n').toLowerCase() ===
  [b.name, b.street, b.postalCode, b.city, b.country].join('\n').toLowerCase()

/** Stable across requests (the checkout sends it back), derived from the address itself. */
const idOf = (address: Address) =>
  `order-${createHash('sha256')
    .update(JSON.stringify([address.name, address.street, address.postalCode, address.city, address.country]))
    .digest('hex')
    .slice(0, 16)}`

/**
 * The delivery addresses a customer is offered: the saved ones, then the addresses of
 * earlier orders that differ from those and from the billing address, and the id of the saved
 * default (the checkout preselects it), or null without one.
 * The one door for the checkout's options and for placing the order, so both agree on the ids.
 */
export async function deliveryAddressBook(
  db: Db,
  customerId: string,
  billing: Address,
): Promise<{ shipping: DeliveryAddress[]; defaultShippingId: string | null }> {
  const book = await createAddressRepository(db).shippingAddresses(customerId)
  const defaultShippingId = book.find((address) => address.isDefault)?.id ?? null
  // The default comes first (the repository's order); the flag itself travels as defaultShippingId.
  const saved = book.map(({ isDefault: _, ...address }) => address)
  const rows = await db
    .selectFrom('orders')
    .select(['shipping_address'])
    .where('customer_id', '=', customerId)
    .orderBy('placed_at', 'desc')
    .limit(500)
    .execute()
  const known: Address[] = [billing, ...saved]
  const fromOrders: DeliveryAddress[] = []
  for (const row of rows) {
    if (fromOrders.length >= FROM_ORDERS_LIMIT) break
    const address = JSON.parse(row.shipping_address) as Address
    if (known.some((other) => sameAddress(other, address))) continue
    known.push(address)
    fromOrders.push({ ...address, id: idOf(address) })
  }
  return { shipping: [...saved, ...fromOrders], defaultShippingId }
}

export async function deliveryAddresses(db: Db, customerId: string, billing: Address): Promise<DeliveryAddress[]> {
  return (await deliveryAddressBook(db, customerId, billing)).shipping
}
