import rateLimit from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { changeOwnerOf } from '../auth/integration-caller'
import { isPostgresDb } from '../db/dialect'
import { databaseRateLimitStore } from './database-rate-limit-store'
import { budgetPerMinute, type RateBudget } from './rate-budgets'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's group in rate-budgets.ts, for calls that cost much more than a page of data. */
    rateBudget?: RateBudget
  }
}

/** Error reports one client address may send per minute: a page in an error loop must not fill the disk. */
export const ERROR_LOG_REPORTS_PER_MINUTE = 20

export const RATE_LIMITED = 'RATE_LIMITED'

/** Thrown, so the error handler answers it in the API's one error shape; Retry-After comes from the plugin. */
function tooMany(_request: FastifyRequest, context: { after: string; statusCode: number }) {
  return Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
    statusCode: context.statusCode,
    code: RATE_LIMITED,
  })
}

/**
 * Limits that keep one client from slowing or filling the shop for others (issues 12 and 27): each
 * logged-in customer gets its own budget on each route, the expensive ones a smaller one named by
 * `config.rateBudget` (rate-budgets.ts); the offline queue retries a 429 after Retry-After. Anonymous
 * calls are limited per route where they write (POST /api/error-log). On SQLite the counts are in
 * memory (one process serves the shop); on PostgreSQL in the database, shared by every instance;
 * the same per route and customer on both.
 */
export const rateLimitsPlugin = fp(async (app, options: { customerPerMinute: number }) => {
  // Runs before @fastify/rate-limit's own onRoute, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.rateLimit !== undefined) return
    route.config = {
      ...route.config,
      rateLimit: {
        max: budgetPerMinute(route.config?.rateBudget, options.customerPerMinute),
        timeWindow: 60_000,
        // Per customer, or per integration key for a system (never shared with a customer's budget).
        keyGenerator: (request: FastifyRequest) => `customer:${changeOwnerOf(request)}`,
        // Anonymous callers are limited where it matters (login attempts, error reports), not here.
        allowList: (request: FastifyRequest) => changeOwnerOf(request) === null,
      },
    }
  })
  const store = isPostgresDb(app.db) ? databaseRateLimitStore(app.db) : undefined
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooMany, ...(store ? { store } : {}) })
})
