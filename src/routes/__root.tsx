import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, redirect, useMatches } from '@tanstack/react-router'
import { legacyPagePartNumbers } from '../shared/contracts/permanent-redirects'
import { splitLanguage } from '../shared/contracts/routes'
import { followRouteLanguage } from '../shared/country/country-store'
import { activateLanguage } from '../shared/lib/i18n'
import { langParam } from '../shared/lib/language'
import { seenParts } from '../shared/lib/seen-parts'
import { CheckoutLayout } from './-layouts/checkout-layout'
import { DefaultLayout } from './-layouts/default-layout'
import { ErrorPage, NotFoundPage } from './-layouts/error-page'
import { RedirectLayout } from './-layouts/redirect-layout'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    // Every page, the 404 page included, renders in the language its URL names.
    const { lang } = splitLanguage(location.pathname)
    await activateLanguage(lang)
    followRouteLanguage(lang)
    // Online the server moved a legacy part page already; offline the service worker hands it
    // here, and a part seen on this device still opens.
    const numbers = legacyPagePartNumbers(location.pathname)
    const slug = numbers.length > 0 ? seenParts(context.queryClient).withSlugByNumber(numbers)?.slug : undefined
    if (slug) throw redirect({ to: '/{-$lang}/products/$slug', params: { lang: langParam(lang), slug }, replace: true })
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
