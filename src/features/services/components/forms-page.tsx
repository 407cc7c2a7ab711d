import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { formPdfUrl, formsQuery } from '../api/forms'
import { useFormLabels } from '../lib/form-labels'
import { FormEditor } from './form-editor'
import './services.css'

/** /infocenter/forms: the customer's return requests and warranty claims with their status, and a new one. */
export function FormsPage({ customerId, onDone }: { customerId: string; onDone: (message: string) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Forms`)
  const lang = useLanguage()
  const labels = useFormLabels()
  const { data, isPending } = useQuery(formsQuery(customerId))
  return (
    <section className="service-page" aria-labelledby="forms-heading">
      <h1 id="forms-heading">
        <Trans>Forms</Trans>
      </h1>
      <p>
        <Trans>
          Return a part or claim warranty for it: choose the order and the line, say what is wrong, and print the form to put in
          the parcel.
        </Trans>
      </p>
      <FormEditor customerId={customerId} onDone={onDone} />
      <h2>
        <Trans>Your forms</Trans>
      </h2>
      {isPending && !data && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {data?.forms.length === 0 && (
        <p role="status">
          <Trans>No forms sent yet.</Trans>
        </p>
      )}
      <ul className="service-list">
        {data?.forms.map((form) => (
          <li key={form.id} className="service-card" data-testid="service-form">
            <h3>
              {labels.kind[form.kind]} {form.number}
            </h3>
            <p>
              <Trans>
                Order {form.orderNumber}, line {form.position}: {form.qty} × {form.sku} {form.partName}
              </Trans>
            </p>
            <p>
              {labels.reason[form.reason]} · <span className="status">{labels.status[form.status]}</span> ·{' '}
              {new Date(form.createdAt).toLocaleDateString(lang)}
            </p>
            {form.statusNote && <p className="status-note">{form.statusNote}</p>}
            <div className="service-actions">
              <a href={formPdfUrl(form.id, lang)} target="_blank" rel="noreferrer">
                {t`Print ${form.number} (PDF)`}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
