import { describe, expect, it } from 'vitest'
import { components, floors, folderArrows, serverFolderOf, serverForbiddenReason } from './server-graph'

describe('the server plan', () => {
  it('groups files by top-level folder; db sub-folders and root files stand alone', () => {
    expect(serverFolderOf('server/routes/api/vin/index.ts')).toBe('routes')
    expect(serverFolderOf('server/db/repositories/cart-repository.ts')).toBe('db/repositories')
    expect(serverFolderOf('server/db/connect.ts')).toBe('db')
    expect(serverFolderOf('server/app.ts')).toBe('app.ts')
    expect(serverFolderOf('src/app/start.tsx')).toBeUndefined()
  })

  it('refuses arrows back up: routes → domain → db → shop', () => {
    expect(serverForbiddenReason('routes', 'checkout')).toBeUndefined()
    expect(serverForbiddenReason('checkout', 'db/repositories')).toBeUndefined()
    expect(serverForbiddenReason('db/repositories', 'shop')).toBeUndefined()
    expect(serverForbiddenReason('db/repositories', 'catalog')).toMatch(/never back up/)
    expect(serverForbiddenReason('shop', 'db')).toMatch(/never back up/)
    expect(serverForbiddenReason('db/repositories', 'db/migrations')).toMatch(/repositories import only/)
    expect(serverForbiddenReason('db/migrations', 'db')).toMatch(/frozen/)
  })

  it('finds cycles and layers the rest', () => {
    const arrows = folderArrows([
      { from: 'server/routes/a.ts', to: 'server/search/b.ts' },
      { from: 'server/search/b.ts', to: 'server/catalog/c.ts' },
      { from: 'server/catalog/c.ts', to: 'server/search/d.ts' },
      { from: 'server/catalog/c.ts', to: 'server/shop/e.ts' },
    ])
    const nodes = ['routes', 'search', 'catalog', 'shop']
    expect(components(nodes, arrows).filter((part) => part.length > 1)).toEqual([['catalog', 'search']])
    expect(Object.fromEntries(floors(nodes, arrows))).toEqual({ routes: 2, search: 1, catalog: 1, shop: 0 })
  })
})
