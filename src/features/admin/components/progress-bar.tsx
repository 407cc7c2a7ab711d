type Props = {
  label: string
  /** Done so far and the whole; without a whole (not known yet) the bar only says that work goes on. */
  value: number
  max: number | null
  /** What a screen reader says besides the percentage ("3,400 of 10,000 rows"). */
  valueText: string
}

/** A progress bar screen readers follow (role=progressbar with its values); the text beside it says the same. */
export function ProgressBar({ label, value, max, valueText }: Props) {
  const percent = max && max > 0 ? Math.min(100, Math.round((value / max) * 100)) : null
  return (
    <div className="admin__progress">
      <div
        className={percent === null ? 'admin__progress-track admin__progress-track--open' : 'admin__progress-track'}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={valueText}
      >
        <div className="admin__progress-fill" style={{ width: `${percent ?? 100}%` }} />
      </div>
      <span className="admin__progress-text">
        {percent !== null && `${percent} % · `}
        {valueText}
      </span>
    </div>
  )
}
