import { createFileRoute } from '@tanstack/react-router'
import { AppointmentEditor } from '../../../../features/services/components/appointment-editor'
import { addAlert } from '../../../../shared/alerts/alert-store'
import { APPOINTMENT_KINDS, type AppointmentKind } from '../../../../shared/contracts/services-constants'
import { useLangParam } from '../../../../shared/lib/language'
import { useInfocenterSession } from '../-components/infocenter-session'

type EditSearch = { id?: number | undefined; kind?: AppointmentKind | undefined }

/** ?id=N changes appointment N; ?kind=delivery|pickup books a new one. */
export const Route = createFileRoute('/{-$lang}/infocenter/appointment/edit')({
  validateSearch: (raw: Record<string, unknown>): EditSearch => {
    const id = Number(raw.id)
    const kind = APPOINTMENT_KINDS.find((k) => k === raw.kind)
    return { ...(Number.isInteger(id) && id > 0 ? { id } : {}), ...(kind ? { kind } : {}) }
  },
  component: EditAppointment,
})

function EditAppointment() {
  const { id, kind } = Route.useSearch()
  const { customerId } = useInfocenterSession()
  const navigate = Route.useNavigate()
  const params = useLangParam()
  return (
    <AppointmentEditor
      customerId={customerId}
      id={id}
      kind={kind}
      onSaved={(message) => {
        addAlert('success', message)
        void navigate({ to: '/{-$lang}/infocenter/appointment', params })
      }}
    />
  )
}
