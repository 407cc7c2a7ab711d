import { createFileRoute } from '@tanstack/react-router'
import { ChangesPage } from '../../features/sync/components/changes-page'

export const Route = createFileRoute('/{-$lang}/changes')({
  component: ChangesPage,
})
