import { type Language, LOCALE_OF } from '../../src/shared/contracts/languages'

/** What a column holds: `date` a calendar date (YYYY-MM-DD, the same everywhere), `time` an instant (ISO). */
export type ColumnKind = 'text' | 'count' | 'amount' | 'date' | 'time'
/** Whose file it is: the language and the time zone the reader's browser is in. */
export type ExportReader = { language: Language; timeZone: string }

/** The day, month and year of a date as the locale writes them (26.11.2026, 26/11/2026, 26-11-2026). */
function datePattern(locale: string): Intl.DateTimeFormatPart[] {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(
    Date.UTC(2026, 10, 26),
  )
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(iso))
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour'), minute: field('minute') }
}

const calendarDate = (value: string) => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number)
  return { year: year as number, month: month as number, day: day as number, hour: 0, minute: 0 }
}

const two = (value: number) => String(value).padStart(2, '0')

/**
 * How one reader's spreadsheet expects values. Excel takes the list separator and decimal mark from the system's
 * locale: where the decimal mark is a comma it splits a CSV at semicolons, so the separator follows the decimal mark.
 * CSV dates are written as the locale writes them, times in the reader's zone as `date hh:mm`, which Excel in that
 * locale reads as a date. XLSX cells carry real dates (a Date whose UTC fields are the wall clock, as Excel has no
 * zones) with a number format in the locale's order, and amounts as numbers with two decimals.
 */
export function exportFormat({ language, timeZone }: ExportReader) {
  const locale = LOCALE_OF[language]
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
  const pattern = datePattern(locale)
  const fields = (kind: 'date' | 'time', value: string) => (kind === 'date' ? calendarDate(value) : wallClock(value, timeZone))
  const dateText = (kind: 'date' | 'time', value: string) => {
    const at = fields(kind, value)
    const text = pattern
      .map((part) =>
        part.type === 'day'
          ? two(at.day)
          : part.type === 'month'
            ? two(at.month)
            : part.type === 'year'
              ? String(at.year)
              : part.value,
      )
      .join('')
    return kind === 'time' ? `${text} ${two(at.hour)}:${two(at.minute)}` : text
  }
  const excelDate = pattern
    .map((part) => (part.type === 'day' ? 'dd' : part.type === 'month' ? 'mm' : part.type === 'year' ? 'yyyy' : part.value))
    .join('')

  return {
    separator: decimal === ',' ? ';' : ',',
    /** A number or date as CSV text; text is left to the caller (it defuses formulas). */
    csv(kind: Exclude<ColumnKind, 'text'>, value: string | number): string {
      if (kind === 'amount') return amount.format(Number(value)).replace('\u2212', '-')
      if (kind === 'count') return String(value)
      return dateText(kind, String(value))
    },
    xlsxDate(kind: 'date' | 'time', value: string): Date {
      const at = fields(kind, value)
      return new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute))
    },
    xlsxFormat(kind: ColumnKind): string | null {
      if (kind === 'amount') return '#,##0.00'
      if (kind === 'date') return excelDate
      if (kind === 'time') return `${excelDate} hh:mm`
      return null
    },
  }
}
