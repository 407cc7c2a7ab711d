import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { Carousel } from '../../../shared/ui/carousel/carousel'
import { PartImage } from '../../../shared/ui/part-image'
import { searchProductsQuery } from '../api/search-products'
import './promotions.css'

/** At most this many promotions turn in the carousel; the rest are one link away. */
const MAX_SLIDES = 12

/** Waits until the browser is idle after the first paint, so the promotions never delay the page itself. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const start = () => setReady(true)
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(start, 200)
    return () => clearTimeout(timer)
  }, [])
  return ready
}

/** The home page's promotions (SPEC.md §9): parts with the `new` flag, loaded once the page is up. */
export function PromotionsCarousel({ countryID }: { countryID: string }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  const ready = useAfterFirstPaint()
  const { data, isError } = useQuery({ ...searchProductsQuery({ news: true, page: 1 }, lang, countryID), enabled: ready })
  const products = data?.products.slice(0, MAX_SLIDES) ?? []
  return (
    // Not a region of its own: the carousel inside is the named region (one landmark, not two named alike).
    <div className="promotions">
      {/* The link sits beside the heading: it stays put when the carousel arrives below it. */}
      <div className="promotions__head">
        <h2 id="promotions-title">
          <Trans>Promotions</Trans>
        </h2>
        <Link to="/{-$lang}/search/results" params={params} search={{ news: true }}>
          <Trans>All promotions</Trans>
        </Link>
      </div>
      {products.length > 0 ? (
        <Carousel
          label={t`Promotions`}
          slides={products.map((product) => ({
            key: `${product.vendorId}-${product.sku}`,
            content: (
              <Link to="/{-$lang}/products/$slug" params={{ ...params, slug: product.slug }} className="promotion-card">
                <PartImage src={product.image.src} alt="" displayWidth={160} className="promotion-card__image" />
                <span className="promotion-card__name">{product.name}</span>
                <span className="promotion-card__sku">
                  <Trans>Art. no.</Trans> {product.sku}
                </span>
              </Link>
            ),
          }))}
        />
      ) : (
        <p className="promotions__state">{isError || data ? t`No promotions at the moment.` : t`Loading promotions…`}</p>
      )}
    </div>
  )
}
