import path from 'node:path'
import SQLite from 'better-sqlite3'

/**
 * Ids of a customer's newest `count` documents in the bench's throw-away database. A demo customer's
 * two-year history holds about 800; the missing ones are copies of its newest documents under unused
 * numbers (+500000), written with all their columns, so each renders like the original.
 */
export function topUpDocuments(dataDir: string, customerId: string, count: number): string[] {
  const db = new SQLite(path.join(dataDir, 'shop.sqlite'))
  try {
    const newest = (limit: number) =>
      (
        db
          .prepare('SELECT document_id FROM documents WHERE customer_id = ? ORDER BY issued_on DESC, document_id LIMIT ?')
          .all(customerId, limit) as Array<{ document_id: string }>
      ).map((row) => row.document_id)
    const have = newest(count)
    const copies = have.slice(0, count - have.length)
    db.transaction(() => {
      for (const table of ['documents', 'document_lines', 'document_orders']) {
        db.exec(`CREATE TEMP TABLE copy AS SELECT * FROM ${table} WHERE 0`)
        const insert = db.prepare(`INSERT INTO copy SELECT * FROM ${table} WHERE document_id = ?`)
        for (const id of copies) insert.run(id)
        db.exec('UPDATE copy SET document_id = substr(document_id, 1, 5) || (500000 + CAST(substr(document_id, 6) AS INTEGER))')
        db.exec(`INSERT INTO ${table} SELECT * FROM copy`)
        db.exec('DROP TABLE copy')
      }
    })()
    return newest(count)
  } finally {
    db.close()
  }
}
