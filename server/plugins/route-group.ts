import type { FastifyContextConfig, FastifyInstance } from 'fastify'

/**
 * Settings for a group of routes: every route registered in this plugin (and in the plugins it
 * registers) gets them, unless the route names its own. A route group reads as its access and cache
 * policy in one line, instead of a hook or a header on each route.
 */
export function routeGroup(app: FastifyInstance, settings: Pick<FastifyContextConfig, 'auth' | 'cache' | 'refuseDeadSession'>) {
  app.addHook('onRoute', (route) => {
    route.config = { ...settings, ...route.config }
  })
}
