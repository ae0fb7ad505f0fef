#!/usr/bin/env node
// builds the package in the current folder from its webpack.config.ts (webpack-cli is not needed)
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import webpack from 'webpack'

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    standalone: { type: 'boolean', default: false },
  },
})
const mode = values.mode === 'development' ? 'development' : 'production'
const configUrl = pathToFileURL(path.resolve('webpack.config.ts')).href
const { default: exported } = (await import(configUrl)) as { default: unknown }
const config = (
  typeof exported === 'function' ? exported({ standalone: values.standalone }, { mode }) : exported
) as webpack.Configuration

const started = Date.now()
webpack(config, (err, stats) => {
  if (err || !stats) {
    process.stderr.write(`${err?.stack ?? err}\n`)
    process.exit(1)
  }
  const text = stats.toString({ preset: 'errors-warnings', colors: false })
  if (text.trim()) process.stderr.write(`${text}\n`)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  process.stdout.write(`${path.basename(process.cwd())}: built in ${seconds}s -> ${config.output?.path}\n`)
  process.exit(stats.hasErrors() ? 1 : 0)
})
