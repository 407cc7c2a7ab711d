import { describe, expect, it } from 'vitest'
import { forbiddenReason, importSpecifiers, valueImportSpecifiers, zodLeakReason } from './import-rules'

describe('import rules', () => {
  it('lets each layer import downwards only', () => {
    expect(forbiddenReason('src/app/start.tsx', 'src/routes/__root.tsx')).toBeUndefined()
    expect(forbiddenReason('src/routes/__root.tsx', 'src/features/locale/store.ts')).toBeUndefined()
    expect(forbiddenReason('src/features/locale/store.ts', 'src/shared/lib/language.ts')).toBeUndefined()
    expect(forbiddenReason('src/shared/lib/language.ts', 'src/features/locale/store.ts')).toMatch(
      /shared must not import feature/,
    )
    expect(forbiddenReason('src/routes/x.tsx', 'src/app/router.tsx')).toMatch(/routes must not import app/)
  })

  it('keeps features apart', () => {
    expect(forbiddenReason('src/features/cart/a.ts', 'src/features/cart/b.ts')).toBeUndefined()
    expect(forbiddenReason('src/features/cart/a.ts', 'src/features/search/b.ts')).toMatch(
      /feature "cart" must not import feature "search"/,
    )
  })

  it('lets sw and server see the contracts and nothing else of src; src never sees server', () => {
    expect(forbiddenReason('sw/sw.ts', 'src/shared/contracts/routes.ts')).toBeUndefined()
    expect(forbiddenReason('server/app.ts', 'src/shared/contracts/content.ts')).toBeUndefined()
    expect(forbiddenReason('server/app.ts', 'src/shared/lib/i18n.ts')).toMatch(/server must not import shared/)
    expect(forbiddenReason('src/app/start.tsx', 'server/app.ts')).toMatch(/app must not import server/)
    expect(forbiddenReason('sw/sw.ts', 'src/features/cart/store.ts')).toMatch(/sw must not import feature/)
  })

  it('finds static, re-export, side-effect and dynamic imports', () => {
    const source = `import a from './a'\nexport { b } from "./b"\nimport './c.css'\nconst d = () => import('./d')\nimport type { E } from './e'`
    expect(importSpecifiers(source)).toEqual(['./a', './b', './c.css', './d', './e'])
  })
})

describe('zod stays out of the browser bundle', () => {
  it('tells value imports from type imports', () => {
    const source = `import type { A } from './a'\nimport { b } from './b'\nexport { c } from './c'\nexport type { D } from './d'`
    expect(valueImportSpecifiers(source)).toEqual(['./b', './c'])
  })

  it('refuses SPA value imports of zod contracts, allows the server and the service worker', () => {
    expect(zodLeakReason('src/features/search/api/x.ts', true)).toMatch(/zod/)
    expect(zodLeakReason('src/features/search/api/x.ts', false)).toBeUndefined()
    expect(zodLeakReason('server/routes/api/x.ts', true)).toBeUndefined()
    expect(zodLeakReason('src/shared/contracts/catalog.ts', true)).toBeUndefined()
  })
})
