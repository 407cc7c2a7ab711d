import type { Db } from '../db/connect'
import type { DocumentSource } from './document-source'

/** The real documents: the information centre's repository and renderers (issue 9). Wired once they are in. */
export function createDocumentSource(_db: Db): DocumentSource {
  return {
    async detail() {
      return null
    },
    async pdf() {
      throw new Error('the PDF renderer is not wired yet')
    },
    xml: () => null,
  }
}
