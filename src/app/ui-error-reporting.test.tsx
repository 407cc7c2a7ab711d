import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { waitFor } from '@testing-library/react'
import { act, StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installErrorReporting } from '../features/error-reporting/report-error'
import { createAppRoot } from './app-root'
import { routerOptions } from './router-options'

// The reports go out with fetch: counted here, the way the server would count them arriving.
const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 202 })))
const reports = () =>
  fetchSpy.mock.calls.filter(([url]) => url === '/api/error-log').map(([, init]) => JSON.parse(String(init?.body)))

function PartPage(): never {
  throw new TypeError('part.prices is undefined')
}

/** The app's router settings on a tree of its own: a part page that throws inside the route's error page. */
function routerWithFailingPart() {
  const rootRoute = createRootRoute({ component: Outlet })
  const partRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/parts/$id',
    component: PartPage,
    errorComponent: () => <p>Something went wrong</p>,
  })
  const router = createRouter({
    ...routerOptions,
    routeTree: rootRoute.addChildren([partRoute]),
    history: createMemoryHistory({ initialEntries: ['/parts/4711'] }),
  })
  installErrorReporting({ getUserId: () => 'D1000001', getRoute: () => router.state.matches.at(-1)?.routeId })
  return router
}

/** The root is React's own, not testing-library's: React is told whether act() is in use. */
const setActEnvironment = (on: boolean) => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on
}

let container: HTMLElement
beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy)
  fetchSpy.mockClear()
  setActEnvironment(true)
  container = document.body.appendChild(document.createElement('div'))
  // React still logs what it caught in development; the reports are what this test is about.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  container.remove()
})

describe('an error in rendering reaches the error log once', () => {
  it('reports a page that threw and its error page caught, with the route, exactly once', async () => {
    const root = createAppRoot(container)
    await act(async () =>
      root.render(
        <StrictMode>
          <RouterProvider router={routerWithFailingPart()} />
        </StrictMode>,
      ),
    )
    await waitFor(() => expect(container.textContent).toContain('Something went wrong'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))

    expect(reports()).toHaveLength(1)
    expect(reports()[0]).toMatchObject({ logLevel: 'error', userId: 'D1000001' })
    expect(reports()[0].message).toMatch(/^ui on \/parts\/\$id: TypeError: part.prices is undefined\n/)
    expect(reports()[0].message).toContain('components:')
    act(() => root.unmount())
  })

  it('reports an error that no error page caught exactly once', async () => {
    installErrorReporting({ getUserId: () => null })
    // Outside act(), as on a customer's page: act() would take the uncaught error over from the root.
    setActEnvironment(false)
    createAppRoot(container).render(<PartPage />)
    await waitFor(() => expect(reports()).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(reports()).toHaveLength(1)
    expect(reports()[0].message).toMatch(/^ui: TypeError: part.prices is undefined/)
  })
})
