import { describe, expect, it } from 'vitest'
import { forbiddenReason, importSpecifiers } from './import-rules'

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
