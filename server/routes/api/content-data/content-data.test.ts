import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

describe('GET /api/content-data', () => {
  it('lists divisions and top categories in the requested language', async () => {
    const de = await ctx.app.inject({ url: '/api/content-data?languageID=de' })
    const fr = await ctx.app.inject({ url: '/api/content-data?languageID=fr' })
    expect(de.statusCode).toBe(200)
    const deBody = de.json()
    const frBody = fr.json()
    expect(deBody.productDivisons[0]).toEqual({ name: 'Lkw', slug: 'truck', image: '/img/divisions/truck.svg' })
    expect(frBody.productDivisons[0].name).toBe('Poids lourds')
    expect(deBody.categories.map((c: { id: string }) => c.id)).toContain('U23')
    expect(frBody.categories.find((c: { id: string }) => c.id === 'U23').name).toBe('Pièces universelles')
  })

  it('answers 400 with a clear message for a missing or unknown language', async () => {
    for (const url of ['/api/content-data', '/api/content-data?languageID=xx']) {
      const response = await ctx.app.inject({ url })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
      expect(response.json().message).toContain('languageID')
    }
  })
})
