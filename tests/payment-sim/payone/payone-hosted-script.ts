/**
 * The simulator's `payone_hosted_min.js`: `Payone.ClientApi.HostedIFrames(config, request)` with
 * PAYONE's public shape. Each field is an iframe from the simulator's origin; the card number stays
 * in those frames, and the page only ever gets the card check's answer through its callback.
 */
export const PAYONE_HOSTED_SCRIPT = `(function () {
  'use strict'
  var script = document.currentScript
  var apiBase = new URL('../../', script && script.src ? script.src : location.href).href
  var apiOrigin = new URL(apiBase).origin
  var FIELDS = ['cardpan', 'cardcvc2', 'cardexpiremonth', 'cardexpireyear']

  function languageOf(language) {
    if (language && typeof language === 'object' && language.code) return language.code
    return typeof language === 'string' ? language : 'en'
  }

  function HostedIFrames(config, request) {
    var self = this
    this.config = config || {}
    this.request = request || {}
    this.complete = {}
    var fields = this.config.fields || {}
    var defaults = this.config.defaultStyle || {}
    FIELDS.forEach(function (name) {
      var field = fields[name]
      var holder = field && document.getElementById(field.selector)
      if (!holder) return
      var query = new URLSearchParams({
        origin: location.origin,
        lang: languageOf(self.config.language),
        type: field.type || (name.indexOf('cardexpire') === 0 ? 'select' : 'text'),
        size: field.size || '',
        maxlength: field.maxlength || '',
        style: field.style || defaults.input || ''
      })
      var size = field.iframe || defaults.iframe || {}
      var iframe = document.createElement('iframe')
      iframe.name = 'payone-' + name
      iframe.title = name
      iframe.src = apiBase + 'field/' + name + '?' + query.toString()
      iframe.style.border = '0'
      iframe.style.width = size.width || '100%'
      iframe.style.height = size.height || '48px'
      holder.appendChild(iframe)
      self.complete[name] = false
    })
    window.addEventListener('message', function (event) {
      var data = event.data
      if (event.origin !== apiOrigin || !data || typeof data.payone !== 'string') return
      if (data.payone === 'state') self.complete[data.field] = data.complete === true
      if (data.payone === 'result' && typeof window[data.callbackName] === 'function') window[data.callbackName](data.response)
    })
  }

  HostedIFrames.prototype.isComplete = function () {
    var complete = this.complete
    var names = Object.keys(complete)
    return names.length > 0 && names.every(function (name) { return complete[name] })
  }

  HostedIFrames.prototype.creditCardCheck = function (callbackName) {
    var frame = document.querySelector('iframe[name="payone-cardpan"]')
    if (!frame || !frame.contentWindow) return
    frame.contentWindow.postMessage({ payone: 'check', callbackName: callbackName, request: this.request }, apiOrigin)
  }

  window.Payone = window.Payone || {}
  window.Payone.ClientApi = {
    HostedIFrames: HostedIFrames,
    Language: { de: { code: 'de' }, en: { code: 'en' }, fr: { code: 'fr' }, it: { code: 'it' }, nl: { code: 'nl' }, pt: { code: 'pt' }, es: { code: 'es' }, ru: { code: 'ru' } }
  }
})()
`
