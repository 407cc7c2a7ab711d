import type { Quote } from '../../src/shared/contracts/cart'
import { CART_ERROR_CODES, CART_QTY_MAX } from '../../src/shared/contracts/cart-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { AuthContext } from '../auth/auth-context'
import type { Db } from '../db/connect'
import { createCartRepository } from '../db/repositories/cart-repository'
import type { PartCatalog, PriceContext } from '../shop/part-catalog'
import { type PartRef, partKey } from '../shop/part-number'
import { CartError } from './cart-error'
import { buildQuote } from './quote'

/** `partsFor` takes the connection to read through: inside a transaction it must be the transaction (SQLite has one connection). */
export type CartDeps = {
  db: Db
  partsFor: (db: Db) => PartCatalog
  /** ERP_ORDER_FILES: a placed order is also written as a JSON file into DATA_DIR/outbox/ (on unless set off). */
  erpOrderFiles?: boolean
}
export type CartLine = PartRef & { qty: number }

export const priceContext = (auth: AuthContext, lang: Language): PriceContext => ({
  lang,
  customerId: auth.customerId,
  priceGroup: auth.priceGroup,
  currency: auth.currency,
})

export const ITEM_ALREADY_IN_LIST = 'Item already in list'

function assertMayFillBasket(auth: AuthContext) {
  if (!auth.features.fillBasket) {
    throw new CartError(403, CART_ERROR_CODES.fillBasketNotAllowed, 'This account may not fill the cart.')
  }
}

async function assertPartsExist(deps: CartDeps, auth: AuthContext, lines: PartRef[], lang: Language) {
  const parts = await deps.partsFor(deps.db).findParts(lines, priceContext(auth, lang))
  const unknown = lines.filter((line) => !parts.has(partKey(line)))
  if (unknown.length > 0) {
    throw new CartError(404, CART_ERROR_CODES.partNotFound, `Unknown part: ${unknown.map(partKey).join(', ')}`)
  }
}

/**
 * Adds lines to the customer's cart, all or nothing. `strict` (the cart's add, SPEC.md §5): a part
 * already in the cart or twice in the payload → 422 'Item already in list'. `merge` (quick order,
 * refills): quantities of a part already in the cart are added up, capped at the maximum.
 */
export async function addLines(deps: CartDeps, auth: AuthContext, lines: CartLine[], mode: 'strict' | 'merge', lang: Language) {
  assertMayFillBasket(auth)
  const wanted = new Map<string, CartLine>()
  for (const line of lines) {
    const key = partKey(line)
    const seen = wanted.get(key)
    if (seen && mode === 'strict') throw new CartError(422, CART_ERROR_CODES.itemAlreadyInList, ITEM_ALREADY_IN_LIST)
    wanted.set(key, seen ? { ...seen, qty: Math.min(CART_QTY_MAX, seen.qty + line.qty) } : { ...line })
  }
  await assertPartsExist(deps, auth, [...wanted.values()], lang)
  return deps.db.transaction().execute(async (trx) => {
    const carts = createCartRepository(trx)
    const cartId = await carts.getOrCreateActiveCart(auth.customerId)
    const existing = new Map((await carts.listItems(cartId)).map((item) => [partKey(item), item]))
    const fresh: CartLine[] = []
    let merged = 0
    for (const [key, line] of wanted) {
      const current = existing.get(key)
      if (!current) fresh.push(line)
      else if (mode === 'strict') throw new CartError(422, CART_ERROR_CODES.itemAlreadyInList, ITEM_ALREADY_IN_LIST)
      else {
        await carts.setQty(cartId, current.id, Math.min(CART_QTY_MAX, current.qty + line.qty))
        merged += 1
      }
    }
    await carts.insertItems(cartId, fresh)
    return { cartID: cartId, itemCount: existing.size + fresh.length, added: fresh.length, merged }
  })
}

export async function createCart(deps: CartDeps, auth: AuthContext) {
  return deps.db.transaction().execute(async (trx) => {
    const carts = createCartRepository(trx)
    const cartId = await carts.getOrCreateActiveCart(auth.customerId)
    return { cartID: cartId, itemCount: (await carts.listItems(cartId)).length }
  })
}

export async function getQuote(deps: CartDeps, auth: AuthContext, lang: Language): Promise<Quote> {
  // The common case reads lines and cart in one query without a transaction (bench:load); only an
  // empty or missing cart takes the write path that creates one.
  const filled = await createCartRepository(deps.db).activeCartItems(auth.customerId)
  const { cartId, items } =
    filled ??
    (await deps.db.transaction().execute(async (trx) => {
      const carts = createCartRepository(trx)
      const id = await carts.getOrCreateActiveCart(auth.customerId)
      return { cartId: id, items: await carts.listItems(id) }
    }))
  const parts = await deps.partsFor(deps.db).findParts(items, priceContext(auth, lang))
  return buildQuote(cartId, items, parts, auth.features.showPrice)
}

/** The item must be in the caller's own active cart; another customer's item id is 404, as if it did not exist. */
export async function updateItem(deps: CartDeps, auth: AuthContext, change: { itemId: number; sku: string; qty: number }) {
  await deps.db.transaction().execute(async (trx) => {
    const carts = createCartRepository(trx)
    const cartId = await carts.findActiveCartId(auth.customerId)
    const item = cartId === null ? undefined : (await carts.listItems(cartId)).find((row) => row.id === change.itemId)
    if (cartId === null || !item) throw new CartError(404, CART_ERROR_CODES.cartItemNotFound, 'No such item in your cart.')
    if (change.sku !== item.sku && change.sku !== partKey(item)) {
      throw new CartError(400, CART_ERROR_CODES.skuMismatch, 'The sku does not belong to this cart item.')
    }
    await carts.setQty(cartId, item.id, change.qty)
  })
}

export async function deleteItems(deps: CartDeps, auth: AuthContext, itemIds: number[]) {
  await deps.db.transaction().execute(async (trx) => {
    const carts = createCartRepository(trx)
    const cartId = await carts.findActiveCartId(auth.customerId)
    const own = new Set(cartId === null ? [] : (await carts.listItems(cartId)).map((row) => row.id))
    const foreign = itemIds.filter((id) => !own.has(id))
    if (cartId === null || foreign.length > 0) {
      throw new CartError(404, CART_ERROR_CODES.cartItemNotFound, `No such item in your cart: ${foreign.join(', ')}`)
    }
    await carts.deleteItems(cartId, [...new Set(itemIds)])
  })
}
