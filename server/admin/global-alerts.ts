import type { Selectable } from 'kysely'
import type { AdminGlobalAlert, GlobalAlertBody, GlobalAlertsResponse } from '../../src/shared/contracts/admin'
import type { GlobalAlertType } from '../../src/shared/contracts/admin-constants'
import { DEFAULT_LANGUAGE, type Language } from '../../src/shared/contracts/languages'
import type { Db } from '../db/connect'
import type { AdminTables } from '../db/schema-admin'

type Row = Pick<Selectable<AdminTables['global_alerts']>, 'id' | 'type' | 'texts' | 'starts_at' | 'ends_at'>
type Texts = Partial<Record<Language, string>>

const toSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)
const toIso = (seconds: number) => new Date(seconds * 1000).toISOString()

function toAdmin(row: Row): AdminGlobalAlert {
  return {
    id: row.id,
    type: row.type as GlobalAlertType,
    texts: JSON.parse(row.texts) as Texts,
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
  }
}

/** The text in the asked language, else the shop's default language, else any text the alert has. */
export function alertText(texts: Texts, lang: Language, fallback: Language = DEFAULT_LANGUAGE): string {
  return texts[lang] || texts[fallback] || Object.values(texts).find(Boolean) || ''
}

export async function listAlerts(db: Db): Promise<AdminGlobalAlert[]> {
  const rows = await db.selectFrom('global_alerts').selectAll().orderBy('starts_at', 'desc').limit(200).execute()
  return rows.map(toAdmin)
}

export async function alertById(db: Db, id: string): Promise<AdminGlobalAlert | undefined> {
  const row = await db.selectFrom('global_alerts').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toAdmin(row) : undefined
}

export async function deleteAlert(db: Db, id: string) {
  await db.deleteFrom('global_alerts').where('id', '=', id).execute()
}

export async function saveAlert(db: Db, id: string, body: GlobalAlertBody, now = Math.floor(Date.now() / 1000)) {
  const texts = JSON.stringify(Object.fromEntries(Object.entries(body.texts).filter(([, text]) => text)))
  const values = { type: body.type, texts, starts_at: toSeconds(body.startsAt), ends_at: toSeconds(body.endsAt), updated_at: now }
  await db
    .insertInto('global_alerts')
    .values({ id, created_at: now, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}

/** What every visitor sees now: alerts whose window contains `now`, in the asked language. */
export async function activeAlerts(db: Db, lang: Language, fallback: Language, now = Math.floor(Date.now() / 1000)) {
  const rows = await db
    .selectFrom('global_alerts')
    .selectAll()
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .execute()
  const alerts: GlobalAlertsResponse['alerts'] = rows.map((row) => ({
    id: row.id,
    type: row.type as GlobalAlertType,
    message: alertText(JSON.parse(row.texts) as Texts, lang, fallback),
    endTime: row.ends_at * 1000,
  }))
  return alerts
}
