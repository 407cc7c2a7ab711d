/** Hands a file to the browser's own "save" (a download link to an object URL, clicked once). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; a minute is generous.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
