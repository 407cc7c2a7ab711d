import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../shared/contracts/languages'
import { localizePath, SPA_ROUTE_PATTERNS, toRoutePath } from '../shared/contracts/routes'
import { router } from './router'

const NOT_A_PAGE = new Set(['__root__', '/{-$lang}'])
// The router sees paths after its input rewrite, so the test rewrites the same way.
const leafRoute = (path: string) => router.matchRoutes(toRoutePath(path), {}).at(-1)?.routeId ?? '__root__'

/** The server answers 200 for SPA_ROUTE_PATTERNS; the SPA must render a page (not its 404) for each. */
describe('server and SPA agree on the pages', () => {
  it('every pattern the server serves matches a page route in every language', () => {
    for (const pattern of SPA_ROUTE_PATTERNS) {
      for (const lang of LANGUAGES) {
        const path = localizePath(pattern.replace(/:\w+/g, 'sample'), lang)
        expect(NOT_A_PAGE.has(leafRoute(path)), path).toBe(false)
      }
    }
  })

  it('a path the server does not know matches no page', () => {
    expect(NOT_A_PAGE.has(leafRoute('/no/such/page'))).toBe(true)
  })
})
