/**
 * Which forms and drafts hold unsaved input right now. Anything that could reload the page on its
 * own (chunk recovery, updates) asks here first and offers the reload instead (issue #6).
 */
const dirty = new Set<string>()

export function setDirty(key: string, isDirty: boolean) {
  if (isDirty) dirty.add(key)
  else dirty.delete(key)
}

export function hasDirtyDrafts(): boolean {
  return dirty.size > 0
}
