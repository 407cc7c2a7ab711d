import type { FastifyInstance, FastifyRequest } from 'fastify'
import { localizePath, needsLogin, splitLanguage, toRoutePath } from '../../src/shared/contracts/routes'
import { resolveSession } from '../auth/resolve-session'
import { readSessionCookie } from '../auth/session-cookie'

/** What the server answers for a page the route patterns know: the shell (200/404) or a redirect. */
export type PageAnswer = { status: 200 | 404 } | { status: 301 | 302; location: string }

type RecordPage = { pattern: RegExp; answer: (app: FastifyInstance, key: string, pathname: string) => Promise<PageAnswer> }

const FOUND: PageAnswer = { status: 200 }
const MISSING: PageAnswer = { status: 404 }

/** Pages whose address names a record; the SPA shows its not-found page for an unknown one. */
const RECORD_PAGES: RecordPage[] = [
  {
    pattern: /^\/produktdivisionen\/([^/]+)$/,
    answer: async (app, slug) =>
      (await app.db.selectFrom('divisions').select('id').where('slug', '=', slug).executeTakeFirst()) ? FOUND : MISSING,
  },
  {
    // SPEC.md §2/§5: a slug that is a part number (`/products/15-10-000`) moved for good to the part's own address.
    pattern: /^\/products\/([^/]+)$/,
    answer: async (app, slug, pathname) => {
      const own = slug.toLowerCase()
      if (await app.db.selectFrom('parts').select('id').where('slug', '=', own).executeTakeFirst()) {
        return own === slug ? FOUND : { status: 301, location: productPath(own, pathname) }
      }
      const { lang } = splitLanguage(pathname)
      const [match] = app.hasDecorator('catalogSearch')
        ? await app.catalogSearch.findByPartNumber(slug.replaceAll('-', ''), lang)
        : []
      return match ? { status: 301, location: productPath(match.slug, pathname) } : MISSING
    },
  },
]

function productPath(slug: string, pathname: string): string {
  return localizePath(`/products/${encodeURIComponent(slug)}`, splitLanguage(pathname).lang)
}

/**
 * How the server answers a known page, so a crawler, link checker or first visit sees what a person
 * sees: a guarded page without a valid session → 302 to the login (in the page's language, with the
 * return path); an unknown record → 404; a product found by its part number → 301 to its own address.
 */
export async function spaPageAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  query: string,
): Promise<PageAnswer> {
  if (needsLogin(pathname) && !(await hasSession(app, request))) {
    const back = query ? `${pathname}?${query}` : pathname
    const login = localizePath('/login', splitLanguage(pathname).lang)
    return { status: 302, location: `${login}?returnTo=${encodeURIComponent(back)}` }
  }
  const { rest } = splitLanguage(toRoutePath(pathname))
  for (const page of RECORD_PAGES) {
    const key = page.pattern.exec(rest)?.[1]
    if (key === undefined) continue
    let decoded: string
    try {
      decoded = decodeURIComponent(key)
    } catch {
      return MISSING
    }
    return page.answer(app, decoded, pathname)
  }
  return FOUND
}

async function hasSession(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = readSessionCookie(request)
  return token ? (await resolveSession(app, token)) !== null : false
}
