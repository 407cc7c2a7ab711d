import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where downloads live under DATA_DIR/downloads: the finished `{queueId}.zip`, and while it builds a
 * staging folder with each document's files as they are rendered, which is what lets a job resume.
 */
export function downloadFiles(dataDir: string) {
  const root = path.join(dataDir, 'downloads')
  const stagingRoot = path.join(root, 'staging')
  return {
    root,
    stagingRoot,
    zip: (queueId: string) => path.join(root, `${queueId}.zip`),
    zipTemporary: (queueId: string) => path.join(root, `${queueId}.zip.tmp`),
    staging: (queueId: string) => path.join(stagingRoot, queueId),
    staged: (queueId: string, entryPath: string) => stagedFile(path.join(stagingRoot, queueId), entryPath),
  }
}

/** A ZIP entry's path (`invoices/IN25-004711.pdf`) flattened into a job's staging folder. */
export const stagedFile = (stagingFolder: string, entryPath: string) => path.join(stagingFolder, entryPath.replaceAll('/', '__'))
export type DownloadFiles = ReturnType<typeof downloadFiles>

/** Written under a temporary name and renamed: a file in staging is always whole. */
export async function writeWhole(file: string, content: Buffer | string) {
  const temporary = `${file}.tmp`
  await fs.writeFile(temporary, content)
  await fs.rename(temporary, file)
}

export async function isNonEmptyFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).size > 0
  } catch {
    return false
  }
}

export async function removeQuietly(target: string) {
  await fs.rm(target, { recursive: true, force: true })
}
