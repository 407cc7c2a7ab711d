import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { AuthContext } from '../auth/auth-context'
import { cachePolicyPlugin, publicWhenAnonymous } from './cache-policy'
import { routeGroup } from './route-group'

async function appWithRoutes() {
  const app = Fastify()
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-caller']) request.auth = { customerId: 'C1' } as AuthContext
  })
  await app.register(cachePolicyPlugin)
  app.get('/catalogue', { config: { cache: publicWhenAnonymous } }, async () => ({ ok: true }))
  app.get('/catalogue/missing', { config: { cache: 'public-5min' } }, async (_request, reply) => reply.code(404).send({}))
  app.get('/own', { config: { cache: 'private' } }, async (_request, reply) => reply.code(404).send({}))
  app.get('/none', async () => ({ ok: true }))
  await app.register(async (group) => {
    routeGroup(group, { cache: 'no-store' })
    group.get('/group/default', async () => ({ ok: true }))
    group.get('/group/own', { config: { cache: 'public-1min' } }, async () => ({ ok: true }))
  })
  return app
}

describe('cache policy', () => {
  it('names each answer’s Cache-Control from the route setting, chosen per caller where the setting is a function', async () => {
    const app = await appWithRoutes()
    const anonymous = await app.inject('/catalogue')
    const loggedIn = await app.inject({ url: '/catalogue', headers: { 'x-caller': '1' } })
    expect(anonymous.headers['cache-control']).toBe('public, max-age=300')
    expect(loggedIn.headers['cache-control']).toBe('private, no-cache')
    expect((await app.inject('/none')).headers['cache-control']).toBeUndefined()
  })

  it('keeps error answers out of shared caches, and private policies on every answer', async () => {
    const app = await appWithRoutes()
    expect((await app.inject('/catalogue/missing')).headers['cache-control']).toBeUndefined()
    expect((await app.inject('/own')).headers['cache-control']).toBe('private, no-store')
  })

  it('gives a route group one policy that a route may replace', async () => {
    const app = await appWithRoutes()
    expect((await app.inject('/group/default')).headers['cache-control']).toBe('no-store')
    expect((await app.inject('/group/own')).headers['cache-control']).toBe('public, max-age=60')
  })
})
