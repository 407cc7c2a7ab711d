import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { receiveUpload, UploadTooLarge, uploadFileName, uploadFormat } from './import-upload'

describe('admin upload of a catalogue file', () => {
  it('keeps the name that gives the kind, and nothing that could name another folder', () => {
    expect(uploadFileName('prices.xlsx')).toBe('prices.xlsx')
    expect(uploadFileName('../../etc/passwd')).toBe('passwd')
    expect(uploadFileName('C:\\Export\\stock per warehouse.csv')).toBe('stock_per_warehouse.csv')
    expect(uploadFileName('..')).toBeNull()
    expect(uploadFileName('.parts.csv')).toBe('parts.csv')
    expect([uploadFormat('Katalog.XML'), uploadFormat('a.csv'), uploadFormat('a.xlsx'), uploadFormat('a.xls')]).toEqual([
      'bmecat',
      'csv',
      'xlsx',
      null,
    ])
  })

  it('writes the body as it comes, and stops past the limit without keeping a partial file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'))
    const target = path.join(dir, 'run', 'parts.csv')
    expect(await receiveUpload(Readable.from([Buffer.from('article_id\r\n'), Buffer.from('A-1\r\n')]), target, 17)).toBe(17)
    expect(fs.readFileSync(target, 'utf8')).toBe('article_id\r\nA-1\r\n')

    const big = path.join(dir, 'run', 'big.csv')
    const body = Readable.from(Array.from({ length: 10 }, () => Buffer.alloc(1000, 'x')))
    await expect(receiveUpload(body, big, 5000)).rejects.toBeInstanceOf(UploadTooLarge)
    expect(fs.existsSync(big)).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
