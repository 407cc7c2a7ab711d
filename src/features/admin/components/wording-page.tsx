import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { AUTONYM, LANGUAGES, type Language } from '../../../shared/contracts/languages'
import { ApiError } from '../../../shared/lib/api-client'
import { useSaveWording, useWordingOverrides } from '../api/wording-overrides'
import { AdminFormActions } from './admin-form-actions'
import { AdminEmpty, AdminError } from './admin-states'

/**
 * The partner-portal wording overrides: per language, a message id and the text shown instead of
 * the main catalog's. Saving an empty text removes the override (the main wording shows again).
 */
export function WordingPage() {
  const { t } = useLingui()
  const id = useId()
  const [lang, setLang] = useState<Language>('de')
  const query = useWordingOverrides(lang)
  const save = useSaveWording()
  const [messageId, setMessageId] = useState('')
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!messageId.trim()) return
    save.mutate({ languageID: lang, id: messageId.trim(), text }, { onSuccess: () => setText('') })
  }
  const unavailable = query.error instanceof ApiError && query.error.status === 404
  return (
    <section className="admin__stack">
      <h2>
        <Trans>Wording</Trans>
      </h2>
      <div className="admin__fields">
        <label htmlFor={`${id}-lang`}>
          <Trans>Language</Trans>
        </label>
        <select id={`${id}-lang`} value={lang} onChange={(event) => setLang(event.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {AUTONYM[code]}
            </option>
          ))}
        </select>
      </div>
      {unavailable ? (
        <AdminEmpty>{t`Wording overrides are not available on this server.`}</AdminEmpty>
      ) : query.isError ? (
        <AdminError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data && query.data.overrides.length === 0 ? (
        <AdminEmpty>{t`No overrides in this language: the shop shows its own wording.`}</AdminEmpty>
      ) : (
        <ul className="admin__overrides" aria-busy={query.isPending}>
          {query.data?.overrides.map((override) => (
            <li key={override.id}>
              <code>{override.id}</code>
              <span lang={lang}>{override.text}</span>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setMessageId(override.id)
                  setText(override.text)
                }}
              >
                <Trans>Edit</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!unavailable && (
        <form className="admin__form" onSubmit={submit}>
          <div className="admin__fields">
            <label htmlFor={`${id}-id`}>
              <Trans>Message id</Trans>
            </label>
            <input
              id={`${id}-id`}
              required
              maxLength={200}
              value={messageId}
              onChange={(event) => setMessageId(event.target.value)}
            />
            <label htmlFor={`${id}-text`}>
              <Trans>Text (empty removes the override)</Trans>
            </label>
            <textarea
              id={`${id}-text`}
              lang={lang}
              rows={2}
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <AdminFormActions mutation={save} />
        </form>
      )}
    </section>
  )
}
