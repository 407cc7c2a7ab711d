import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useState } from 'react'
import { PHOTOS_PER_LINE_MAX } from '../../../shared/contracts/services-constants'
import { ControlError } from '../../../shared/ui/control-error'
import { resizePhoto } from '../lib/resize-photo'

type Props = {
  id: string
  /** The line in words, so each control says which line it belongs to. */
  lineLabel: string
  photos: readonly string[]
  error?: string | undefined
  onChange: (photos: string[]) => void
}

/** Up to PHOTOS_PER_LINE_MAX photos of one line: from the camera or from the files, made small first, each removable. */
export function LinePhotos({ id, lineLabel, photos, error, onChange }: Props) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const left = PHOTOS_PER_LINE_MAX - photos.length
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, left)
    event.target.value = ''
    if (files.length === 0) return
    setBusy(true)
    setFailed(null)
    const added: string[] = []
    for (const file of files) {
      try {
        added.push(await resizePhoto(file))
      } catch {
        setFailed(t`${file.name} is no picture this device can read. Please take or choose another one.`)
      }
    }
    setBusy(false)
    onChange([...photos, ...added])
  }
  const message = error ?? failed
  return (
    <fieldset className="line-photos" aria-describedby={message ? `${id}-error` : undefined}>
      <legend>
        <Trans>
          Photos ({photos.length} of {PHOTOS_PER_LINE_MAX})
        </Trans>
      </legend>
      {photos.length > 0 && (
        <ul className="line-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.slice(-40) + String(index)}>
              <img src={photo} alt={t`${lineLabel}, ${index + 1} of ${photos.length}`} width={88} height={88} />
              <button
                type="button"
                className="button button--small"
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
              >
                <Trans>Remove</Trans>
                <span className="visually-hidden"> {t`photo ${index + 1} of ${lineLabel}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {left > 0 && (
        <div className="line-photos__add">
          {/* Two inputs: on a phone the first opens the camera at once, the second the gallery or files. */}
          <label className="button button--small line-photos__pick">
            <input
              type="file"
              accept="image/*"
              capture="environment"
              disabled={busy}
              onChange={(event) => void add(event)}
              className="visually-hidden"
            />
            <Trans>Take a photo</Trans>
            <span className="visually-hidden"> ({lineLabel})</span>
          </label>
          <label className="button button--small line-photos__pick">
            <input
              type="file"
              accept="image/*"
              multiple
              disabled={busy}
              onChange={(event) => void add(event)}
              className="visually-hidden"
            />
            <Trans>Choose photos</Trans>
            <span className="visually-hidden"> ({lineLabel})</span>
          </label>
        </div>
      )}
      {busy && (
        <p role="status">
          <Trans>Making the photo smaller…</Trans>
        </p>
      )}
      <ControlError id={`${id}-error`} message={message} />
    </fieldset>
  )
}
