import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZES } from '../../../shared/contracts/documents-constants'

/**
 * What an information-centre list keeps in the URL. Defaults are left out of the URL, so a bookmark
 * stays short and the same view has one address.
 */
export type ListSearch<Status extends string = string, Sort extends string = string> = {
  q?: string | undefined
  status?: Status | undefined
  from?: string | undefined
  to?: string | undefined
  page?: number | undefined
  pageSize?: number | undefined
  sort?: Sort | undefined
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return undefined
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? undefined : value
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[] | undefined): T | undefined {
  return allowed?.includes(value as T) ? (value as T) : undefined
}

function positiveInt(value: unknown, max: number): number | undefined {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10)
  return Number.isInteger(number) && number > 1 && number <= max ? number : undefined
}

/**
 * Tolerant reader for `validateSearch`: a bad value is dropped (the list shows unfiltered), never an
 * error page; dates given the wrong way round are swapped, since that is what the buyer meant.
 */
export function readListSearch<Status extends string, Sort extends string>(
  raw: Record<string, unknown>,
  options: { statuses?: readonly Status[]; sorts?: readonly Sort[]; defaultSort?: Sort | undefined },
): ListSearch<Status, Sort> {
  const text = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, 60) : ''
  let from = isoDate(raw.from)
  let to = isoDate(raw.to)
  if (from && to && from > to) [from, to] = [to, from]
  const pageSize = Number(raw.pageSize)
  const sort = oneOf(raw.sort, options.sorts)
  return {
    q: text || undefined,
    status: oneOf(raw.status, options.statuses),
    from,
    to,
    page: positiveInt(raw.page, 10_000),
    pageSize:
      (LIST_PAGE_SIZES as readonly number[]).includes(pageSize) && pageSize !== LIST_PAGE_SIZE_DEFAULT ? pageSize : undefined,
    sort: sort === options.defaultSort ? undefined : sort,
  }
}

/** The request a list's URL stands for, with the defaults filled in (also the query key). */
export function listRequest<Status extends string, Sort extends string>(search: ListSearch<Status, Sort>, defaultSort?: Sort) {
  return {
    q: search.q,
    status: search.status,
    from: search.from,
    to: search.to,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? LIST_PAGE_SIZE_DEFAULT,
    sort: search.sort ?? defaultSort,
  }
}
