import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Language } from '../../../shared/contracts/languages'
import type { FavouritesResponse, SharedFavouritesResponse } from '../../../shared/contracts/services'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange } from '../../../shared/lib/send-change'
import { servicesKey } from './services-key'

export const favouritesQuery = (customerId: string, languageID: Language) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'favourites', languageID),
    queryFn: ({ signal }) => apiGet<FavouritesResponse>('/favourites', { languageID }, signal),
  })

/** A shared list: keyed by the link and the viewer (a visitor and a logged-in buyer see different prices). */
export const sharedFavouritesQuery = (token: string, viewer: string, languageID: Language) =>
  queryOptions({
    queryKey: ['shared-favourites', token, viewer, languageID],
    queryFn: ({ signal }) =>
      apiGet<SharedFavouritesResponse>(`/shared-favourites/${encodeURIComponent(token)}`, { languageID }, signal),
    retry: false,
    // A withdrawn link must stop showing the list at once, not after the cache's usual minute.
    staleTime: 0,
  })

async function changeFavourites(queryClient: QueryClient, customerId: string, path: string, body?: unknown) {
  await sendChange('POST', path, body)
  await queryClient.invalidateQueries({ queryKey: servicesKey(customerId, 'favourites') })
}

export const addFavourite = (queryClient: QueryClient, customerId: string, term: string, qty: number) =>
  changeFavourites(queryClient, customerId, '/favourites/add', { term, qty })
export const removeFavourite = (queryClient: QueryClient, customerId: string, part: { vendorId: string; sku: string }) =>
  changeFavourites(queryClient, customerId, '/favourites/remove', { vendorId: part.vendorId, sku: part.sku })
export const shareFavourites = (queryClient: QueryClient, customerId: string) =>
  changeFavourites(queryClient, customerId, '/favourites/share')
export const unshareFavourites = (queryClient: QueryClient, customerId: string) =>
  changeFavourites(queryClient, customerId, '/favourites/unshare')
