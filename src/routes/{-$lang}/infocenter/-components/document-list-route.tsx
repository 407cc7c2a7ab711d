import { DocumentsPage } from '../../../../features/infocenter/components/documents-page'
import { FeatureUnavailable } from '../../../../features/infocenter/components/feature-unavailable'
import { useDocumentListWords } from '../../../../features/infocenter/components/use-labels'
import type { ListSearch } from '../../../../features/infocenter/lib/list-search'
import { readListSearch } from '../../../../features/infocenter/lib/list-search'
import { DOCUMENT_SORTS, type DocumentType } from '../../../../shared/contracts/documents-constants'
import { useDocumentSelection } from './document-selection'
import { useInfocenterSession } from './infocenter-session'

/** SPEC.md §6: invoices and credit notes need `invoice`; delivery notes and packing lists `shipment`. */
export const FEATURE_OF: Record<DocumentType, 'invoice' | 'shipment'> = {
  invoice: 'invoice',
  creditnote: 'invoice',
  deliverynote: 'shipment',
  packinglist: 'shipment',
}

/** validateSearch of the four document lists (bad values are dropped, defaults left out of the URL). */
export const readDocumentSearch = (raw: Record<string, unknown>) =>
  readListSearch(raw, { sorts: DOCUMENT_SORTS, defaultSort: '-date' })

type Props = { type: DocumentType; search: ListSearch; onSearch: (search: ReturnType<typeof readDocumentSearch>) => void }

/** The page of one document list, or the "not for your account" page. */
export function DocumentListRoute({ type, search, onSearch }: Props) {
  const session = useInfocenterSession()
  const { title } = useDocumentListWords(type)
  const { selection, selectionBar } = useDocumentSelection(type)
  if (!session[FEATURE_OF[type]]) return <FeatureUnavailable title={title} />
  return (
    <DocumentsPage
      type={type}
      customerId={session.customerId}
      search={search}
      onSearch={(next) => onSearch(readDocumentSearch(next))}
      selection={selection}
      selectionBar={selectionBar}
    />
  )
}
