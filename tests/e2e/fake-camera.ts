/**
 * Chromium's fake camera fed with barcodes made in the test (issue 32): a Y4M file that shows a white
 * picture for a known number of frames, then the barcode, so a spec or the bench knows when the
 * barcode enters the picture. docs/scanning.md, "Tests and the bench".
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium } from '@playwright/test'
import bwipjs from 'bwip-js/node'
import { PNG } from 'pngjs'
import config from '../../playwright.config'
import { centredOnWhite, type LumaFrame, whiteFrame, y4mBytes } from './y4m'

/** bwip-js names of the symbologies the scanner reads. */
export type BarcodeType = 'ean13' | 'code128' | 'code39' | 'datamatrix' | 'qrcode'
export type Barcode = { bcid: BarcodeType; text: string }
/** A stretch of the film: `frames` frames of the barcode, or of a white picture when `barcode` is null. */
export type Shot = { barcode: Barcode | null; frames: number }

/** The barcode on a white 640×480 frame, one module a pixel before scaling, bars as tall as readable. */
export async function barcodeFrame(barcode: Barcode): Promise<LumaFrame> {
  const oneDimensional = barcode.bcid !== 'datamatrix' && barcode.bcid !== 'qrcode'
  const png = await bwipjs.toBuffer({
    bcid: barcode.bcid,
    text: barcode.text,
    scale: 1,
    ...(oneDimensional ? { height: 8 } : {}),
    includetext: false,
  })
  return centredOnWhite(PNG.sync.read(png))
}

let directory: string | undefined
function tempFile(name: string): string {
  if (!directory) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-camera-'))
    // A film is about 0.5 MB a frame: gone with the process that wrote it.
    process.once('exit', () => fs.rmSync(made, { recursive: true, force: true }))
    directory = made
  }
  return path.join(directory, name)
}

let files = 0
/** Writes the shots one after another as a Y4M file (Chromium loops it) and returns its path. */
export async function fakeCameraSequence(shots: Shot[]): Promise<string> {
  const pictures = new Map<string, LumaFrame>()
  const frames: LumaFrame[] = []
  for (const shot of shots) {
    const key = shot.barcode ? `${shot.barcode.bcid}:${shot.barcode.text}` : 'white'
    let picture = pictures.get(key)
    if (!picture) {
      picture = shot.barcode ? await barcodeFrame(shot.barcode) : whiteFrame()
      pictures.set(key, picture)
    }
    // The same picture object each time: the file repeats it, memory holds it once.
    for (let i = 0; i < shot.frames; i++) frames.push(picture)
  }
  const file = tempFile(`camera-${process.pid}-${files++}.y4m`)
  fs.writeFileSync(file, y4mBytes(frames))
  return file
}

/** `blankFrames` white frames, then the barcode for `barcodeFrames` frames: at 30 fps it appears at blankFrames / 30 s. */
export function fakeCameraFile(barcode: Barcode, { blankFrames = 15, barcodeFrames = 45 } = {}): Promise<string> {
  return fakeCameraSequence([
    { barcode: null, frames: blankFrames },
    { barcode, frames: barcodeFrames },
  ])
}

const launch = config.use?.launchOptions ?? {}
const BASE = String(config.use?.baseURL)

/** The flags that put the file in place of a camera and answer the browser's own prompt (yes, or no). */
export function fakeCameraArgs(file: string, denyCamera = false): string[] {
  return [
    ...(launch.args ?? []),
    '--use-fake-device-for-media-stream',
    denyCamera ? '--use-fake-ui-for-media-stream=deny' : '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ]
}

/**
 * Chromium whose camera shows `file`, with the camera allowed for the shop, or denied (the prompt
 * answers no and the site's permission reads "denied", as after a person blocked it). With `profileDir`, a persistent profile
 * (its service worker and IndexedDB survive, as tests/e2e/offline-helpers.ts uses them). Closing the
 * context closes its browser.
 */
export async function launchWithFakeCamera(
  file: string,
  { denyCamera = false, profileDir, origin = BASE }: { denyCamera?: boolean; profileDir?: string; origin?: string } = {},
): Promise<BrowserContext> {
  const options = { ...launch, args: fakeCameraArgs(file, denyCamera) }
  if (profileDir) {
    const context = await chromium.launchPersistentContext(profileDir, { ...options, baseURL: origin, serviceWorkers: 'allow' })
    await setCamera(context, origin, denyCamera)
    return context
  }
  const browser = await chromium.launch(options)
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow', storageState: consentChosen(origin) })
  context.on('close', () => void browser.close())
  await setCamera(context, origin, denyCamera)
  return context
}

/** The config's consent choice (so no bar covers the buttons), for whatever origin the shop runs on. */
function consentChosen(origin: string) {
  const state = config.use?.storageState
  if (typeof state !== 'object' || !state) return undefined
  return { cookies: [], origins: state.origins.map((entry) => ({ ...entry, origin })) }
}

async function setCamera(context: BrowserContext, origin: string, deny: boolean) {
  if (!deny) return context.grantPermissions(['camera'], { origin })
  const page = context.pages()[0] ?? (await context.newPage())
  const cdp = await context.newCDPSession(page)
  const { targetInfo } = await cdp.send('Target.getTargetInfo')
  const browser = context.browser()
  // A persistent context is the browser's default context: no context id (see offline-helpers.ts).
  const session = browser ? await browser.newBrowserCDPSession() : cdp
  await session.send('Browser.setPermission', {
    permission: { name: 'camera' },
    setting: 'denied',
    origin,
    ...(browser ? { browserContextId: targetInfo.browserContextId } : {}),
  })
}
