import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { cookieName, readSessionCookie } from './session-cookie'

const request = (protocol: 'http' | 'https', cookies: Record<string, string> = {}) =>
  ({ protocol, cookies }) as unknown as FastifyRequest

describe('session cookie name', () => {
  it('is __Host- prefixed over https and plain over http', () => {
    expect(cookieName(request('https'))).toBe('__Host-session')
    expect(cookieName(request('http'))).toBe('session')
    expect(cookieName(request('https'), 'kih')).toBe('__Host-kih_session')
  })

  it('over https, an unprefixed cookie (which a subdomain could plant) is not read', () => {
    expect(readSessionCookie(request('https', { session: 'planted' }))).toBeUndefined()
    expect(readSessionCookie(request('https', { '__Host-session': 'real' }))).toBe('real')
  })
})
