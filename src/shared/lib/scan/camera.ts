/** The rear camera where there is one (a tablet's front camera cannot focus on a label), in HD for thin bars. */
export function openCamera(deviceId?: string): Promise<MediaStream> {
  const video: MediaTrackConstraints = deviceId
    ? { deviceId: { exact: deviceId } }
    : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } }
  return navigator.mediaDevices.getUserMedia({ video, audio: false })
}

/** Releases the camera: its light goes out and other apps may use it. */
export function stopCamera(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop()
}

/** Device ids are only listed after permission was given, so ask after the stream opened. */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const devices = await navigator.mediaDevices.enumerateDevices().catch(() => [])
  return devices.filter((device) => device.kind === 'videoinput')
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean }

export function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined
  return capabilities?.torch === true
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
}
