import type { RecordReader } from '../records'

/** Placeholder so detect-source compiles on this branch; the BMEcat helper's file (i28-bmecat) replaces it. */
export const readBmecat: RecordReader = () => {
  throw new Error('readBmecat: written on branch i28-bmecat')
}
