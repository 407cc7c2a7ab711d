import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '../../../features/admin/components/alerts-page'

export const Route = createFileRoute('/{-$lang}/kihadmin/alerts')({ component: AlertsPage })
