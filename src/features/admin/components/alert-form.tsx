import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { GLOBAL_ALERT_TYPES, type GlobalAlertType } from '../../../shared/contracts/admin-constants'
import { AUTONYM, LANGUAGES, type Language } from '../../../shared/contracts/languages'
import { useSaveAlert } from '../api/global-alerts'
import { AdminFormActions } from './admin-form-actions'
import { toLocalInput } from './format-time'
import { useTypeLabels } from './labels'

const HOUR_MS = 3_600_000

/** A new banner message: its type, a text per language (at least one), and when it shows. */
export function AlertForm() {
  const { t } = useLingui()
  const id = useId()
  const typeLabel = useTypeLabels()
  const save = useSaveAlert()
  const [type, setType] = useState<GlobalAlertType>('warning')
  const [texts, setTexts] = useState<Partial<Record<Language, string>>>({})
  const [startsAt, setStartsAt] = useState(() => toLocalInput(new Date()))
  const [endsAt, setEndsAt] = useState(() => toLocalInput(new Date(Date.now() + 24 * HOUR_MS)))
  const [problem, setProblem] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const start = new Date(startsAt)
    const end = new Date(endsAt)
    if (!Object.values(texts).some((text) => text?.trim())) return setProblem(t`Write the message in at least one language.`)
    if (!(end > start)) return setProblem(t`The end must be after the start.`)
    setProblem(null)
    const body = { type, texts, startsAt: start.toISOString(), endsAt: end.toISOString() }
    save.mutate({ id: crypto.randomUUID(), body }, { onSuccess: () => setTexts({}) })
  }

  return (
    <form className="admin__form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>
        <Trans>New banner message</Trans>
      </h3>
      <div className="admin__fields">
        <label htmlFor={`${id}-type`}>
          <Trans>Type</Trans>
        </label>
        <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as GlobalAlertType)}>
          {GLOBAL_ALERT_TYPES.map((value) => (
            <option key={value} value={value}>
              {typeLabel[value]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-start`}>
          <Trans>Shown from</Trans>
        </label>
        <input
          id={`${id}-start`}
          type="datetime-local"
          required
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <label htmlFor={`${id}-end`}>
          <Trans>Shown until</Trans>
        </label>
        <input
          id={`${id}-end`}
          type="datetime-local"
          required
          value={endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
        />
      </div>
      <fieldset className="admin__texts">
        <legend>
          <Trans>Text per language (a language left empty shows the default language's text)</Trans>
        </legend>
        {LANGUAGES.map((lang) => (
          <div key={lang} className="admin__text">
            <label htmlFor={`${id}-text-${lang}`}>{AUTONYM[lang]}</label>
            <textarea
              id={`${id}-text-${lang}`}
              lang={lang}
              rows={2}
              maxLength={500}
              value={texts[lang] ?? ''}
              onChange={(event) => setTexts({ ...texts, [lang]: event.target.value })}
            />
          </div>
        ))}
      </fieldset>
      {problem && (
        <p className="admin__notice admin__notice--error" role="alert">
          {problem}
        </p>
      )}
      <AdminFormActions mutation={save} submitLabel={<Trans>Publish</Trans>} savedMessage={<Trans>Published.</Trans>} />
    </form>
  )
}
