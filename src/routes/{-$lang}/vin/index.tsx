import { createFileRoute } from '@tanstack/react-router'
import { VinEntryPage } from '../../../features/vin/components/vin-entry-page'

export const Route = createFileRoute('/{-$lang}/vin/')({
  component: () => <VinEntryPage />,
})
