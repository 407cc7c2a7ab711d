/** The names of the hosted fields, as PAYONE's `config.fields` has them. */
export const HOSTED_FIELDS = ['cardpan', 'cardcvc2', 'cardexpiremonth', 'cardexpireyear'] as const
export type HostedField = (typeof HOSTED_FIELDS)[number]

const LABELS = {
  en: { cardpan: 'Card number', cardcvc2: 'Security code (CVC)', cardexpiremonth: 'Expiry month', cardexpireyear: 'Expiry year' },
  de: { cardpan: 'Kartennummer', cardcvc2: 'Prüfnummer (CVC)', cardexpiremonth: 'Ablaufmonat', cardexpireyear: 'Ablaufjahr' },
} satisfies Record<string, Record<HostedField, string>>

const AUTOCOMPLETE: Record<HostedField, string> = {
  cardpan: 'cc-number',
  cardcvc2: 'cc-csc',
  cardexpiremonth: 'cc-exp-month',
  cardexpireyear: 'cc-exp-year',
}

export type FieldQuery = { origin?: string; lang?: string; type?: string; size?: string; maxlength?: string; style?: string }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** A string literal safe inside an inline <script>. */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c')

function control(name: HostedField, query: FieldQuery, label: string): string {
  const common = `id="v" name="${name}" aria-label="${escapeHtml(label)}" autocomplete="${AUTOCOMPLETE[name]}" style="${escapeHtml(query.style ?? '')}"`
  if (query.type === 'select' && name !== 'cardpan' && name !== 'cardcvc2') {
    const year = new Date().getUTCFullYear()
    const values =
      name === 'cardexpiremonth'
        ? Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
        : Array.from({ length: 11 }, (_, i) => String(year + i))
    return `<select ${common}><option value=""></option>${values.map((v) => `<option value="${v}">${v}</option>`).join('')}</select>`
  }
  const type = name === 'cardcvc2' && query.type === 'password' ? 'password' : 'text'
  const maxlength = /^\d+$/.test(query.maxlength ?? '') ? ` maxlength="${query.maxlength}"` : ''
  const size = /^\d+$/.test(query.size ?? '') ? ` size="${query.size}"` : ''
  return `<input ${common} type="${type}" inputmode="numeric"${maxlength}${size}>`
}

/** One hosted field: it reports only "complete or not" to the page; the cardpan frame runs the card check. */
export function fieldPage(name: HostedField, query: FieldQuery): string {
  const lang = /^[a-z]{2}$/.test(query.lang ?? '') ? (query.lang as string) : 'en'
  const label = (lang === 'de' ? LABELS.de : LABELS.en)[name]
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(label)}</title>
<style>html, body { margin: 0; } input, select { box-sizing: border-box; width: 100%; min-height: 44px; font-size: 16px; }</style>
</head>
<body>
${control(name, query, label)}
<script>
(function () {
  var parentOrigin = ${scriptString(query.origin ?? '')}
  var field = ${scriptString(name)}
  var input = document.getElementById('v')
  function luhn(pan) {
    var sum = 0
    for (var i = 0; i < pan.length; i++) {
      var d = Number(pan[pan.length - 1 - i])
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9 }
      sum += d
    }
    return sum % 10 === 0
  }
  function complete(value) {
    var v = value.replace(/\\s/g, '')
    if (field === 'cardpan') return /^\\d{13,19}$/.test(v) && luhn(v)
    if (field === 'cardcvc2') return /^\\d{3,4}$/.test(v)
    if (field === 'cardexpiremonth') return /^(0?[1-9]|1[0-2])$/.test(v)
    return /^(\\d{2}|\\d{4})$/.test(v)
  }
  function report() { parent.postMessage({ payone: 'state', field: field, complete: complete(input.value) }, parentOrigin) }
  function valueOf(name) {
    if (name === field) return input.value
    try { return parent.frames['payone-' + name].document.getElementById('v').value } catch (e) { return '' }
  }
  input.addEventListener('input', report)
  input.addEventListener('change', report)
  report()
  if (field !== 'cardpan') return
  window.addEventListener('message', function (event) {
    var data = event.data
    if (event.origin !== parentOrigin || !data || data.payone !== 'check') return
    var body = { params: data.request, cardpan: valueOf('cardpan'), cardcvc2: valueOf('cardcvc2'), cardexpiremonth: valueOf('cardexpiremonth'), cardexpireyear: valueOf('cardexpireyear') }
    fetch('../creditcardcheck', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json() })
      .catch(function () { return { status: 'ERROR', errorcode: '1', errormessage: 'Card check not reachable' } })
      .then(function (response) { parent.postMessage({ payone: 'result', callbackName: data.callbackName, response: response }, parentOrigin) })
  })
})()
</script>
</body>
</html>
`
}
