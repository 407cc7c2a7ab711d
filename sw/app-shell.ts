import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { IMAGE_PATH_PATTERN } from '../src/shared/contracts/routes'

/**
 * Every navigation gets the precached app shell at once, online or not: a field rep on a weak
 * signal should not wait for index.html. API and image paths are never answered with the shell.
 */
export function registerAppShellNavigation({ shellUrl = '/index.html' } = {}) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(shellUrl), {
      denylist: [/^\/api\//, IMAGE_PATH_PATTERN],
    }),
  )
}
