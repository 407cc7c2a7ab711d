import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../lib/i18n'
import { PartImage } from './part-image'

beforeAll(() => activateLanguage('de'))
afterEach(cleanup)

describe('PartImage', () => {
  it('names the part while its picture shows, and the placeholder once the picture fails (SPEC.md §8)', () => {
    render(
      <I18nProvider i18n={i18n}>
        <PartImage src="/images/brake-disc" alt="Bremsscheibe 430 mm" displayWidth={120} />
      </I18nProvider>,
    )
    const picture = screen.getByRole('img', { name: 'Bremsscheibe 430 mm' })
    fireEvent.error(picture)
    const placeholder = screen.getByRole('img')
    expect(placeholder.getAttribute('src')).toBe('/img/placeholder.svg')
    expect(placeholder.getAttribute('alt')).toBe('Keine Abbildung vorhanden')
  })
})
