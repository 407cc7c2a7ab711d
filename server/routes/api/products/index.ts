import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { productBodySchema, productSchema } from '../../../../src/shared/contracts/catalog'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import type { Language } from '../../../../src/shared/contracts/languages'
import { sendError } from '../../../http/send-error'
import { reposOf } from '../../../plugins/repos-of'
import { trustedSerializer } from '../../../plugins/trusted-serializer'
import { depositFor, priceFor, priceRowsFor, toPrice } from '../../../search/to-search-product'
import { listPriceOnly, scalePrices } from '../../../shop/part-price'
import { productImageSrc } from '../../../shop/product-image'

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** SPEC.md §5: an unknown slug is read as a part number with its dashes stripped (old links such as `/products/1-10234`). */
  async function findProduct(request: FastifyRequest, slug: string, lang: Language) {
    const { catalogProducts } = reposOf(request)
    const fallbackLang = app.config.defaultLanguage
    const direct = await catalogProducts.bySlug(slug.toLowerCase(), lang, fallbackLang)
    if (direct) return direct
    const [match] = await app.catalogSearch.findByPartNumber(slug.replaceAll('-', ''), lang)
    return match ? catalogProducts.bySlug(match.slug, lang, fallbackLang) : undefined
  }

  // The trailing slash is the contract's (SPEC.md §7); the SPA host's trailing-slash redirect leaves /api alone.
  app.post(
    '/products/product/',
    {
      schema: {
        summary: 'One product by its slug, or by the part number in an unknown slug',
        body: productBodySchema,
        response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      serializerCompiler: trustedSerializer,
    },
    async (request, reply) => {
      const { slug, languageID } = request.body
      const part = await findProduct(request, slug, languageID)
      if (!part) return sendError(reply, 404, 'PRODUCT_NOT_FOUND', `No product with the slug or part number "${slug}".`)
      const listed = { id: part.id, listPriceCents: part.list_price_cents }
      const rows = (await priceRowsFor(reposOf(request).partPrices, [listed], request.auth)).get(part.id)
      const prices = rows ?? listPriceOnly(part.list_price_cents)
      const price = priceFor(prices, request.auth)
      const scales = request.auth && price ? scalePrices(prices, request.auth) : []
      return {
        sku: part.sku,
        vendorId: part.vendor_id,
        name: part.name,
        slug: part.slug,
        description: part.description,
        replaces: part.replaces_sku,
        replacedBy: part.replaced_by_sku,
        brand: { name: part.brand_name },
        categories: part.categories,
        crossReferences: part.crossReferences,
        weight: part.weight_g,
        images: [{ src: productImageSrc(part.type_key, part.image), alt: part.name }],
        showPrice: price !== null,
        pricePackage: price
          ? { price, scales: scales.map((scale) => ({ minQuantity: scale.minQuantity, price: toPrice(scale.price) })) }
          : null,
        deposit: depositFor(part.deposit_cents, request.auth),
        stock: part.stock_total,
        vehicles: part.vehicles,
        manufacturerPartNo: part.manufacturer_part_no,
        gtin: part.gtin,
        orderUnit: part.order_unit,
        features: part.features,
      }
    },
  )
}
