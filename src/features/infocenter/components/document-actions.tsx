import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { DocumentType } from '../../../shared/contracts/documents-constants'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { hasEInvoice, pdfUrl, xmlUrl } from '../lib/document-urls'
import { downloadDocument, openDocument } from '../lib/open-document'

type Props = {
  documentId: string
  number: string
  type: DocumentType
  /** Offline and not kept on this device. */
  onUnavailable: (number: string) => void
}

/** What was delivered or invoiced can go back: the returns flow opens with this document's lines. */
const mayReturnFrom = (type: DocumentType) => type === 'deliverynote' || type === 'invoice'

/** Open the PDF in a new tab, save it, for invoices and credit notes the e-invoice XML, and start a return. */
export function DocumentActions({ documentId, number, type, onUnavailable }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  const url = pdfUrl(documentId, lang)
  const unavailable = () => onUnavailable(number)
  return (
    <div className="document-actions">
      <a
        className="button button--small"
        href={url}
        target="_blank"
        rel="noopener"
        onClick={(event) => {
          event.preventDefault()
          void openDocument(url, unavailable)
        }}
      >
        <Trans>Open PDF</Trans>
        <span className="visually-hidden">
          {' '}
          {number} {t`(opens in a new tab)`}
        </span>
      </a>
      <a
        className="button button--small"
        href={url}
        download={`${number}.pdf`}
        onClick={(event) => {
          event.preventDefault()
          void downloadDocument(url, `${number}.pdf`, unavailable)
        }}
      >
        <Trans>Download</Trans>
        <span className="visually-hidden"> {number} PDF</span>
      </a>
      {hasEInvoice(type) && (
        <a className="button button--small" href={xmlUrl(documentId)} download={`${number}.xml`}>
          XML
          <span className="visually-hidden">
            {' '}
            {number} {t`(e-invoice)`}
          </span>
        </a>
      )}
      {mayReturnFrom(type) && (
        <Link className="button button--small" to="/{-$lang}/infocenter/forms" params={params} search={{ documentId }}>
          <Trans>Return parts</Trans>
          <span className="visually-hidden"> {number}</span>
        </Link>
      )}
    </div>
  )
}
