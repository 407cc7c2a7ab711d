import { type BrowserContext, expect, test } from '@playwright/test'
import { fakeCameraFile, launchWithFakeCamera } from './fake-camera'

// The fake camera itself, on a page of the shop's origin that the test serves (no app involved):
// the scanner specs (scanning.spec.ts) rely on it showing the film and on the denied camera failing.
const CHECK_PAGE = '/fake-camera-check'

async function openCheckPage(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage())
  await page.route(`**${CHECK_PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>camera</title><video muted playsinline></video>' }),
  )
  await page.goto(CHECK_PAGE)
  return page
}

test('the fake camera shows the white frames and then the barcode, 640×480', async () => {
  const file = await fakeCameraFile({ bcid: 'ean13', text: '4049000201105' }, { blankFrames: 15, barcodeFrames: 15 })
  const context = await launchWithFakeCamera(file)
  try {
    const page = await openCheckPage(context)
    const seen = await page.evaluate(async () => {
      const video = document.querySelector('video') as HTMLVideoElement
      video.srcObject = await navigator.mediaDevices.getUserMedia({ video: true })
      await video.play()
      const canvas = document.createElement('canvas')
      canvas.width = video.videoWidth
      canvas.height = video.videoHeight
      const draw = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D
      const kinds = new Set<string>()
      // A second of frames covers one loop of the film: both kinds of frame appear.
      for (let i = 0; i < 40 && kinds.size < 2; i++) {
        await new Promise((resolve) => video.requestVideoFrameCallback(resolve))
        draw.drawImage(video, 0, 0)
        const row = draw.getImageData(0, canvas.height / 2, canvas.width, 1).data
        kinds.add(row.some((value, index) => index % 4 === 0 && value < 64) ? 'barcode' : 'white')
      }
      return { width: video.videoWidth, height: video.videoHeight, kinds: [...kinds].sort() }
    })
    expect(seen).toEqual({ width: 640, height: 480, kinds: ['barcode', 'white'] })
  } finally {
    await context.close()
  }
})

test('with the camera denied for the shop, getUserMedia fails as a person blocking it makes it fail', async () => {
  const context = await launchWithFakeCamera(await fakeCameraFile({ bcid: 'qrcode', text: 'x' }), { denyCamera: true })
  try {
    const page = await openCheckPage(context)
    const error = await page.evaluate(() =>
      navigator.mediaDevices.getUserMedia({ video: true }).then(
        () => 'allowed',
        (reason: DOMException) => reason.name,
      ),
    )
    expect(error).toBe('NotAllowedError')
    // What a scanner asks before it opens the camera.
    expect(
      await page.evaluate(() => navigator.permissions.query({ name: 'camera' as PermissionName }).then((state) => state.state)),
    ).toBe('denied')
  } finally {
    await context.close()
  }
})
