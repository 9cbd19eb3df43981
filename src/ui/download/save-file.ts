/**
 * Hands a file the app fetched (with the customer's token, so not a plain link) to the browser to
 * save: a link to the bytes in memory, clicked once, then let go.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken its copy by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
