import { createFileRoute } from '@tanstack/react-router'
import { ServiceCasePage } from '../../../../features/admin/components/service-case-page'

export const Route = createFileRoute('/{-$lang}/kihadmin/service-cases/$caseId')({ component: ServiceCase })

function ServiceCase() {
  const caseId = Number(Route.useParams().caseId)
  return <ServiceCasePage caseId={Number.isInteger(caseId) && caseId > 0 ? caseId : 0} />
}
