import { useEffect } from 'react'

const SHOP_NAME = 'Achslast Parts'

/** Sets the document title, so tabs, history and screen readers name the page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} – ${SHOP_NAME}` : SHOP_NAME
  }, [title])
}
