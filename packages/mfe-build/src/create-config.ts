import path from 'node:path'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'
import { EsbuildPlugin } from 'esbuild-loader'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import MinimizerPlugin from 'minimizer-webpack-plugin'
import webpack from 'webpack'
import { ApolloBoundaryPlugin } from './apollo-boundary.plugin.ts'
import { readBuildEnv } from './build-env.ts'
import { FEDERATION_SDK_GLOBAL, FederationSdkPlugin } from './federation-sdk.plugin.ts'
import { PrecompressPlugin } from './precompress.plugin.ts'
import { StartAfterFirstPaintPlugin } from './start-after-first-paint.plugin.ts'
import { sharedConfig } from './shared.ts'

export interface RemoteBuildOptions {
  // the package folder (pass import.meta.dirname from webpack.config.ts)
  dir: string
  // Module Federation name: a JS identifier such as mfe_chat
  name: string
  // exposed modules, e.g. { './app': './src/index.ts' }
  exposes: Record<string, string>
  // entry that mounts the module on its own page (dist/index.html), for working on it alone
  standaloneEntry: string
}

export interface HostBuildOptions {
  dir: string
  name: string
  entry: string
  htmlTemplate: string
  // served at this path by the gateway: hashed files live under it
  assetsPath: string
  // the entry's scripts start once the browser has painted the page's HTML (its first screen)
  startAfterFirstPaint?: boolean
}

type Mode = 'production' | 'development'

// where the SDK's environment module (./env.js) lives, which the federation runtime imports through
// the SDK's index: replaced in every web build
export const FEDERATION_SDK_DIST = /[\\/]@module-federation[\\/]sdk[\\/]dist$/

const tsRule = (): webpack.RuleSetRule => ({
  test: /\.[cm]?tsx?$/,
  loader: 'esbuild-loader',
  options: { loader: 'tsx', target: 'es2022', jsx: 'automatic' },
})

// before esbuild: compiles gql`...` to documents (gql.loader.ts)
const gqlRule = (): webpack.RuleSetRule => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  enforce: 'pre',
  loader: path.join(import.meta.dirname, 'gql.loader.ts'),
})

const fontRule = (assetsPath: string): webpack.RuleSetRule => ({
  test: /\.(woff2?|ttf|otf|eot)$/,
  type: 'asset/resource',
  generator: { filename: `${assetsPath}fonts/[name].[contenthash:10][ext]` },
})

const imageRule = (assetsPath: string): webpack.RuleSetRule => ({
  test: /\.(svg|png|jpe?g|webp|gif)$/,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: 2048 } },
  generator: { filename: `${assetsPath}img/[name].[contenthash:10][ext]` },
})

// the federation runtime module asks for an entry chunk's file name before hashes exist (it only needs
// the folder depth); hand it an unhashed name then, and the hashed one when the asset is written
function hashedEntryFilename(prefix: string) {
  return (data: { chunk?: { contentHash?: Record<string, string> } }) =>
    data.chunk?.contentHash?.javascript ? `${prefix}[name].[contenthash:10].js` : `${prefix}[name].js`
}

function common(dir: string, mode: Mode): webpack.Configuration {
  const env = readBuildEnv()
  return {
    mode,
    context: dir,
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // workspace packages export their TypeScript sources; es2015 picks rxjs's modern build
      // and 'production' drops Apollo's development checks and messages
      conditionNames: [mode, 'browser', 'es2015', 'import', 'module', 'default'],
    },
    performance: { hints: false },
    optimization: {
      minimize: mode === 'production',
      // swc drops what webpack's tree shaking marks unused (the esbuild minifier keeps unused functions
      // inside a module, such as all of tslib's helpers); esbuild minifies the CSS
      minimizer: [
        new MinimizerPlugin({
          test: /\.[cm]?js$/,
          extractComments: false,
          minify: {
            implementation: MinimizerPlugin.swcMinify,
            options: { ecma: 2022, compress: { passes: 2 } },
          },
        }),
        new EsbuildPlugin({ target: 'es2022', format: undefined, css: true, include: /\.css$/ }),
      ],
      // small common modules (the contracts used by the bus, ui, i18n and the chrome) get their own
      // chunk instead of a copy inside each shared package's chunk
      splitChunks: { chunks: 'async', minSize: 1000 },
    },
    stats: 'errors-warnings',
    plugins: [
      new ApolloBoundaryPlugin(),
      // every gql`...` is compiled, so the shared @showroom/graphql-client leaves graphql-tag and the parser out
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]graphql-client[\\/]src[\\/]gql\.ts$/,
        path.join(import.meta.dirname, 'gql-compiled.ts'),
      ),
      // the federation runtime's environment checks, without the localStorage read (federation-env.ts)
      new webpack.NormalModuleReplacementPlugin(/^\.\/env\.js$/, (request) => {
        if (FEDERATION_SDK_DIST.test(request.context ?? ''))
          request.request = path.join(import.meta.dirname, 'federation-env.ts')
      }),
      new webpack.DefinePlugin({
        __SHOWROOM_BUILD_LABEL__: JSON.stringify(env.buildLabel),
        __SHOWROOM_FEDERATION_SDK_GLOBAL__: JSON.stringify(FEDERATION_SDK_GLOBAL),
      }),
      // each script and stylesheet also brotli- and gzip-compressed, sent as they are (ADR 48)
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
  }
}

