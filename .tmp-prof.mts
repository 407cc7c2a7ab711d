import { chromium } from '@playwright/test'
import fs from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'
const maps = new Map<string, SourceMapConsumer>()
const orig = (url: string, line: number, col: number) => { const f = url.replace(/.*\/assets\//, ''); if (!f.endsWith('.js')) return ''; let m = maps.get(f); if (!m) { try { m = new SourceMapConsumer(JSON.parse(fs.readFileSync('dist/assets/' + f + '.map', 'utf8'))); maps.set(f, m) } catch { return '' } } const o = m.originalPositionFor({ line: line + 1, column: col }); return `${(o.source ?? '').replace(/.*node_modules\//, '').replace(/.*src\//, 'src/')}:${o.line} ${o.name ?? ''}` }
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const c = await b.newContext({ viewport: { width: 412, height: 823 } })
const p = await c.newPage()
const cdp = await c.newCDPSession(p)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
const t0 = Date.now()
await p.goto('http://localhost:3195' + (process.argv[2] ?? '/search/results?term=bremsscheibe'), { waitUntil: 'networkidle' })
console.log('load ms', Date.now() - t0)
const { profile } = await cdp.send('Profiler.stop')
const self = new Map<string, number>()
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const dt = profile.timeDeltas ?? []
profile.samples?.forEach((id, i) => { const n = byId.get(id)!; const f = n.callFrame; const k = f.url ? orig(f.url, f.lineNumber, f.columnNumber) || f.url : f.functionName; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000) })
const byFile = new Map<string, number>()
for (const [k, v] of self) { const f = k.split(':')[0].replace(/^(@?[^/]+(\/[^/]+)?).*/, '$1'); byFile.set(f, (byFile.get(f) ?? 0) + v) }
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'))
console.log('--')
console.log([...self].filter(([k]) => process.argv[3] ? k.includes(process.argv[3]) : true).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'))
await b.close()
