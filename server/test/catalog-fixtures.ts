import type { FastifyInstance } from 'fastify'

/** Real rows of the seeded test catalogue, so tests search for what is there instead of hard-coding it. */
export async function catalogSamples(app: FastifyInstance) {
  const db = app.db
  const part = await db.selectFrom('parts').selectAll().orderBy('id').executeTakeFirstOrThrow()
  const xrefs = await db.selectFrom('part_xrefs').selectAll().where('part_id', '=', part.id).orderBy('sort').execute()
  const saPart = await db.selectFrom('parts').selectAll().where('sku', 'like', 'SA%').orderBy('id').executeTakeFirstOrThrow()
  // Filtered here, not in SQL: the pattern needs SQLite's GLOB or PostgreSQL's regular expressions.
  const suffixed = (await db.selectFrom('parts').selectAll().orderBy('id').execute()).find((p) => /\.\d{5}[A-Z]/.test(p.sku))
  if (!suffixed) throw new Error('the test catalogue has no article number with a letter suffix')
  // An OE number that only one part carries and that is no article number, so the answer is unambiguous.
  const uniqueReference = async (pattern: string) =>
    db
      .selectFrom('part_xrefs as x')
      .select((eb) => [eb.fn.min('x.part_id').as('part_id'), eb.fn.min('x.reference_no').as('reference_no'), 'x.reference_norm'])
      .where('x.reference_no', 'like', pattern)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('parts as p').select('p.id').whereRef('p.sku_norm', '=', 'x.reference_norm'))),
      )
      .groupBy('x.reference_norm')
      .having((eb) => eb.fn.count('x.part_id').distinct(), '=', 1)
      .orderBy('part_id')
      .executeTakeFirstOrThrow()
  const mercedesReference = await uniqueReference('A%')
  const manReference = await uniqueReference('__._____-____')
  const vehicle = await db.selectFrom('vehicles').selectAll().orderBy('id').executeTakeFirstOrThrow()
  return { part, xrefs, saPart, suffixed, mercedesReference, manReference, vehicle }
}
