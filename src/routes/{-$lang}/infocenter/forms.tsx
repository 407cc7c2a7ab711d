import { createFileRoute } from '@tanstack/react-router'
import { pdfUrl } from '../../../features/infocenter/lib/document-urls'
import { FormsPage } from '../../../features/services/components/forms-page'
import { readFormsSearch } from '../../../features/services/lib/forms-search'
import { addAlert } from '../../../shared/alerts/alert-store'
import { useLanguage } from '../../../shared/lib/language'
import { trackCreditedCases } from '../../../shared/lib/tracking/refund'
import { useInfocenterSession } from './-components/infocenter-session'

export const Route = createFileRoute('/{-$lang}/infocenter/forms')({
  validateSearch: readFormsSearch,
  component: Forms,
})

function Forms() {
  const { customerId } = useInfocenterSession()
  const lang = useLanguage()
  const navigate = Route.useNavigate()
  return (
    <FormsPage
      customerId={customerId}
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
      onDone={(message) => addAlert('success', message)}
      creditNotePdf={(creditNoteId) => pdfUrl(creditNoteId, lang)}
      // A credited case is a GA4 refund, pushed once per credit note on this device.
      onCases={trackCreditedCases}
    />
  )
}
