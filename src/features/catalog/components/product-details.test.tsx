import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../../shared/contracts/catalog'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { sessionStore } from '../../../shared/session/session-store'
import { PriceScales } from './price-scales'
import { ProductFeatures } from './product-features'
import { ProductIdentityFacts } from './product-identity-facts'

/** The product page's parts that show what a wholesaler's import brings, in German. */
const eur = (value: number) => ({ value, currency: { code: 'EUR' } })
const product = {
  brand: { name: 'Knorr-Bremse' },
  manufacturerPartNo: 'K-4711',
  gtin: '4006633123452',
  orderUnit: 'SET',
  features: [
    { name: 'Durchmesser', value: '430 mm' },
    { name: 'Dicke', value: '45 mm' },
  ],
} as Product

function show(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>,
  )
}

beforeAll(() => activateLanguage('de'))
afterEach(() => {
  cleanup()
  sessionStore.pricesHiddenByUser = false
})

describe('product details from an import', () => {
  it('lists manufacturer, its part number, GTIN and the order unit as terms and values', () => {
    show(
      <dl>
        <ProductIdentityFacts product={product} />
      </dl>,
    )
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(terms).toEqual(['Hersteller', 'Hersteller-Artikelnr.', 'GTIN (EAN)', 'Bestelleinheit'])
    expect(values).toEqual(['Knorr-Bremse', 'K-4711', '4006633123452', 'Satz'])
  })

  it('leaves out what the part does not have and shows an unknown unit code as sent', () => {
    show(
      <dl>
        <ProductIdentityFacts product={{ ...product, manufacturerPartNo: null, gtin: undefined, orderUnit: 'XYZ' }} />
      </dl>,
    )
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Hersteller', 'Bestelleinheit'])
    expect(screen.getByText('XYZ')).toBeTruthy()
  })

  it('shows the features as a table with the name as each row’s header, and nothing without features', () => {
    show(<ProductFeatures features={product.features ?? []} />)
    const table = screen.getByRole('table')
    expect(screen.getByRole('heading', { name: 'Technische Merkmale' })).toBeTruthy()
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Durchmesser', 'Dicke'])
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['430 mm', '45 mm'])
    cleanup()
    show(<ProductFeatures features={[]} />)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows the unit price by quantity from one piece on, and no table without scales or with hidden prices', () => {
    const pricePackage = { price: eur(43.21), scales: [{ minQuantity: 20, price: eur(40) }] }
    show(<PriceScales pricePackage={pricePackage} />)
    const table = screen.getByRole('table', { name: 'Staffelpreise' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      )
    expect(rows).toEqual([
      ['ab 1', '43,21 €'],
      ['ab 20', '40,00 €'],
    ])
    cleanup()
    show(<PriceScales pricePackage={{ price: eur(43.21), scales: [] }} />)
    expect(screen.queryByRole('table')).toBeNull()
    cleanup()
    sessionStore.pricesHiddenByUser = true
    show(<PriceScales pricePackage={pricePackage} />)
    expect(screen.queryByRole('table')).toBeNull()
  })
})
