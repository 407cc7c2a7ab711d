import type { Quote, QuoteItem } from '../../contracts/cart'
import type { Product, SearchProduct } from '../../contracts/catalog'
import type { TrackItem } from './track'

/** GA4 items from the shop's answers; prices only where the answer carries them (the customer may see them). */
export function itemOfSearchProduct(product: SearchProduct, index: number): TrackItem {
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: product.manufacturer,
    item_variant: product.vendorId,
    ...(product.price ? { price: product.price.value } : {}),
    quantity: 1,
    index,
  }
}

export function itemOfProduct(product: Product, quantity = 1): TrackItem {
  const price = product.pricePackage?.price
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: product.brand.name,
    item_variant: product.vendorId,
    ...(product.categories[0] ? { item_category: product.categories[0].name } : {}),
    ...(price ? { price: price.value } : {}),
    quantity,
  }
}

export function itemOfQuoteLine(line: QuoteItem): TrackItem {
  return {
    item_id: line.sku,
    item_name: line.name,
    item_variant: line.vendorId,
    ...(line.price ? { price: line.price.value } : {}),
    quantity: line.qty,
    index: line.positionNumber,
  }
}

/** The cart as GA4's currency, value and items (value 0 and no currency when prices are hidden). */
export function ecommerceOfQuote(quote: Quote) {
  return {
    ...(quote.subtotal ? { currency: quote.subtotal.currency.code, value: quote.subtotal.value } : {}),
    items: quote.items.map(itemOfQuoteLine),
  }
}
