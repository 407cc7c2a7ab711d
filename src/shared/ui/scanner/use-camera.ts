import { type RefObject, useEffect, useRef, useState } from 'react'
import { hasTorch, listCameras, openCamera, setTorch, stopCamera } from '../../lib/scan/camera'
import { type CameraErrorKind, cameraErrorKind, cameraUnavailableReason } from '../../lib/scan/camera-error'

export type CameraState = { status: 'starting' | 'live' } | { status: 'error'; error: CameraErrorKind }

/** Hidden pages release the camera (its light goes out, other apps may use it) and take it back when shown again. */
function usePageVisible(onHide: () => void): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden')
  const hide = useRef(onHide)
  hide.current = onHide
  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState !== 'hidden')
    // pagehide also fires when the page goes into the back/forward cache, where visibilitychange may not.
    const onPageHide = () => {
      hide.current()
      setVisible(false)
    }
    const onPageShow = () => setVisible(document.visibilityState !== 'hidden')
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])
  return visible
}

/** The camera shown in `video` while the view is open and the page visible; every track stops on unmount. */
export function useCamera(video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CameraState>({ status: 'starting' })
  const [cameraCount, setCameraCount] = useState(0)
  const [deviceId, setDeviceId] = useState<string | undefined>()
  const [torch, setTorchState] = useState({ available: false, on: false })
  const stream = useRef<MediaStream | null>(null)
  const visible = usePageVisible(() => {
    stopCamera(stream.current)
    stream.current = null
  })

  useEffect(() => {
    if (!visible) return
    const unavailable = cameraUnavailableReason()
    if (unavailable) {
      setState({ status: 'error', error: unavailable })
      return
    }
    let cancelled = false
    setState({ status: 'starting' })
    openCamera(deviceId).then(
      async (opened) => {
        if (cancelled) return stopCamera(opened)
        stream.current = opened
        const element = video.current
        if (element) {
          element.srcObject = opened
          await element.play().catch(() => {})
        }
        setTorchState({ available: hasTorch(opened.getVideoTracks()[0]), on: false })
        const cameras = await listCameras()
        if (cancelled) return
        setCameraCount(cameras.length)
        setState({ status: 'live' })
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', error: cameraErrorKind(error) })
      },
    )
    return () => {
      cancelled = true
      stopCamera(stream.current)
      stream.current = null
      if (video.current) video.current.srcObject = null
    }
  }, [visible, deviceId, video])

  const switchCamera = async () => {
    const cameras = await listCameras()
    const current = stream.current?.getVideoTracks()[0]?.getSettings().deviceId
    const index = cameras.findIndex((camera) => camera.deviceId === current)
    const next = cameras[(index + 1) % cameras.length]
    if (next && next.deviceId !== current) setDeviceId(next.deviceId)
  }

  const toggleTorch = async () => {
    const track = stream.current?.getVideoTracks()[0]
    if (!track) return
    const on = !torch.on
    await setTorch(track, on).then(
      () => setTorchState({ available: true, on }),
      () => setTorchState({ available: false, on: false }),
    )
  }

  return { state, canSwitch: cameraCount > 1, switchCamera, torch, toggleTorch }
}
