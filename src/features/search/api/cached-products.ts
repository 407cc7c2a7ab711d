import type { QueryClient } from '@tanstack/react-query'
import type { Product, SearchProduct } from '../../../shared/contracts/catalog'

/** The query keys whose data holds parts (searches, vehicle parts and product pages). */
const LIST_KEYS = [['part-search'], ['search-products'], ['vehicle-parts']] as const

function fromProduct(product: Product): SearchProduct {
  const [image] = product.images
  return {
    sku: product.sku,
    vendorId: product.vendorId,
    name: product.name,
    slug: product.slug,
    image: image ?? { src: '', alt: product.name },
    manufacturer: product.brand.name,
    mainManufacturerId: product.brand.name,
    mainOe: product.crossReferences[0]?.referenceNo ?? null,
    replaces: product.replaces,
    crossReferences: product.crossReferences,
    weight: product.weight,
    price: product.pricePackage?.price ?? null,
    stock: product.stock,
    isNew: false,
    // A scanned box label names the part by its GTIN: a product page seen here must answer it offline too.
    ...(product.gtin ? { gtin: product.gtin } : {}),
  }
}

/** Every part the (persisted) query cache holds, once each. */
export function cachedProducts(client: QueryClient): SearchProduct[] {
  const byKey = new Map<string, SearchProduct>()
  const add = (product: SearchProduct) => byKey.set(`${product.vendorId}-${product.sku}`, product)
  for (const queryKey of LIST_KEYS) {
    for (const [, data] of client.getQueriesData<{ products?: SearchProduct[] }>({ queryKey })) data?.products?.forEach(add)
  }
  for (const [, data] of client.getQueriesData<Product>({ queryKey: ['product'] })) if (data?.sku) add(fromProduct(data))
  return [...byKey.values()]
}
