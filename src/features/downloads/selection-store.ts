import { proxy } from 'valtio'

/**
 * Documents picked for one download, per list (e.g. 'invoice'). A selection survives paging and
 * new filters, so a buyer can gather the invoices of several searches into one ZIP.
 */
export const selectionStore = proxy<{ byList: Record<string, string[]> }>({ byList: {} })

export function changeSelection(list: string, ids: string[], checked: boolean) {
  const current = new Set(selectionStore.byList[list] ?? [])
  for (const id of ids) {
    if (checked) current.add(id)
    else current.delete(id)
  }
  selectionStore.byList[list] = [...current]
}

export function replaceSelection(list: string, ids: string[]) {
  selectionStore.byList[list] = [...new Set(ids)]
}

export function clearSelection(list: string) {
  selectionStore.byList[list] = []
}
