import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** What a browser sends with a same-origin fetch; the CSRF check lets these through. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' } as const

export const DEMO = {
  werkstatt: { username: 'werkstatt@example.com', password: 'Werkstatt-2026' },
  einkauf: { username: 'einkauf@example.com', password: 'Einkauf-2026' },
  flotte: { username: 'flotte@example.com', password: 'Flotte-2026' },
  admin: { username: 'admin@example.com', password: 'Admin-2026' },
} as const

export function login(app: FastifyInstance, credentials: { username: string; password: string }, headers = {}) {
  return app.inject({ method: 'POST', url: '/api/login', payload: credentials, headers: { ...SAME_ORIGIN, ...headers } })
}

/** The `name=value` pair of the session cookie a response set, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'session')
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`)
  return `session=${cookie.value}`
}

export async function loginCookie(app: FastifyInstance, credentials: { username: string; password: string }) {
  return sessionCookieOf(await login(app, credentials))
}
