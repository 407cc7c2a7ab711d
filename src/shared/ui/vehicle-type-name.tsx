import { useLingui } from '@lingui/react/macro'

/** The catalogue's vehicle types (the `type` of a vehicle) in the user's language; an unknown one as sent. */
export function VehicleTypeName({ type }: { type: string }) {
  const { t } = useLingui()
  const names: Record<string, string> = {
    truck: t({ comment: 'vehicle type', message: 'Truck' }),
    trailer: t({ comment: 'vehicle type', message: 'Trailer' }),
    bus: t({ comment: 'vehicle type', message: 'Bus' }),
    van: t({ comment: 'vehicle type', message: 'Van' }),
  }
  return <>{names[type] ?? type}</>
}
