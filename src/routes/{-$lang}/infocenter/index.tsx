import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { InfocenterHome } from '../../../features/account/components/infocenter-home'
import { MailSettingsSection } from '../../../features/account/components/mail-settings-section'
import { InfocenterDashboard } from '../../../features/infocenter/components/infocenter-dashboard'
import { addAlert } from '../../../shared/alerts/alert-store'
import { sessionStore } from '../../../shared/session/session-store'
import { useInfocenterSession } from './-components/infocenter-session'

export const Route = createFileRoute('/{-$lang}/infocenter/')({
  component: Infocenter,
})

/** The session facts (account), what the information centre has for this customer, then the contact's own mail choice. */
function Infocenter() {
  const session = useInfocenterSession()
  const { contactId } = useSnapshot(sessionStore)
  return (
    <InfocenterHome>
      <InfocenterDashboard customerId={session.customerId} features={session} />
      <MailSettingsSection contactId={contactId} onSaved={(message) => addAlert('success', message)} />
    </InfocenterHome>
  )
}