// a microfrontend: remoteEntry.js + mf-manifest.json + hashed chunks in dist/; with `--standalone`, a
// page that mounts the module alone (dist-standalone/index.html) for working on it without the shell
export function createRemoteConfig(
  opts: RemoteBuildOptions,
): (env: { standalone?: boolean } | undefined, argv: { mode?: Mode }) => webpack.Configuration {
  return (env, argv) => {
    const mode = argv.mode ?? 'production'
    const standalone = env?.standalone === true
    const base = common(opts.dir, mode)
    return {
      ...base,
      entry: (standalone ? { standalone: opts.standaloneEntry } : {}) as webpack.EntryObject,
      output: {
        path: readBuildEnv().outDir ?? path.join(opts.dir, standalone ? 'dist-standalone' : 'dist'),
        publicPath: 'auto',
        uniqueName: opts.name,
        filename: hashedEntryFilename(''),
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      module: {
        rules: [
          gqlRule(),
          tsRule(),
          // modules inject their (prefix-scoped) CSS with their JS: one request, and it leaves with the module
          {
            test: /\.css$/,
            use: [
              { loader: 'style-loader', options: { attributes: { 'data-mfe-style': opts.name } } },
              { loader: 'css-loader', options: { modules: false } },
            ],
          },
          fontRule('assets/'),
          imageRule('assets/'),
        ],
      },
      plugins: [
        ...(base.plugins ?? []),
        new ModuleFederationPlugin({
          name: opts.name,
          filename: 'remoteEntry.js',
          exposes: opts.exposes,
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
          // in the site the shell provides the federation runtime once for the page instead of 20 KB
          // per module; a module never loads another module itself (parcels come through the shell)
          experiments: standalone
            ? {}
            : {
                externalRuntime: true,
                optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
              },
        }),
        // like the runtime core, the federation SDK comes from the shell (shell/src/federation/provide-sdk.ts)
        ...(standalone
          ? []
          : [
              new webpack.ExternalsPlugin('global', { '@module-federation/sdk': FEDERATION_SDK_GLOBAL }),
              new FederationSdkPlugin('module'),
            ]),
        ...(standalone
          ? [
              new HtmlWebpackPlugin({
                filename: 'index.html',
                chunks: ['standalone'],
                title: `${opts.name} (standalone)`,
              }),
            ]
          : []),
      ],
    }
  }
}

// the single-spa root config: index.html + hashed JS/CSS/fonts; remotes come from the registry at run time
export function createHostConfig(
  opts: HostBuildOptions,
): (env: unknown, argv: { mode?: Mode }) => webpack.Configuration {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production'
    const base = common(opts.dir, mode)
    const assets = opts.assetsPath.replace(/^\/+/, '')
    return {
      ...base,
      entry: { main: opts.entry },
      experiments: { css: true },
      output: {
        path: path.join(opts.dir, 'dist'),
        // the shell answers deep urls (/c/12/) with index.html: asset urls must be absolute
        publicPath: '/',
        uniqueName: opts.name,
        filename: hashedEntryFilename(assets),
        chunkFilename: `${assets}[name].[contenthash:10].js`,
        cssFilename: `${assets}[name].[contenthash:10].css`,
        cssChunkFilename: `${assets}[name].[contenthash:10].css`,
        assetModuleFilename: `${assets}[name].[contenthash:10][ext]`,
        clean: true,
      },
      module: {
        rules: [gqlRule(), tsRule(), { test: /\.css$/, type: 'css' }, fontRule(assets), imageRule(assets)],
      },
      plugins: [
        ...(base.plugins ?? []),
        new ModuleFederationPlugin({
          name: opts.name,
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: false,
          dts: false,
          dev: false,
          // hands the federation runtime to the modules, which are built with externalRuntime; the
          // web target drops the runtime's Node.js loaders
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        new FederationSdkPlugin('shell'),
        new HtmlWebpackPlugin({
          template: opts.htmlTemplate,
          filename: 'index.html',
          scriptLoading: 'defer',
          inject: 'head',
          minify: mode === 'production' ? { collapseWhitespace: true, removeComments: true } : false,
        }),
        ...(opts.startAfterFirstPaint ? [new StartAfterFirstPaintPlugin(opts.assetsPath)] : []),
      ],
    }
  }
}
