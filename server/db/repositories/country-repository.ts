import type { Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../connect'

export function createCountryRepository(db: Db) {
  return {
    async all(lang: Language) {
      return db
        .selectFrom('countries as c')
        .innerJoin('country_names as n', (join) => join.onRef('n.id', '=', 'c.code').on('n.lang', '=', lang))
        .select(['c.code as code', 'c.continent as continent', 'n.name as name'])
        .execute()
    },

    async withEntity(code: string, lang: Language) {
      const country = await db
        .selectFrom('countries as c')
        .innerJoin('country_names as n', (join) => join.onRef('n.id', '=', 'c.code').on('n.lang', '=', lang))
        .innerJoin('entities as e', 'e.code', 'c.entity_code')
        .select([
          'c.code as code',
          'n.name as name',
          'e.code as entityCode',
          'e.company_name as companyName',
          'e.street as street',
          'e.city as city',
          'e.phone as phone',
          'e.email as email',
          'e.vat_id as vatId',
          'e.help_desk as helpDesk',
          'e.contact_form as contactForm',
        ])
        .where('c.code', '=', code)
        .executeTakeFirst()
      if (!country) return undefined
      const [links, social] = await Promise.all([
        db
          .selectFrom('entity_links')
          .select(['type', 'url'])
          .where('entity_code', '=', country.entityCode)
          .orderBy('sort')
          .execute(),
        db
          .selectFrom('social_links')
          .select(['type', 'url'])
          .where('entity_code', '=', country.entityCode)
          .orderBy('sort')
          .execute(),
      ])
      return { ...country, links, social }
    },
  }
}
