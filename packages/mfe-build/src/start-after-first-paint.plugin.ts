import { createHash } from 'node:crypto'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import webpack from 'webpack'

// The shell's page carries its first screen in the HTML (ADR 36), yet a deferred script that has
// arrived by the time the parser is done runs before the browser's first paint: on a phone the
// shell's entry (the federation runtime's share scopes, the chrome's code: 0.4 s of a phone's CPU)
// held the page's first and largest paint back. The entry's scripts are asked for from the <head>
// as before (a low-priority preload, as a deferred script is) and started by a tiny script once a
// frame has been painted (ADR 43). A hidden page (opened in a background tab) paints no frames:
// it starts at once.
export const STARTER_SOURCE = `(function () {
  var links = document.querySelectorAll('link[data-sr-start]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
      script.async = false;
      document.head.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  document.addEventListener('visibilitychange', start, { once: true });
})();
`

export function starterFileName(source: string, assetsPath: string): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
  return `${assetsPath.replace(/^\/+/, '')}start.${hash}.js`
}

type Tag = HtmlWebpackPlugin.HtmlTagObject

// the entry's <script defer> tags become low-priority preloads the starter names, and the starter
// takes their place
export function startAfterFirstPaint(headTags: Tag[], starterHref: string): Tag[] {
  const entrySrc = (tag: Tag) => {
    const src = tag.attributes.src
    return tag.tagName === 'script' && typeof src === 'string' ? src : null
  }
  if (!headTags.some(entrySrc)) return headTags
  const tags: Tag[] = []
  for (const tag of headTags) {
    const src = entrySrc(tag)
    if (src === null) {
      tags.push(tag)
      continue
    }
    tags.push(
      HtmlWebpackPlugin.createHtmlTagObject('link', {
        rel: 'preload',
        as: 'script',
        href: src,
        fetchpriority: 'low',
        'data-sr-start': true,
      }),
    )
  }
  const starter = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: starterHref })
  return [...tags, starter]
}

export class StartAfterFirstPaintPlugin {
  private readonly assetsPath: string

  // assetsPath: where the build's hashed files go, e.g. /assets/
  constructor(assetsPath: string) {
    this.assetsPath = assetsPath
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('StartAfterFirstPaintPlugin', (compilation) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '/')
      const file = starterFileName(STARTER_SOURCE, this.assetsPath)
      compilation.hooks.processAssets.tap(
        { name: 'StartAfterFirstPaintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(file, new webpack.sources.RawSource(STARTER_SOURCE))
        },
      )
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StartAfterFirstPaintPlugin',
        (data) => {
          const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`
          data.headTags = startAfterFirstPaint(data.headTags, `${base}${file}`)
          return data
        },
      )
    })
  }
}
