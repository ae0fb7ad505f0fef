import path from 'node:path'
import { transformSync } from 'esbuild'
import type { LoaderContext } from 'webpack'

const REGISTRY = path.join(import.meta.dirname, '..', 'src', 'server', 'css-registry.ts')

// a stylesheet in the server build: its minified text registered by name (no style tags on a server)
export default function cssLoader(this: LoaderContext<unknown>, source: string): string {
  const name = path.relative(this.rootContext, this.resourcePath)
  const css = transformSync(source, { loader: 'css', minify: true }).code
  return `import { addCss } from ${JSON.stringify(REGISTRY)}\naddCss(${JSON.stringify(name)}, ${JSON.stringify(css)})\n`
}
