import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { mayMovePermanently, trailingSlashTarget } from '../src/shared/contracts/permanent-redirects'
import { IMAGE_PATH_PATTERN } from '../src/shared/contracts/routes'

/**
 * Every navigation gets the precached app shell at once, online or not: a field rep on a weak
 * signal should not wait for index.html. API and image paths are never answered with the shell.
 * Addresses the server moves for good (trailing slash, legacy `*.html` part pages) go to the
 * server first, so a returning visitor follows the same 301 as a new one.
 */
export function registerAppShellNavigation({ shellUrl = '/index.html' } = {}) {
  // Registered first: Workbox answers with the first route that matches.
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && mayMovePermanently(url.pathname),
    ({ request }) => movedOrOffline(request, shellUrl),
  )
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(shellUrl), {
      denylist: [/^\/api\//, IMAGE_PATH_PATTERN],
    }),
  )
}

/**
 * Offline the move is made here: a trailing slash is dropped, and a legacy page opens the shell,
 * whose router finds the part among those seen on this device.
 */
async function movedOrOffline(request: Request, shellUrl: string): Promise<Response> {
  try {
    return await fetch(request)
  } catch (error) {
    const url = new URL(request.url)
    const target = trailingSlashTarget(url.pathname)
    if (target !== null) return Response.redirect(new URL(`${target}${url.search}`, url.origin).href, 301)
    const shell = await matchPrecache(shellUrl)
    if (shell) return shell
    throw error
  }
}
