import HtmlWebpackPlugin from 'html-webpack-plugin'
import type webpack from 'webpack'

// the font files a page's first screen draws with, asked for from the <head> (after the stylesheet)
// instead of once the browser has parsed the CSS and laid the page out: each face that arrives after
// the first layout lays the whole page out again, a long task of its own on a phone (ADR 42)
export class FontPreloadPlugin {
  private readonly pattern: RegExp

  constructor(pattern: RegExp) {
    this.pattern = pattern
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('FontPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'FontPreloadPlugin',
        (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/')
          const tags = fontPreloadHrefs(Object.keys(compilation.assets), this.pattern, publicPath).map(
            (href) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                href,
                as: 'font',
                type: 'font/woff2',
                crossorigin: 'anonymous',
              }),
          )
          data.headTags.push(...tags)
          return data
        },
      )
    })
  }
}

// the woff2 files whose names match, in a stable order
export function fontPreloadHrefs(assetNames: string[], pattern: RegExp, publicPath: string): string[] {
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`
  return assetNames
    .filter((name) => name.endsWith('.woff2') && pattern.test(name))
    .sort()
    .map((name) => `${base}${name.replace(/^\/+/, '')}`)
}
