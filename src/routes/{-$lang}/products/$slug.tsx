import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { useEffect } from 'react'
import { productQuery } from '../../../features/catalog/api/get-product'
import { ProductPage } from '../../../features/catalog/components/product-page'
import type { Product as ProductData } from '../../../shared/contracts/catalog'
import { getSearchCountry, useSearchCountry } from '../../../shared/country/search-country'
import { ApiError } from '../../../shared/lib/api-client'
import { routeLanguage } from '../../../shared/lib/language'
import { itemOfProduct } from '../../../shared/lib/tracking/items'
import { track } from '../../../shared/lib/tracking/track'
import { useProductCartActions } from '../../-layouts/product-cart-actions'

export const Route = createFileRoute('/{-$lang}/products/$slug')({
  loader: async ({ context, params }) => {
    let product: ProductData
    try {
      product = await context.queryClient.ensureQueryData(
        productQuery(params.slug, routeLanguage(params.lang), getSearchCountry()),
      )
    } catch (error) {
      // An unknown part is a missing page, not a broken one.
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
    // The server found the part by its number (SPEC.md §5 slug fallback): show it at its own address.
    if (product.slug !== params.slug)
      throw redirect({ to: '/{-$lang}/products/$slug', params: { ...params, slug: product.slug }, replace: true })
    return product
  },
  component: Product,
})

function Product() {
  const { slug } = Route.useParams()
  const product = Route.useLoaderData()
  useEffect(() => {
    const price = product.pricePackage?.price
    track({
      event: 'view_item',
      ecommerce: { ...(price ? { currency: price.currency.code, value: price.value } : {}), items: [itemOfProduct(product)] },
    })
  }, [product])
  return <ProductPage slug={slug} countryID={useSearchCountry()} actions={useProductCartActions()} />
}
