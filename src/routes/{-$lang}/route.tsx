import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/contracts/languages'
import { ErrorPage } from '../-layouts/error-page'

/** The optional language segment: German has none, so `/de/…` and unknown prefixes are not pages. */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && (!isLanguage(params.lang) || params.lang === DEFAULT_LANGUAGE)) throw notFound()
  },
  component: Outlet,
  // Below the root, so a page that cannot render keeps the layout: header, search and menu stay usable.
  errorComponent: ErrorPage,
})
