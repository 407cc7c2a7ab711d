import { useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AppointmentsPage } from '../../../../features/services/components/appointments-page'
import { addAlert } from '../../../../shared/alerts/alert-store'
import { useLangParam } from '../../../../shared/lib/language'
import { useInfocenterSession } from '../-components/infocenter-session'

export const Route = createFileRoute('/{-$lang}/infocenter/appointment/')({ component: Appointments })

function Appointments() {
  const { t } = useLingui()
  const { customerId } = useInfocenterSession()
  const params = useLangParam()
  const to = '/{-$lang}/infocenter/appointment/edit'
  return (
    <AppointmentsPage
      customerId={customerId}
      onDone={(message) => addAlert('success', message)}
      bookLinks={
        <>
          <Link className="button button--primary" to={to} params={params} search={{ kind: 'delivery' }}>
            {t`Book a delivery`}
          </Link>
          <Link className="button button--primary" to={to} params={params} search={{ kind: 'pickup' }}>
            {t`Book a pickup`}
          </Link>
        </>
      }
      changeLink={(appointment) => (
        <Link className="button" to={to} params={params} search={{ id: appointment.id }}>
          {t`Change`}
        </Link>
      )}
    />
  )
}
