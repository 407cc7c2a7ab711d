import type { Db } from '../connect'

/** The partner portal's wording overrides (migration 010-partner-wording), one language at a time. */
export function createWordingOverrideRepository(db: Db) {
  return {
    async forLanguage(language: string): Promise<Array<{ id: string; text: string }>> {
      const rows = await db
        .selectFrom('wording_overrides')
        .select(['message_id', 'text'])
        .where('language', '=', language)
        .orderBy('message_id')
        .execute()
      return rows.map((row) => ({ id: row.message_id, text: row.text }))
    },

    async find(language: string, messageId: string): Promise<string | null> {
      const row = await db
        .selectFrom('wording_overrides')
        .select('text')
        .where('language', '=', language)
        .where('message_id', '=', messageId)
        .executeTakeFirst()
      return row?.text ?? null
    },

    /** Sets the override, or removes it when `text` is empty (the main catalog's wording returns). */
    async put(change: { language: string; messageId: string; text: string; by: string }, now = new Date()) {
      if (change.text === '') {
        await db
          .deleteFrom('wording_overrides')
          .where('language', '=', change.language)
          .where('message_id', '=', change.messageId)
          .execute()
        return
      }
      const values = { text: change.text, updated_at: now.toISOString(), updated_by: change.by }
      await db
        .insertInto('wording_overrides')
        .values({ language: change.language, message_id: change.messageId, ...values })
        .onConflict((oc) => oc.columns(['language', 'message_id']).doUpdateSet(values))
        .execute()
    },
  }
}
