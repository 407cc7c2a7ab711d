import { LANGUAGES } from '../../src/shared/contracts/languages'
import type { Db } from '../db/connect'
import { COUNTRIES, ENTITIES } from './countries'
import { DIVISIONS, type Names, TOP_CATEGORIES } from './divisions'
import { seedProductVocabulary } from './seed-product-vocabulary'

function nameRows(id: string, names: Names) {
  return LANGUAGES.map((lang) => ({ id, lang, name: names[lang] }))
}

function regionNames(code: string): Names {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code]),
  ) as Names
}

/**
 * Fills the reference tables (entities, countries, divisions, top categories, then the product
 * vocabulary imports refer to) once; a later start leaves them alone.
 */
export async function seedReferenceData(db: Db): Promise<boolean> {
  const base = await seedBaseReferenceData(db)
  return (await seedProductVocabulary(db)) || base
}

async function seedBaseReferenceData(db: Db): Promise<boolean> {
  const existing = await db
    .selectFrom('countries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(existing.n) > 0) return false

  await db.transaction().execute(async (trx) => {
    for (const entity of ENTITIES) {
      await trx
        .insertInto('entities')
        .values({
          code: entity.code,
          company_name: entity.companyName,
          street: entity.street,
          city: entity.city,
          phone: entity.phone,
          email: entity.email,
          vat_id: entity.vatId,
          iban: entity.iban,
          postal_code: entity.postalCode,
          locality: entity.locality,
          country_code: entity.countryCode,
          help_desk: entity.helpDesk,
          contact_form: entity.contactForm,
        })
        .execute()
      const links = Object.entries(entity.links).map(([type, url], sort) => ({ entity_code: entity.code, type, url, sort }))
      const social = Object.entries(entity.social).map(([type, url], sort) => ({ entity_code: entity.code, type, url, sort }))
      if (links.length) await trx.insertInto('entity_links').values(links).execute()
      if (social.length) await trx.insertInto('social_links').values(social).execute()
    }
    await trx
      .insertInto('countries')
      .values(COUNTRIES.map((c, sort) => ({ code: c.code, continent: c.continent, entity_code: c.entity, sort })))
      .execute()
    await trx
      .insertInto('country_names')
      .values(COUNTRIES.flatMap((c) => nameRows(c.code, regionNames(c.code))))
      .execute()
    await trx
      .insertInto('divisions')
      .values(DIVISIONS.map((d, sort) => ({ id: d.id, slug: d.slug, image: `/img/divisions/${d.id}.svg`, sort })))
      .execute()
    await trx
      .insertInto('division_names')
      .values(DIVISIONS.flatMap((d) => nameRows(d.id, d.names)))
      .execute()
    await trx
      .insertInto('categories')
      .values(
        TOP_CATEGORIES.map((c, sort) => ({ id: c.id, parent_id: null, level: 1, image: `/img/categories/${c.image}.svg`, sort })),
      )
      .execute()
    await trx
      .insertInto('category_names')
      .values(TOP_CATEGORIES.flatMap((c) => nameRows(c.id, c.names)))
      .execute()
  })
  return true
}
