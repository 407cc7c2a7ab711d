import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore } from '../../../features/account/store'
import { VinEntryPage } from '../../../features/vin/components/vin-entry-page'

export const Route = createFileRoute('/{-$lang}/vin/')({
  component: () => <VinEntryPage signedIn={isLoggedIn(useSnapshot(sessionStore))} />,
})
