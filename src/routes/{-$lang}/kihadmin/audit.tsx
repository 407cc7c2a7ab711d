import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../../features/admin/components/audit-table'

export const Route = createFileRoute('/{-$lang}/kihadmin/audit')({ component: AuditPage })
