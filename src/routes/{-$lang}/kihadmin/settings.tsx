import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../../features/admin/components/settings-page'

export const Route = createFileRoute('/{-$lang}/kihadmin/settings')({ component: SettingsPage })
