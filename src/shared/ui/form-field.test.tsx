import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../lib/i18n'
import { FormField, type FormFieldProps } from './form-field'

beforeAll(() => activateLanguage('de'))
afterEach(cleanup)

const reported: Array<string | null> = []

function Controlled(props: Partial<FormFieldProps>) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <FormField
      label="Ihre Bestellreferenz"
      value={value}
      onValueChange={(next) => {
        reported.push(next)
        setValue(next)
      }}
      {...props}
    />
  )
}

const show = (props: Partial<FormFieldProps> = {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <Controlled maxLength={5} {...props} />
    </I18nProvider>,
  )

describe('FormField', () => {
  it('stops further typing at the maximum length and says the limit is reached', () => {
    show()
    const input = screen.getByLabelText('Ihre Bestellreferenz') as HTMLInputElement
    expect(input.maxLength).toBe(5)
    fireEvent.input(input, { target: { value: 'ABCD' } })
    expect(screen.queryByText('Sie haben das Limit erreicht!')).toBeNull()
    fireEvent.input(input, { target: { value: 'ABCDE' } })
    expect(screen.getByText('Sie haben das Limit erreicht!')).toBeTruthy()
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Sie haben das Limit erreicht!').id)
  })

  it('shows the limit message in the page language', async () => {
    await activateLanguage('fr')
    show()
    fireEvent.input(screen.getByLabelText('Ihre Bestellreferenz'), { target: { value: '12345' } })
    expect(screen.queryByText('Sie haben das Limit erreicht!')).toBeNull()
    expect(screen.getByText(/limite/i)).toBeTruthy()
    await activateLanguage('de')
  })

  it('takes a message of its own per field', () => {
    show({ limitMessage: 'Höchstens 5 Zeichen' })
    fireEvent.input(screen.getByLabelText('Ihre Bestellreferenz'), { target: { value: '12345' } })
    expect(screen.getByText('Höchstens 5 Zeichen')).toBeTruthy()
  })

  it('reports an empty value as null', () => {
    reported.length = 0
    show()
    const input = screen.getByLabelText('Ihre Bestellreferenz')
    fireEvent.input(input, { target: { value: 'A' } })
    fireEvent.input(input, { target: { value: '' } })
    expect(reported).toEqual(['A', null])
    expect((input as HTMLInputElement).value).toBe('')
  })
})
