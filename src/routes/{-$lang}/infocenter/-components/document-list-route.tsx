import { DocumentsPage } from '../../../../features/infocenter/components/documents-page'
import { FeatureUnavailable } from '../../../../features/infocenter/components/feature-unavailable'
import { useDocumentListWords } from '../../../../features/infocenter/components/use-labels'
import type { ListSearch } from '../../../../features/infocenter/lib/list-search'
import { DOCUMENT_FEATURE, type DocumentType } from '../../../../shared/contracts/documents-constants'
import { readDocumentSearch } from './document-search'
import { useDocumentSelection } from './document-selection'
import { useInfocenterSession } from './infocenter-session'

type Props = { type: DocumentType; search: ListSearch; onSearch: (search: ReturnType<typeof readDocumentSearch>) => void }

/** The page of one document list, or the "not for your account" page. */
export function DocumentListRoute({ type, search, onSearch }: Props) {
  const session = useInfocenterSession()
  const { title } = useDocumentListWords(type)
  const { selection, selectionBar } = useDocumentSelection(type)
  if (!session[DOCUMENT_FEATURE[type]]) return <FeatureUnavailable title={title} />
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
