import { describe, expect, it } from 'vitest'
import { redactSecrets } from './secret-paths'

const TOKEN = 'q1Zt-7_xYk0Ae3mWn9Pr4sTu6vWx8yZa1Bc2De3Fg4H'

describe('redactSecrets', () => {
  it('replaces a reset token in the page path, in every language, and in the API path', () => {
    expect(redactSecrets(`/password-reset/${TOKEN}`)).toBe('/password-reset/:token')
    expect(redactSecrets(`/en/password-reset/${TOKEN}?x=1`)).toBe('/en/password-reset/:token?x=1')
    expect(redactSecrets(`/api/password/reset/${TOKEN}`)).toBe('/api/password/reset/:token')
  })

  it('replaces a share token in a path or a query, and inside a longer text such as a JSON log line', () => {
    expect(redactSecrets(`/api/shared-favourites/${TOKEN}?languageID=de`)).toBe('/api/shared-favourites/:token?languageID=de')
    expect(redactSecrets(`/infocenter/sharedFavourites?list=${TOKEN}&x=1`)).toBe('/infocenter/sharedFavourites?list=:token&x=1')
    const line = JSON.stringify({ msg: `Error at https://shop.example/password-reset/${TOKEN}\n  at x`, n: 1 })
    expect(redactSecrets(line)).not.toContain(TOKEN)
    expect(JSON.parse(redactSecrets(line)).msg).toBe('Error at https://shop.example/password-reset/:token\n  at x')
  })

  it('leaves addresses without a secret alone', () => {
    for (const path of ['/password-reset', '/products/abc-123', '/search/results?term=filter', '/api/password/reset']) {
      expect(redactSecrets(path)).toBe(path)
    }
  })
})
