import type { AuditAction } from '../../src/shared/contracts/admin-constants'
import type { AuthContext } from '../auth/auth-context'
import type { Db } from '../db/connect'

export type AdminCaller = AuthContext & { email: string }

export type AuditEntry = { action: AuditAction; target: string; before: unknown; after: unknown }

/** Writes one audit entry; call it with the transaction of the change it records. */
export async function writeAudit(db: Db, admin: AdminCaller, entry: AuditEntry, now = Math.floor(Date.now() / 1000)) {
  await db
    .insertInto('audit_log')
    .values({
      created_at: now,
      admin_contact_id: admin.contactId,
      admin_email: admin.email,
      action: entry.action,
      target: entry.target,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute()
}

/**
 * An admin change and its audit entry commit together or not at all: `change` reads the state
 * before, writes, and returns before/after; a throw (not found, refused) rolls both back.
 */
export async function auditedChange<T>(
  db: Db,
  admin: AdminCaller,
  change: (trx: Db) => Promise<AuditEntry & { result: T }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { result, ...entry } = await change(trx)
    await writeAudit(trx, admin, entry)
    return result
  })
}

export async function listAudit(db: Db, options: { target: string; page: number; pageSize: number }) {
  let query = db.selectFrom('audit_log')
  if (options.target) query = query.where('target', '=', options.target)
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at * 1000).toISOString(),
      adminEmail: row.admin_email,
      action: row.action,
      target: row.target,
      before: row.before === null ? null : JSON.parse(row.before),
      after: row.after === null ? null : JSON.parse(row.after),
    })),
  }
}
