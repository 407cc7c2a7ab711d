import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Appointment, AppointmentsResponse, Slot } from '../../../shared/contracts/services'
import type { AppointmentKind } from '../../../shared/contracts/services-constants'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'
import { servicesKey } from './services-key'

export const appointmentsQuery = (customerId: string) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'appointments'),
    queryFn: ({ signal }) => apiGet<AppointmentsResponse>('/appointments', undefined, signal),
  })

/** Free slots change with every booking: always asked afresh, never from a stale copy. */
export const slotsQuery = (customerId: string, kind: AppointmentKind, exclude?: number) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'slots', kind, exclude ?? null),
    queryFn: ({ signal }) => apiGet<{ slots: Slot[] }>('/appointments/slots', { kind, exclude }, signal),
    staleTime: 0,
  })

export type Booking = { kind: AppointmentKind; startsAt: string; orderNumber: string | null; note: string }

async function afterChange<T>(queryClient: QueryClient, customerId: string, change: Promise<T>) {
  const result = await change
  await queryClient.invalidateQueries({ queryKey: servicesKey(customerId, 'appointments') })
  await queryClient.invalidateQueries({ queryKey: servicesKey(customerId, 'slots') })
  return result
}

export const bookAppointment = (queryClient: QueryClient, customerId: string, booking: Booking) =>
  afterChange(queryClient, customerId, sendChange<Appointment>('POST', '/appointments', booking).then(shopAnswer))
export const changeAppointment = (
  queryClient: QueryClient,
  customerId: string,
  id: number,
  change: { startsAt: string; note: string },
) => afterChange(queryClient, customerId, sendChange<Appointment>('POST', `/appointments/${id}/change`, change).then(shopAnswer))
export const cancelAppointment = (queryClient: QueryClient, customerId: string, id: number) =>
  afterChange(queryClient, customerId, sendChange<Appointment>('POST', `/appointments/${id}/cancel`).then(shopAnswer))
