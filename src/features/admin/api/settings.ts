import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminSettings, AdminSettingsBody } from '../../../shared/contracts/admin'
import type { CountriesResponse } from '../../../shared/contracts/content'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet, apiSend } from '../../../shared/lib/api-client'
import { adminKey } from './admin-key'
import { useAdminChange } from './customers'

export const settingsQuery = () =>
  queryOptions({
    queryKey: [...adminKey, 'settings'],
    queryFn: ({ signal }) => apiGet<AdminSettings>('/admin/settings', undefined, signal),
  })

export const useSettings = () => useQuery(settingsQuery())

/** The country names in the admin's language (the same list the shop's country choice shows). */
export const useCountryNames = (lang: Language) =>
  useQuery({
    queryKey: [...adminKey, 'countries', lang],
    queryFn: ({ signal }) => apiGet<CountriesResponse>('/countries', { languageID: lang }, signal),
  })

export const useSaveSettings = () =>
  useAdminChange((settings: AdminSettingsBody) => apiSend<AdminSettings>('PUT', '/admin/settings', settings))
