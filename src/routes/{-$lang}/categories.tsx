import { createFileRoute } from '@tanstack/react-router'
import { categoriesQuery } from '../../features/catalog/api/get-categories'
import { CategoriesPage } from '../../features/catalog/components/categories-page'
import { routeLanguage } from '../../shared/lib/language'

export const Route = createFileRoute('/{-$lang}/categories')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(categoriesQuery(routeLanguage(params.lang))),
  component: CategoriesPage,
})
