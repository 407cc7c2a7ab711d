import type { FormKind } from '../../src/shared/contracts/services-constants'

/** R-000042 for a return, W-000042 for a warranty claim. */
export const formNumber = (kind: FormKind, id: number) => `${kind === 'return' ? 'R' : 'W'}-${String(id).padStart(6, '0')}`
