import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { PartName } from './part-name'

beforeAll(() => activateLanguage('ru'))
afterEach(cleanup)

const show = (orderedName: string | null) =>
  render(
    <I18nProvider i18n={i18n}>
      <PartName name="Тормозной диск" orderedName={orderedName} />
    </I18nProvider>,
  ).container

describe('PartName', () => {
  it('shows the name in the page language and, below it, the name the part was ordered under', () => {
    const cell = show('Bremsscheibe')
    expect(cell.textContent).toBe('Тормозной дискЗаказано как: Bremsscheibe')
    expect(cell.querySelector('small')?.textContent).toBe('Заказано как: Bremsscheibe')
  })

  it('shows only the name when the order named the part the same way', () => {
    expect(show(null).textContent).toBe('Тормозной диск')
  })
})
