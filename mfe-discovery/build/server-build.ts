// builds the module's server entry for Node (dist/server/first-view.mjs), after the browser build:
// one self-contained file, React and Apollo included, so a deploy of the module's folder brings its
// own first view with it and the gateway needs nothing else of the module
import path from 'node:path'
import { readBuildEnv } from '@showroom/mfe-build'
import webpack from 'webpack'

const root = path.resolve(import.meta.dirname, '..')
// the same settings the browser build reads
const env = readBuildEnv()

const config: webpack.Configuration = {
  mode: 'production',
  context: root,
  target: 'node24',
  entry: { 'first-view': './src/server/first-view.tsx' },
  devtool: false,
  experiments: { outputModule: true },
  output: {
    // beside the browser build (SHOWROOM_OUT_DIR when a release is staged elsewhere)
    path: path.join(env.outDir ?? path.join(root, 'dist'), 'server'),
    filename: '[name].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    conditionNames: ['production', 'node', 'import', 'module', 'default'],
  },
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
  stats: 'errors-warnings',
  module: {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        loader: 'esbuild-loader',
        options: { loader: 'tsx', target: 'es2022', jsx: 'automatic' },
      },
      { test: /\.css$/, loader: path.join(import.meta.dirname, 'css.loader.ts') },
      { test: /\.(woff2?|ttf|otf|eot|svg|png|jpe?g|webp|gif)$/, type: 'asset/inline' },
    ],
  },
  plugins: [
    // the page's code arrives in one file: no chunks to find at run time
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new webpack.DefinePlugin({
      __SHOWROOM_BUILD_LABEL__: JSON.stringify(env.buildLabel),
      'process.env.NODE_ENV': JSON.stringify('production'),
    }),
  ],
}

const started = Date.now()
webpack(config, (err, stats) => {
  if (err || !stats) {
    process.stderr.write(`${err?.stack ?? err}\n`)
    process.exit(1)
  }
  const text = stats.toString({ preset: 'errors-warnings', colors: false })
  if (text.trim()) process.stderr.write(`${text}\n`)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  process.stdout.write(`mfe-discovery server entry: built in ${seconds}s -> ${config.output?.path}\n`)
  process.exit(stats.hasErrors() ? 1 : 0)
})
