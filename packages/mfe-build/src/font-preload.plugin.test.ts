import { describe, expect, it } from '@jest/globals'
import { fontPreloadHrefs } from './font-preload.plugin.ts'

const SHELL_FACES = /[\\/](inter-latin|playfair-display-latin|language-label)-[^/\\]*\.woff2$/

describe('the fonts a page preloads', () => {
  const assets = [
    'assets/main.6ffe718ef0.js',
    'assets/fonts/inter-latin-400-normal.eca1e21531.woff2',
    'assets/fonts/inter-latin-400-normal.2ea1079c00.woff',
    'assets/fonts/playfair-display-latin-700-normal.62fc3d7c8e.woff2',
    'assets/fonts/language-label-4e2d.c74c83495c.woff2',
    'assets/fonts/noto-sans-sc-5-400-normal.63d2ffb109.woff2',
  ]

  it('are the woff2 files of the named faces, under the public path, in a stable order', () => {
    expect(fontPreloadHrefs(assets, SHELL_FACES, '/')).toEqual([
      '/assets/fonts/inter-latin-400-normal.eca1e21531.woff2',
      '/assets/fonts/language-label-4e2d.c74c83495c.woff2',
      '/assets/fonts/playfair-display-latin-700-normal.62fc3d7c8e.woff2',
    ])
    expect(fontPreloadHrefs([...assets].reverse(), SHELL_FACES, '/')).toEqual(
      fontPreloadHrefs(assets, SHELL_FACES, '/'),
    )
  })

  it('leave out the woff fallbacks and the Chinese slices', () => {
    const hrefs = fontPreloadHrefs(assets, SHELL_FACES, 'https://cdn.example/')
    expect(hrefs.some((href) => href.endsWith('.woff'))).toBe(false)
    expect(hrefs.some((href) => href.includes('noto-sans-sc'))).toBe(false)
    expect(hrefs.every((href) => href.startsWith('https://cdn.example/assets/fonts/'))).toBe(true)
  })
})
