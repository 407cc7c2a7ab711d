import { readListSearch } from '../../../../features/infocenter/lib/list-search'
import { DOCUMENT_SORTS } from '../../../../shared/contracts/documents-constants'

// The search options of the four document lists; apart from the page (document-list-route.tsx), so the
// router's first-page chunk does not pull the table and the download bar in with them (issue 17).

/** validateSearch of the four document lists (bad values are dropped, defaults left out of the URL). */
export const readDocumentSearch = (raw: Record<string, unknown>) =>
  readListSearch(raw, { sorts: DOCUMENT_SORTS, defaultSort: '-date' })
