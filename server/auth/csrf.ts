import type { FastifyRequest } from 'fastify'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method)
}

/**
 * Whether a state-changing request must be refused as cross-site. Browsers send `Sec-Fetch-Site`
 * (and `Origin` on every POST), so a request from another site says so; anything but
 * `same-origin` is refused. A request that names no origin at all is an API client or a very old
 * browser: it may only proceed when it does not ride on the session cookie (Bearer tokens cannot
 * be attached by another site).
 */
export function refusedAsCrossSite(request: FastifyRequest, usesCookie: boolean, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site']
  if (typeof site === 'string') return site !== 'same-origin'
  const origin = request.headers.origin
  if (typeof origin === 'string') {
    const own = `${request.protocol}://${request.headers.host ?? ''}`
    return origin !== own && origin !== publicOrigin
  }
  return usesCookie
}
