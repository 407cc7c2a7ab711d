import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { toPublicPath, toRoutePath } from '../shared/contracts/routes'
import { PageLoading } from '../shared/ui/page-loading'
import { queryClient } from './query-client'

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // The query cache decides freshness; the router must not keep a second copy.
  defaultPreloadStaleTime: 0,
  scrollRestoration: false,
  defaultPendingComponent: PageLoading,
  // The translated division paths (SPEC.md §2) map onto one route tree: one table, no copied routes.
  rewrite: {
    input: ({ url }) => {
      url.pathname = toRoutePath(url.pathname)
      return url
    },
    output: ({ url }) => {
      url.pathname = toPublicPath(url.pathname)
      return url
    },
  },
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** SPEC.md §2: the layout a page renders in; 'default' when not set. */
    layout?: 'default' | 'checkout' | 'redirect'
  }
}
