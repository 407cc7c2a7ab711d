import { type Kysely, type Migration, sql } from 'kysely'

function nameTable(db: Kysely<unknown>, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['id', 'lang'])
    .execute()
}

export const referenceData: Migration = {
  async up(db) {
    await db.schema
      .createTable('entities')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('street', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('vat_id', 'text', (c) => c.notNull())
      .addColumn('help_desk', 'text')
      .addColumn('contact_form', 'text')
      .execute()
    await db.schema
      .createTable('countries')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('continent', 'text', (c) => c.notNull())
      .addColumn('entity_code', 'text', (c) => c.notNull().references('entities.code'))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute()
    await nameTable(db, 'country_names')
    for (const table of ['entity_links', 'social_links']) {
      await db.schema
        .createTable(table)
        .addColumn('entity_code', 'text', (c) => c.notNull().references('entities.code'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['entity_code', 'type'])
        .execute()
    }
    await db.schema
      .createTable('divisions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute()
    await nameTable(db, 'division_names')
    await db.schema
      .createTable('categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('parent_id', 'text', (c) => c.references('categories.id'))
      .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 5`))
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute()
    await nameTable(db, 'category_names')
    await db.schema
      .createTable('error_logs')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('log_level', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('user_agent', 'text')
      .execute()
  },
  async down(db) {
    for (const table of [
      'error_logs',
      'category_names',
      'categories',
      'division_names',
      'divisions',
      'social_links',
      'entity_links',
      'country_names',
      'countries',
      'entities',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
