import { createFileRoute } from '@tanstack/react-router'
import { IntegrationKeysPage } from '../../../features/admin/components/integration-keys-page'

export const Route = createFileRoute('/{-$lang}/kihadmin/integration-keys')({ component: IntegrationKeysPage })
