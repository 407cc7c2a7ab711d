import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../../../src/shared/contracts/catalog'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const depth = (node: CategoryNode): number => 1 + Math.max(0, ...node.children.map(depth))

describe('GET /api/categories', () => {
  it('answers the product-group tree, five levels deep, in the requested language', async () => {
    const response = await ctx.app.inject({ url: '/api/categories?languageID=fr' })
    expect(response.statusCode).toBe(200)
    const { categories } = response.json() as { categories: CategoryNode[] }
    expect(categories.map((c) => c.id)).toContain('U23')
    expect(categories.find((c) => c.id === 'C20')?.name).toBe('Système de freinage')
    expect(Math.max(...categories.map(depth))).toBe(5)
  })
})

describe('GET /api/divisions/:slug', () => {
  it('answers a division with its product groups and their part counts', async () => {
    const response = await ctx.app.inject({ url: '/api/divisions/trailer?languageID=de' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ slug: 'trailer', name: 'Anhänger und Auflieger', image: '/img/divisions/trailer.svg' })
    expect(body.categories.length).toBeGreaterThan(0)
    for (const category of body.categories) expect(category.count).toBeGreaterThan(0)
    // Trailers have no engines.
    expect(body.categories.some((c: { id: string }) => c.id.startsWith('C10'))).toBe(false)
  })

  it('answers 404 for an unknown division and 400 without a language', async () => {
    expect((await ctx.app.inject({ url: '/api/divisions/rockets?languageID=de' })).json().code).toBe('DIVISION_NOT_FOUND')
    expect((await ctx.app.inject({ url: '/api/divisions/truck' })).statusCode).toBe(400)
  })
})
