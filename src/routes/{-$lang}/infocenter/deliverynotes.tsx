import { createFileRoute } from '@tanstack/react-router'
import { documentsQuery } from '../../../features/infocenter/api/get-documents'
import { listRequest } from '../../../features/infocenter/lib/list-search'
import { DOCUMENT_FEATURE } from '../../../shared/contracts/documents-constants'
import { DocumentListRoute } from './-components/document-list-route'
import { readDocumentSearch } from './-components/document-search'
import { preloadFor } from './-components/infocenter-session'

export const Route = createFileRoute('/{-$lang}/infocenter/deliverynotes')({
  validateSearch: readDocumentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    preloadFor(DOCUMENT_FEATURE.deliverynote, (customerId) =>
      context.queryClient.ensureQueryData(documentsQuery(customerId, { type: 'deliverynote', ...listRequest(deps, '-date') })),
    ),
  component: DeliveryNotes,
})

function DeliveryNotes() {
  const navigate = Route.useNavigate()
  return <DocumentListRoute type="deliverynote" search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
}
