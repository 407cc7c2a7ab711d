import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { DEMO, login } from './test/auth-helpers'
import { buildTestApp } from './test/build-test-app'

describe('demo logins and PUBLIC_URL', () => {
  it.each([
    [{}, true, false],
    [{ PUBLIC_URL: 'http://127.0.0.1:3000' }, true, false],
    [{ PUBLIC_URL: 'http://shop.localhost' }, true, false],
    [{ PUBLIC_URL: 'https://shop.example.com' }, false, true],
    [{ PUBLIC_URL: 'https://shop.example.com', DEMO_USERS: 'true' }, true, false],
    [{ DEMO_USERS: 'false' }, false, false],
  ])('%j → demo users %s (refused: %s)', (env, demoUsers, demoUsersRefused) => {
    expect(loadConfig(env)).toMatchObject({ demoUsers, demoUsersRefused })
  })

  describe('a shop with a public address', () => {
    let ctx: Awaited<ReturnType<typeof buildTestApp>>
    beforeAll(async () => {
      ctx = await buildTestApp({ PUBLIC_URL: 'https://shop.example.com' })
    })
    afterAll(() => ctx.close())

    it('starts without the demo logins, the published admin included', async () => {
      expect((await login(ctx.app, DEMO.werkstatt)).statusCode).toBe(401)
      const contacts = await ctx.app.db.selectFrom('contacts').select('contact_id').execute()
      expect(contacts).toHaveLength(0)
    })
  })
})
