import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The Cache-Control values the shop's routes answer with, by what they mean. Public ones may sit in
 * shared caches (proxies, the service worker) and are only for answers that are the same for everyone.
 */
export const CACHE_POLICIES = {
  /** The caller's own data, never stored anywhere (lists, settings, files of one customer). */
  private: 'private, no-store',
  /** The caller's own data, kept by the browser but asked for again every time (an ETag makes that a 304). */
  'private-revalidate': 'private, no-cache',
  /** Secrets and answers that must not be kept even by the browser (tokens, admin answers, the cart). */
  'no-store': 'no-store',
  /** The same for everyone but changing at any moment: stored, asked for again every time. */
  revalidate: 'no-cache',
  'public-1min': 'public, max-age=60',
  'public-5min': 'public, max-age=300',
  'public-1week': 'public, max-age=604800',
  /** A file whose address changes with its content. */
  immutable: 'public, max-age=31536000, immutable',
} as const

export type CachePolicy = keyof typeof CACHE_POLICIES

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How browsers and proxies may keep this route's answers: a policy, or one chosen per request. */
    cache?: CachePolicy | ((request: FastifyRequest) => CachePolicy)
  }
}

/** Catalogue answers: the same for every anonymous caller, but with a logged-in caller's prices. */
export const publicWhenAnonymous = (request: FastifyRequest): CachePolicy => (request.auth ? 'private-revalidate' : 'public-5min')

const isShared = (value: string) => value.startsWith('public')

/**
 * Applies a route's `config: { cache }` (see server/plugins/idempotency.ts for the same pattern): one
 * place decides the header, so no route spells it. A private policy goes on every answer of the route,
 * refusals too; a public one only on answers below 400, so no error is kept in a shared cache.
 * Static files (server/plugins/spa.ts, server/admin/admin-chunk-gate.ts) are not routes: they follow
 * their own file-based rules. An idempotent replay keeps the `no-store` its plugin gives it.
 */
export const cachePolicyPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const setting = request.routeOptions.config.cache
    if (setting === undefined || reply.getHeader('idempotent-replayed') !== undefined) return payload
    const value = CACHE_POLICIES[typeof setting === 'function' ? setting(request) : setting]
    if (!isShared(value) || reply.statusCode < 400) reply.header('cache-control', value)
    return payload
  })
})
