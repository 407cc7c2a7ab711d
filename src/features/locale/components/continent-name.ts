import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Continent } from '../../../shared/contracts/continents'

const NAMES = {
  AF: msg`Africa`,
  AN: msg`Antarctica`,
  AS: msg`Asia`,
  EU: msg`Europe`,
  NA: msg`North America`,
  OC: msg`Oceania`,
  SA: msg`South America`,
} satisfies Record<Continent, unknown>

export function continentName(i18n: I18n, code: Continent): string {
  return i18n._(NAMES[code])
}
