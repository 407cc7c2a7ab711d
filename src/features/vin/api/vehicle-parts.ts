import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { VehiclePartsResponse } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

export type VehiclePartsParams = { type: string; slug: string; page: number }

export function vehiclePartsQuery(params: VehiclePartsParams, lang: Language, countryID: string) {
  return queryOptions({
    queryKey: ['vehicle-parts', lang, countryID, params],
    queryFn: ({ signal }) => apiGet<VehiclePartsResponse>('/vin/vehicle', { ...params, languageID: lang, countryID }, signal),
    staleTime: 5 * 60_000,
  })
}

export function useVehicleParts(params: VehiclePartsParams, lang: Language, countryID: string) {
  return useSuspenseQuery(vehiclePartsQuery(params, lang, countryID)).data
}
