/** Longer side of the picture zxing reads: enough for a label at arm's length, and a frame decodes in tens of ms. */
const MAX_SIDE = 1280

/** The video's current frame as pixels, scaled down to MAX_SIDE; null before the first frame arrives. */
export function drawVideoFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth, videoHeight } = video
  if (!videoWidth || !videoHeight) return null
  const scale = Math.min(1, MAX_SIDE / Math.max(videoWidth, videoHeight))
  const width = Math.round(videoWidth * scale)
  const height = Math.round(videoHeight * scale)
  if (canvas.width !== width) canvas.width = width
  if (canvas.height !== height) canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(video, 0, 0, width, height)
  return context.getImageData(0, 0, width, height)
}
