import { MAX_DOCUMENTS_PER_DOWNLOAD } from '../../../shared/contracts/downloads-constants'
import { type DocumentsRequest, fetchDocuments } from './get-documents'

const PAGE = 100

/**
 * The ids of every document matching a list's filter, at most 1,000 (one download's limit): the
 * list call page by page, so "select all matching" picks exactly what the buyer sees listed.
 */
export async function fetchDocumentIds(request: Omit<DocumentsRequest, 'page' | 'pageSize'>): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; ids.length < MAX_DOCUMENTS_PER_DOWNLOAD; page++) {
    const answer = await fetchDocuments({ ...request, page, pageSize: PAGE })
    ids.push(...answer.items.map((item) => item.documentId))
    if (page * PAGE >= answer.pagination.total || answer.items.length === 0) break
  }
  return ids.slice(0, MAX_DOCUMENTS_PER_DOWNLOAD)
}
