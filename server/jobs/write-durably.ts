import fs from 'node:fs/promises'
import path from 'node:path'

const TEMPORARY_MARK = '.tmp-'

/**
 * Writes under a temporary name, fsyncs it, renames it and fsyncs the folder: the ERP's file watcher
 * never reads half a file, and once this resolves the file survives a power cut (rename alone is
 * only in the page cache until the folder's entry reaches the disk).
 */
export async function writeDurably(file: string, content: string) {
  const temporary = `${file}${TEMPORARY_MARK}${process.pid}`
  const handle = await fs.open(temporary, 'w', 0o600)
  try {
    await handle.writeFile(content)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await fs.rename(temporary, file)
  await syncFolder(path.dirname(file))
}

async function syncFolder(folder: string) {
  const handle = await fs.open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Temporary files a crash left behind; the job that wrote them is still pending and writes them again. */
export async function removeTemporaryFiles(folder: string): Promise<number> {
  const names = await fs.readdir(folder).catch(() => [] as string[])
  const leftovers = names.filter((name) => name.includes(TEMPORARY_MARK))
  await Promise.all(leftovers.map((name) => fs.rm(path.join(folder, name), { force: true })))
  return leftovers.length
}
