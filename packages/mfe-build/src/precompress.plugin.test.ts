import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from '@jest/globals'
import webpack from 'webpack'
import { compressedCopies, MIN_BYTES, PrecompressPlugin } from './precompress.plugin.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function build(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => (error || !stats ? reject(error) : resolve(stats))),
  )
}

describe("a build's compressed copies", () => {
  it('are written for text files large enough to gain, and decompress to the file', async () => {
    const text = Buffer.from(`export const words = ${JSON.stringify('showroom '.repeat(400))}`)
    const copies = await compressedCopies('main.0123456789.js', text)
    expect(copies.br?.length).toBeLessThan(text.length)
    expect(copies.gz?.length).toBeLessThan(text.length)
    expect(brotliDecompressSync(copies.br as Buffer).equals(text)).toBe(true)
    expect(gunzipSync(copies.gz as Buffer).equals(text)).toBe(true)
  })

  it('are not written for a small file, a page, a picture or a font', async () => {
    const small = Buffer.from('x'.repeat(MIN_BYTES - 1))
    const large = Buffer.from('x'.repeat(MIN_BYTES * 4))
    expect(await compressedCopies('a.0123456789.js', small)).toEqual({ br: null, gz: null })
    for (const name of ['index.html', 'assets/img/a.0123456789.png', 'assets/fonts/a.0123456789.woff2'])
      expect(await compressedCopies(name, large)).toEqual({ br: null, gz: null })
  })

  it("come out of a webpack build beside each script, the output's own copy", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'showroom-precompress-'))
    folders.push(dir)
    writeFileSync(
      path.join(dir, 'entry.js'),
      `document.title = ${JSON.stringify('A fashion week calendar, '.repeat(200))}\n`,
    )
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist'), filename: 'main.[contenthash:10].js' },
      optimization: { minimize: false },
      plugins: [new PrecompressPlugin()],
    })
    expect(stats.hasErrors()).toBe(false)
    const files = readdirSync(path.join(dir, 'dist')).sort()
    const script = files.find((f) => f.endsWith('.js')) as string
    expect(files).toEqual([script, `${script}.br`, `${script}.gz`])
    const original = readFileSync(path.join(dir, 'dist', script))
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'dist', `${script}.br`))).equals(original)).toBe(
      true,
    )
    expect(gunzipSync(readFileSync(path.join(dir, 'dist', `${script}.gz`))).equals(original)).toBe(true)
    // the copies are not compressed again
    expect(existsSync(path.join(dir, 'dist', `${script}.br.gz`))).toBe(false)
  }, 60_000)
})
