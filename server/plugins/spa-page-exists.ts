import type { FastifyInstance } from 'fastify'
import { splitLanguage, toRoutePath } from '../../src/shared/contracts/routes'

/** Pages whose address names a record; the SPA shows its not-found page for an unknown one. */
const RECORD_PAGES: Array<{ pattern: RegExp; exists: (app: FastifyInstance, key: string) => Promise<boolean> }> = [
  {
    pattern: /^\/produktdivisionen\/([^/]+)$/,
    exists: async (app, slug) =>
      Boolean(await app.db.selectFrom('divisions').select('id').where('slug', '=', slug).executeTakeFirst()),
  },
]

/**
 * Whether a page the route patterns know also has its record, so an unknown division answers 404
 * like the page the SPA shows (a crawler or link checker sees the same as a person).
 */
export async function spaPageExists(app: FastifyInstance, pathname: string): Promise<boolean> {
  const { rest } = splitLanguage(toRoutePath(pathname))
  for (const page of RECORD_PAGES) {
    const key = page.pattern.exec(rest)?.[1]
    if (key === undefined) continue
    let decoded: string
    try {
      decoded = decodeURIComponent(key)
    } catch {
      return false
    }
    return page.exists(app, decoded)
  }
  return true
}
