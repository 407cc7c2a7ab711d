import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { DoubledParts } from './doubled-parts'
import type { ImportRow } from './import-rows'
import type { Refusal } from './records'

/** Which article a row changes: customer prices and all the others name it the same way. */
const articleOf = (row: ImportRow) => row.articleId

/**
 * A delta's checked rows, kept on disk until they are read back grouped by article: every row of one
 * article lands in the same batch (a part and its names from two files included), and a delta of any
 * size needs no more memory than one batch.
 */
export class DeltaStage {
  private readonly sqlite: SQLite.Database
  private readonly insert: SQLite.Statement
  private seq = 0
  rows = 0

  /** `dir`: the run's staging folder (./staging-database.ts), which the next claim removes should this run be killed. */
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true })
    this.sqlite = new SQLite(path.join(dir, 'delta.sqlite'))
    this.sqlite.pragma('journal_mode = OFF')
    this.sqlite.pragma('synchronous = OFF')
    this.sqlite.exec(
      'CREATE TABLE rows (article_id TEXT NOT NULL, seq INTEGER NOT NULL, row TEXT NOT NULL, PRIMARY KEY (article_id, seq)) WITHOUT ROWID',
    )
    this.insert = this.sqlite.prepare('INSERT INTO rows (article_id, seq, row) VALUES (?, ?, ?)')
    this.sqlite.exec('BEGIN')
  }

  private readonly doubled = new DoubledParts()

  /** Stages a checked row; a refusal when it doubles a part row of this delta (or follows one that did). */
  add(row: ImportRow): Refusal | null {
    const refusal = this.doubled.check(row)
    if (refusal) return refusal
    this.insert.run(articleOf(row), this.seq++, JSON.stringify(row))
    this.rows += 1
    if (this.rows % 50_000 === 0) this.sqlite.exec('COMMIT; BEGIN')
    return null
  }

  /** Batches of whole articles, in article order; within an article the rows keep their file order. */
  *batches(articlesPerBatch: number): Generator<Map<string, ImportRow[]>> {
    if (this.sqlite.inTransaction) this.sqlite.exec('COMMIT')
    let batch = new Map<string, ImportRow[]>()
    for (const { article_id, row } of this.sqlite
      .prepare('SELECT article_id, row FROM rows ORDER BY article_id, seq')
      .iterate() as Iterable<{
      article_id: string
      row: string
    }>) {
      if (!batch.has(article_id) && batch.size === articlesPerBatch) {
        yield batch
        batch = new Map()
      }
      const rows = batch.get(article_id) ?? []
      rows.push(JSON.parse(row) as ImportRow)
      batch.set(article_id, rows)
    }
    if (batch.size) yield batch
  }

  remove() {
    this.sqlite.close()
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}
