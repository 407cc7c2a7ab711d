import type { FastifyInstance, InjectOptions } from 'fastify'
import { DEMO, login, SAME_ORIGIN, sessionCookieOf } from '../../../test/auth-helpers'

/** Logs the demo admin in and gets the admin-service token: the cookies an admin's browser holds. */
export async function adminCookies(app: FastifyInstance): Promise<string> {
  const shop = sessionCookieOf(await login(app, DEMO.admin))
  const kih = await app.inject({ method: 'POST', url: '/api/loginKih', payload: {}, headers: { ...SAME_ORIGIN, cookie: shop } })
  const cookie = kih.cookies.find((c) => c.name === 'kih_session')
  if (!cookie) throw new Error(`no admin-service cookie: ${kih.statusCode} ${kih.body}`)
  return `${shop}; kih_session=${cookie.value}`
}

export function asAdmin(app: FastifyInstance, cookies: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...SAME_ORIGIN, cookie: cookies, ...options.headers } })
}
