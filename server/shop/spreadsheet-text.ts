/**
 * A cell a spreadsheet would read as a formula starts with one of these (OWASP, CSV injection):
 * `=` `+` `-` `@`, or a tab or carriage return that some readers skip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Text for a cell of a file the shop writes (CSV export, the ZIP's index): text that starts like a
 * formula gets a leading apostrophe, so `=1+1` in an order reference is shown, never run. Only
 * text: numbers the shop formats itself (a credit note's `-12.50`) are written as they are.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}
