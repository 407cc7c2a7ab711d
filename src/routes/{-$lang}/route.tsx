import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { isLanguage, unprefixedLanguage } from '../../shared/contracts/languages'
import { ErrorPage } from '../-layouts/error-page'

/**
 * The optional language segment: the unprefixed language (German unless DEFAULT_LANGUAGE says
 * otherwise) has none, so `/de/…` (or `/en/…` in an English-first shop) and unknown prefixes are not pages.
 */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && (!isLanguage(params.lang) || params.lang === unprefixedLanguage())) throw notFound()
  },
  component: Outlet,
  // Below the root, so a page that cannot render keeps the layout: header, search and menu stay usable.
  errorComponent: ErrorPage,
})
