import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { contentDataQuery } from '../../features/catalog/api/get-content-data'
import { HomePage } from '../../features/catalog/components/home-page'
import { useSearchCountry } from '../../shared/country/search-country'
import { routeLanguage } from '../../shared/lib/language'

// Its own chunk, fetched after the home page renders: the carousel never weighs on the first page's JavaScript.
const PromotionsCarousel = lazy(() =>
  import('../../features/search/components/promotions-carousel').then((module) => ({ default: module.PromotionsCarousel })),
)

/** Holds the carousel's place while its code loads, so nothing below it moves. */
const PLACEHOLDER = <div className="promotions-placeholder" aria-hidden="true" />

export const Route = createFileRoute('/{-$lang}/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contentDataQuery(routeLanguage(params.lang))),
  component: Home,
})

function Home() {
  const countryID = useSearchCountry()
  return (
    <HomePage
      promotions={
        <Suspense fallback={PLACEHOLDER}>
          <PromotionsCarousel countryID={countryID} />
        </Suspense>
      }
    />
  )
}
