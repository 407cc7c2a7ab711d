import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { VinEntryPage } from '../../../features/vin/components/vin-entry-page'
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store'

export const Route = createFileRoute('/{-$lang}/vin/')({
  component: () => <VinEntryPage signedIn={isLoggedIn(useSnapshot(sessionStore))} />,
})
