import { useLingui } from '@lingui/react/macro'
import type { DocumentRef } from '../../../shared/contracts/documents'
import { useLanguage } from '../../../shared/lib/language'
import { formatDate } from '../lib/format-date'
import { DocumentActions } from './document-actions'
import { useLabels } from './use-labels'

type Props = { documents: readonly DocumentRef[]; onUnavailable: (number: string) => void }

/** The order's delivery notes, packing lists, invoices and credit notes, each one click from its PDF. */
export function OrderDocuments({ documents, onUnavailable }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useLabels()
  if (documents.length === 0) return <p>{t`No documents for this order yet.`}</p>
  return (
    <ul className="order-documents">
      {documents.map((doc) => (
        <li key={doc.documentId} className="order-documents__item">
          <span>
            <strong>{labels.documentType[doc.type]}</strong> {doc.number}
            <span className="order-documents__date"> · {formatDate(doc.date, lang)}</span>
          </span>
          <DocumentActions documentId={doc.documentId} number={doc.number} type={doc.type} onUnavailable={onUnavailable} />
        </li>
      ))}
    </ul>
  )
}
