import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createSessionTokens, SESSION_TTL_SECONDS } from './session-token'

const secret = new TextEncoder().encode('a'.repeat(48))
const tokens = createSessionTokens(secret)
const claims = { sub: 'C1', cid: 'D1', role: 'customer' as const, gen: 0 }
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('session tokens', () => {
  it('verifies its own token and returns the claims', async () => {
    const { token, exp } = await tokens.sign(claims)
    expect(await tokens.verify(token)).toMatchObject({ ...claims, exp })
  })

  it('refuses an expired token', async () => {
    const { token } = await tokens.sign(claims, 'shop', Math.floor(Date.now() / 1000) - SESSION_TTL_SECONDS - 5)
    expect(await tokens.verify(token)).toBeNull()
  })

  it('refuses a token with a changed payload or signature', async () => {
    const { token } = await tokens.sign(claims)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const forged = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), cid: 'D2' })
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull()
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull()
  })

  it('refuses alg "none" and tokens signed with another key or algorithm', async () => {
    const { token } = await tokens.sign(claims)
    const payload = token.split('.')[1]
    expect(await tokens.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBeNull()
    const foreign = await createSessionTokens(new TextEncoder().encode('b'.repeat(48))).sign(claims)
    expect(await tokens.verify(foreign.token)).toBeNull()
    const hs512 = await new SignJWT({ cid: 'D1', role: 'customer', gen: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('C1')
      .setIssuer('parts-shop')
      .setAudience('parts-shop-api')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret)
    expect(await tokens.verify(hs512)).toBeNull()
  })

  it('keeps shop sessions and admin-service tokens apart (audience)', async () => {
    const shop = await tokens.sign(claims, 'shop')
    const kih = await tokens.sign(claims, 'kih')
    expect(await tokens.verify(kih.token, 'shop')).toBeNull()
    expect(await tokens.verify(shop.token, 'kih')).toBeNull()
    expect(await tokens.verify(kih.token, 'kih')).not.toBeNull()
  })
})
