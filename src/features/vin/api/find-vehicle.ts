import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { Vehicle } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiPost } from '../../../shared/lib/api-client'

export function findVehicle(vin: string, lang: Language, signal?: AbortSignal) {
  return apiPost<{ list: Vehicle[] }>('/vin/findVehicle', { formValues: [{ name: 'IdentString', value: vin }], lang }, signal)
}

export function findVehicleQuery(vin: string, lang: Language) {
  return queryOptions({
    queryKey: ['find-vehicle', lang, vin],
    queryFn: ({ signal }) => findVehicle(vin, lang, signal),
    staleTime: 10 * 60_000,
  })
}

export function useFindVehicle(vin: string, lang: Language) {
  return useSuspenseQuery(findVehicleQuery(vin, lang)).data.list
}
