import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import webpack from 'webpack'

// Each text file of a production build is also written brotli- and gzip-compressed beside itself
// (`main.0123456789.js.br`, `.gz`), at their highest levels, once, when it is built. The gateway
// sends the one a browser accepts as it is (@fastify/static's preCompressed) instead of gzipping
// every script and stylesheet again for every visitor, on the processor the page's own requests
// need, and brotli is a sixth smaller than gzip on these files (ADR 48).
// webpack empties dist/ before each build, so a compressed copy never outlives its file.

// what a browser asks for as text; HTML is excluded: the gateway fills in the shell's page per request
export const PRECOMPRESSED = /\.(js|mjs|css|json|svg|txt)$/
// below this, the compressed copy saves less than a packet
export const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

export interface CompressedCopies {
  br: Buffer | null
  gz: Buffer | null
}

// the copies worth writing: none for a small file, and none that is not smaller than the file
export async function compressedCopies(name: string, content: Buffer): Promise<CompressedCopies> {
  if (!PRECOMPRESSED.test(name) || content.length < MIN_BYTES) return { br: null, gz: null }
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return {
    br: br.length < content.length ? br : null,
    gz: gz.length < content.length ? gz : null,
  }
}

export class PrecompressPlugin {
  apply(compiler: webpack.Compiler): void {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          // after every plugin that writes or changes a file (the federation manifest is written at
          // OPTIMIZE_TRANSFER); files added later still come through additionalAssets
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1,
          additionalAssets: true,
        },
        async (assets) => {
          await Promise.all(
            Object.keys(assets).map(async (name) => {
              const asset = compilation.getAsset(name)
              if (!asset || asset.info.compressed) return
              const source = asset.source.source()
              const content = Buffer.isBuffer(source) ? source : Buffer.from(source)
              const copies = await compressedCopies(name, content)
              for (const [suffix, data] of [
                ['br', copies.br],
                ['gz', copies.gz],
              ] as const) {
                if (!data) continue
                compilation.emitAsset(`${name}.${suffix}`, new RawSource(data), {
                  compressed: true,
                  immutable: asset.info.immutable,
                })
              }
            }),
          )
        },
      )
    })
  }
}
