import type { FastifyInstance } from 'fastify'
import { PRODUCT_IMAGE_WIDTH, partImageSources } from '../../src/shared/contracts/catalog-constants'
import { escapeXml } from '../documents/einvoice/xml-element'
import type { Translate } from './build-catalogs'
import type { PageAddress } from './page-address'

export type PageImage = ReturnType<typeof partImageSources>

const PRODUCT_PAGE = /^\/products\/([^/]+)$/

/**
 * What a first page paints from its HTML, before the app's script has loaded (issue 17, decision 010):
 * the element that is the page's largest paint, in the page's language and in the real page's classes,
 * so it shows at once on a slow connection and the app's first render puts the same thing in the same
 * place. Home: the hero's heading; search results: the heading with the term; a product: its image.
 * Any other page (or a build without catalogs) paints the header shell alone.
 */
export function firstPaintHtml(
  { rest, searchParams }: PageAddress,
  translate: Translate | undefined,
  productImage: PageImage | undefined,
): string {
  if (productImage) return page(productFrame(productImage))
  if (!translate) return ''
  if (rest === '/' || rest === '') {
    const title = translate('Spare parts for trucks, trailers and buses')
    const lead = translate('Search by article number, OE reference number, description or the 17-character VIN.')
    return page(`<section class="hero"><h1>${escapeXml(title)}</h1><p>${escapeXml(lead)}</p></section>`)
  }
  const term = searchParams.get('term')
  if (rest === '/search/results' && term) {
    const title = translate('Results for “{0}”', { 0: term })
    return page(`<div class="results-layout"><header class="results-layout__head"><h1>${escapeXml(title)}</h1></header></div>`)
  }
  return ''
}

/** A product page's image, from the part the address names; undefined for any other page or an unknown part. */
export async function productImageOfPage(app: FastifyInstance, { rest }: PageAddress): Promise<PageImage | undefined> {
  const rawSlug = PRODUCT_PAGE.exec(rest)?.[1]
  if (rawSlug === undefined) return undefined
  let slug: string
  try {
    slug = decodeURIComponent(rawSlug).toLowerCase()
  } catch {
    return undefined
  }
  const src = await app.repos.catalogProducts.imageSrcBySlug(slug)
  return src ? partImageSources(src, PRODUCT_IMAGE_WIDTH) : undefined
}

/** The breadcrumb's line is held empty, so the image sits where the page will show it. */
function productFrame(image: PageImage): string {
  const img = `<img src="${escapeXml(image.src)}" srcset="${escapeXml(image.srcSet)}" sizes="${image.sizes}" alt="" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_WIDTH}" fetchpriority="high">`
  return `<article class="product"><div class="breadcrumb"><ol><li>&nbsp;</li></ol></div><div class="product__layout"><div class="product__image">${img}</div></div></article>`
}

function page(content: string): string {
  return `<main class="page">${content}</main>`
}
