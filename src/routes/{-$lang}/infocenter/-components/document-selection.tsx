import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { SelectionBar } from '../../../../features/downloads/components/selection-bar'
import { downloadErrorMessage } from '../../../../features/downloads/lib/download-error-message'
import { changeSelection, selectionStore } from '../../../../features/downloads/selection-store'
import { fetchDocumentIds } from '../../../../features/infocenter/api/get-document-ids'
import type { DocumentsRequest } from '../../../../features/infocenter/api/get-documents'
import { addAlert } from '../../../../shared/alerts/alert-store'
import type { DocumentSummary } from '../../../../shared/contracts/documents'
import type { DocumentType } from '../../../../shared/contracts/documents-constants'
import type { TableSelection } from '../../../../shared/ui/data-table'

/** Issue 10 composed into a document list: the table's checkboxes and the bar that asks for one ZIP. */
export function useDocumentSelection(type: DocumentType) {
  const { t } = useLingui()
  const picked = useSnapshot(selectionStore).byList[type] ?? []
  const selection: TableSelection<DocumentSummary> = {
    selected: new Set(picked),
    onChange: (ids, checked) => changeSelection(type, ids, checked),
    rowLabel: (row) => t`Select ${row.number}`,
    pageLabel: t`Select all documents on this page`,
  }
  const selectionBar = ({ matching, filters }: { matching: number; filters: Omit<DocumentsRequest, 'page' | 'pageSize'> }) => (
    <SelectionBar
      list={type}
      matching={matching}
      hasEInvoice={type === 'invoice' || type === 'creditnote'}
      fetchMatchingIds={() => fetchDocumentIds(filters)}
      onStarted={(message) => addAlert('success', message)}
      onError={(error) => addAlert('error', downloadErrorMessage(error))}
    />
  )
  return { selection, selectionBar }
}
