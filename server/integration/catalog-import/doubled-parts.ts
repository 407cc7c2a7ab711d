import { partNumberKey } from '../../shop/part-number'
import type { ImportRow } from './import-rows'
import type { Refusal } from './records'

/**
 * An article id seen twice in one import (compared as the shop compares article numbers: `15.100`
 * and `15-100` are one), and the rows that follow a doubled part row for the same article (a BMEcat
 * PRODUCT's names, prices and references): refused, so the second part never mixes into the first.
 */
export class DoubledParts {
  private readonly seen = new Set<string>()
  private doubled: string | null = null

  check(row: ImportRow): Refusal | null {
    if (row.kind === 'part') {
      const key = partNumberKey(row.articleId)
      this.doubled = this.seen.has(key) ? row.articleId : null
      this.seen.add(key)
      if (this.doubled)
        return { ...row.pos, field: 'article_id', code: 'duplicate-id', reason: `article_id "${row.articleId}" appears twice` }
      return null
    }
    if (this.doubled !== null && row.articleId === this.doubled) {
      return {
        ...row.pos,
        field: 'article_id',
        code: 'duplicate-id',
        reason: `belongs to the doubled article_id "${row.articleId}" above`,
      }
    }
    return null
  }
}
