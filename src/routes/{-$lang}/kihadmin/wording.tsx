import { createFileRoute } from '@tanstack/react-router'
import { WordingPage } from '../../../features/admin/components/wording-page'

export const Route = createFileRoute('/{-$lang}/kihadmin/wording')({ component: WordingPage })
