import type { Language } from '../../../src/shared/contracts/languages'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import type { ExportLabels } from './export-labels'
import { fr } from './fr'
import { it } from './it'
import { nl } from './nl'
import { pt } from './pt'
import { ru } from './ru'

/** Every language the shop speaks has an export table; the Record type keeps it that way. */
export const EXPORT_LABELS: Record<Language, ExportLabels> = { de, en, fr, it, ru, nl, pt, es }
