import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { useContentData } from '../api/get-content-data'
import { DivisionGrid } from './division-grid'

export function DivisionsPage() {
  const { t } = useLingui()
  const lang = useLanguage()
  const { productDivisons } = useContentData(lang)
  usePageTitle(t`Product divisions`)
  return (
    <section>
      <h1>
        <Trans>Product divisions</Trans>
      </h1>
      <DivisionGrid divisions={productDivisons} />
    </section>
  )
}
