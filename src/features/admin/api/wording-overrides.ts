import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WordingOverrides } from '../../../shared/contracts/admin'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet, apiSend } from '../../../shared/lib/api-client'
import { adminKey } from './admin-key'
import { useAdminChange } from './customers'

/**
 * The partner wording overrides. Their routes come with the partner-portal work of issue 15:
 * GET /api/admin/wording-overrides?languageID=xx → { overrides: [{ id, text }] },
 * PUT /api/admin/wording-overrides { languageID, id, text } (text '' deletes).
 */
export const wordingQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...adminKey, 'wording', lang],
    queryFn: ({ signal }) => apiGet<WordingOverrides>('/admin/wording-overrides', { languageID: lang }, signal),
  })

export const useWordingOverrides = (lang: Language) => useQuery(wordingQuery(lang))

export const useSaveWording = () =>
  useAdminChange((change: { languageID: Language; id: string; text: string }) =>
    apiSend<unknown>('PUT', '/admin/wording-overrides', change),
  )
