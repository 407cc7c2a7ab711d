import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '../../features/catalog/components/compare-page'
import { useSearchCountry } from '../../shared/country/search-country'

export const Route = createFileRoute('/{-$lang}/compare')({
  component: () => <ComparePage countryID={useSearchCountry()} />,
})
