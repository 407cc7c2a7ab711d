import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router'
import { followRouteLanguage } from '../features/locale/store'
import { splitLanguage } from '../shared/contracts/routes'
import { activateLanguage } from '../shared/lib/i18n'
import { CheckoutLayout } from './-layouts/checkout-layout'
import { DefaultLayout } from './-layouts/default-layout'
import { ErrorPage, NotFoundPage } from './-layouts/error-page'
import { RedirectLayout } from './-layouts/redirect-layout'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    // Every page, the 404 page included, renders in the language its URL names.
    const { lang } = splitLanguage(location.pathname)
    await activateLanguage(lang)
    followRouteLanguage(lang)
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

const LAYOUTS = { default: DefaultLayout, checkout: CheckoutLayout, redirect: RedirectLayout }

function Root() {
  const layout = useMatches({
    select: (matches) => matches.reduce<keyof typeof LAYOUTS>((chosen, match) => match.staticData?.layout ?? chosen, 'default'),
  })
  const Layout = LAYOUTS[layout]
  return (
    <Layout>
      <Outlet />
    </Layout>
  )
}
