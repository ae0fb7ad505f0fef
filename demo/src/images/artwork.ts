// svg artwork for the demo images: fabric-like gradients and weaves in the site's palette, with a
// typographic label set in a serif face, so the pictures look deliberate rather than grey boxes

// pairs drawn from the design tokens (warm whites, the deep red accent, ink, muted greys, gold)
export const PALETTES = [
  { from: '#9e1b32', to: '#f1ece4', ink: '#ffffff' },
  { from: '#1c1917', to: '#6b645d', ink: '#faf7f2' },
  { from: '#f1ece4', to: '#b3aca3', ink: '#1c1917' },
  { from: '#7d1527', to: '#1c1917', ink: '#f6e4e6' },
  { from: '#1f2a44', to: '#9e1b32', ink: '#faf7f2' },
  { from: '#faf7f2', to: '#f6e4e6', ink: '#7d1527' },
  { from: '#b8860b', to: '#f1ece4', ink: '#1c1917' },
  { from: '#1f6b3a', to: '#e7e1d8', ink: '#faf7f2' },
] as const

export type Weave = 'stripes' | 'herringbone' | 'dots' | 'grid' | 'plain'
export const WEAVES: readonly Weave[] = ['stripes', 'herringbone', 'dots', 'grid', 'plain']

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function weavePattern(weave: Weave, ink: string, unit: number): string {
  const stroke = `stroke="${ink}" stroke-opacity="0.12"`
  switch (weave) {
    case 'stripes':
      return `<pattern id="w" width="${unit}" height="${unit}" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><line x1="0" y1="0" x2="0" y2="${unit}" ${stroke} stroke-width="${unit / 3}"/></pattern>`
    case 'herringbone':
      return `<pattern id="w" width="${unit}" height="${unit}" patternUnits="userSpaceOnUse"><path d="M0 ${unit} L${unit / 2} 0 L${unit} ${unit}" fill="none" ${stroke} stroke-width="${unit / 8}"/></pattern>`
    case 'dots':
      return `<pattern id="w" width="${unit}" height="${unit}" patternUnits="userSpaceOnUse"><circle cx="${unit / 2}" cy="${unit / 2}" r="${unit / 7}" fill="${ink}" fill-opacity="0.14"/></pattern>`
    case 'grid':
      return `<pattern id="w" width="${unit}" height="${unit}" patternUnits="userSpaceOnUse"><path d="M${unit} 0 L0 0 0 ${unit}" fill="none" ${stroke} stroke-width="${unit / 12}"/></pattern>`
    default:
      return `<pattern id="w" width="${unit}" height="${unit}" patternUnits="userSpaceOnUse"><rect width="1" height="1" fill="${ink}" fill-opacity="0.04"/></pattern>`
  }
}

export interface Artwork {
  width: number
  height: number
  paletteIndex: number
  weave: Weave
  // the big words, e.g. 'Sample Sale' or a brand name
  title: string
  // the small line above it, e.g. 'Showroom · London'
  kicker?: string
  // a monogram centred instead of a bottom-left title (logos)
  centred?: boolean
}

export function artworkSvg(art: Artwork): string {
  const palette = PALETTES[art.paletteIndex % PALETTES.length] as (typeof PALETTES)[number]
  const { width, height } = art
  const short = Math.min(width, height)
  const unit = Math.round(short / 14)
  const titleSize = Math.round(art.centred ? short / 7 : short / Math.max(6, art.title.length / 1.6))
  const margin = Math.round(short * 0.08)
  const kicker = art.kicker
    ? `<text x="${art.centred ? width / 2 : margin}" y="${art.centred ? height / 2 - titleSize : height - margin - titleSize * 1.2}" font-family="DejaVu Sans" font-size="${Math.round(titleSize / 3.2)}" letter-spacing="${Math.round(titleSize / 14)}" fill="${palette.ink}" fill-opacity="0.8"${art.centred ? ' text-anchor="middle"' : ''}>${escapeXml(art.kicker.toUpperCase())}</text>`
    : ''
  const title = art.centred
    ? `<circle cx="${width / 2}" cy="${height / 2}" r="${short * 0.36}" fill="none" stroke="${palette.ink}" stroke-opacity="0.6" stroke-width="${short / 120}"/><text x="${width / 2}" y="${height / 2 + titleSize / 2.6}" text-anchor="middle" font-family="DejaVu Serif" font-size="${titleSize}" fill="${palette.ink}">${escapeXml(art.title)}</text>`
    : `<text x="${margin}" y="${height - margin}" font-family="DejaVu Serif" font-size="${titleSize}" fill="${palette.ink}">${escapeXml(art.title)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="l" cx="0.7" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
${weavePattern(art.weave, palette.ink, unit)}
</defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect width="100%" height="100%" fill="url(#w)"/>
<rect width="100%" height="100%" fill="url(#l)"/>
${kicker}
${title}
</svg>`
}
