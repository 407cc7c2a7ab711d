import { reportUiError } from '../features/error-reporting/report-error'
import { toPublicPath, toRoutePath } from '../shared/contracts/routes'
import { PageLoading } from '../shared/ui/page-loading'

/** The app router's settings apart from its route tree, so a test can run them on a tree of its own. */
export const routerOptions = {
  defaultPreload: 'intent',
  // The query cache decides freshness; the router must not keep a second copy.
  defaultPreloadStaleTime: 0,
  scrollRestoration: false,
  defaultPendingComponent: PageLoading,
  // A route's error page caught it: reported to the error log once, with the route (SPEC.md §8).
  defaultOnCatch: reportUiError,
  // The translated division paths (SPEC.md §2) map onto one route tree: one table, no copied routes.
  rewrite: {
    input: ({ url }: { url: URL }) => {
      url.pathname = toRoutePath(url.pathname)
      return url
    },
    output: ({ url }: { url: URL }) => {
      url.pathname = toPublicPath(url.pathname)
      return url
    },
  },
} as const
