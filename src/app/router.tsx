import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { queryClient } from './query-client'
import { routerOptions } from './router-options'

export const router = createRouter({ ...routerOptions, routeTree, context: { queryClient } })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** SPEC.md §2: the layout a page renders in; 'default' when not set. */
    layout?: 'default' | 'checkout' | 'redirect'
  }
}
