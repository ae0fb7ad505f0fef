import path from 'node:path'
import { createHostConfig } from '@showroom/mfe-build'
import type webpack from 'webpack'

const host = createHostConfig({
  dir: import.meta.dirname,
  name: 'shell',
  entry: './src/main.ts',
  htmlTemplate: './src/index.html',
  assetsPath: '/assets/',
  // the page's HTML holds its first screen: it is painted before the shell's scripts run (ADR 43)
  startAfterFirstPaint: true,
})

// a stylesheet imported with `?cjk-only` keeps only the CJK part of each @font-face rule's
// unicode-range (src/styles/cjk-face.ts): the Chinese face every page declares
const cjkOnlyRule: webpack.RuleSetRule = {
  resourceQuery: /cjk-only/,
  loader: path.join(import.meta.dirname, 'src/styles/cjk-face.loader.ts'),
}

export default (env: unknown, argv: Parameters<typeof host>[1]): webpack.Configuration => {
  const config = host(env, argv)
  return { ...config, module: { ...config.module, rules: [...(config.module?.rules ?? []), cjkOnlyRule] } }
}
