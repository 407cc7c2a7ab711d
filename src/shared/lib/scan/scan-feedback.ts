let audio: AudioContext | undefined

/**
 * A short buzz and beep for an accepted code: in a noisy workshop one of the two gets through.
 * The tone is made with WebAudio, so there is no sound file to load or cache.
 */
export function confirmScan() {
  navigator.vibrate?.(60)
  try {
    audio ??= new AudioContext()
    if (audio.state === 'suspended') void audio.resume()
    const oscillator = audio.createOscillator()
    const gain = audio.createGain()
    oscillator.frequency.value = 1760
    gain.gain.value = 0.15
    oscillator.connect(gain).connect(audio.destination)
    oscillator.start()
    oscillator.stop(audio.currentTime + 0.08)
  } catch {
    // No audio (a muted policy, an old browser): the vibration and the announced text remain.
  }
}
