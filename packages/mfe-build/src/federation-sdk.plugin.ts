import path from 'node:path'
import webpack from 'webpack'

// the global the shell puts the federation SDK on (shell/src/federation/provide-sdk.ts)
export const FEDERATION_SDK_GLOBAL = '_SHOWROOM_FEDERATION_SDK'

// what the modules' federation runtime (webpack-bundler-runtime's remotes) imports from the SDK, and so
// all the shell provides: the whole SDK namespace would keep about 1 KB gzipped of unused code in it
export const FEDERATION_SDK_EXPORTS: readonly string[] = ['ENCODE_NAME_PREFIX', 'decodeName']

const NAME = 'FederationSdkPlugin'
const NODE_MODULES = `${path.sep}node_modules${path.sep}`
const SDK_DIR = `${NODE_MODULES}@module-federation${path.sep}sdk${path.sep}`

// the SDK exports the imports of a module name ('*': the whole namespace), from our own code only if asked
function importedNames(
  compilation: webpack.Compilation,
  module: webpack.Module,
  oursOnly: boolean,
): Set<string> {
  const names = new Set<string>()
  for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
    const origin = connection.originModule
    if (oursOnly && !(origin instanceof webpack.NormalModule && !origin.resource.includes(NODE_MODULES)))
      continue
    for (const ref of connection.dependency?.getReferencedExports(compilation.moduleGraph, undefined) ?? []) {
      names.add((Array.isArray(ref) ? ref : ref.name)[0] ?? '*')
    }
  }
  return names
}

// a federation upgrade that needs another SDK export must fail the build, not a module at run time:
// on the 'module' side, a module's build may import only FEDERATION_SDK_EXPORTS from the external SDK;
// on the 'shell' side, the shell's own code must import each of them (to provide) and never the whole SDK
export class FederationSdkPlugin {
  private readonly side: 'module' | 'shell'

  constructor(side: 'module' | 'shell') {
    this.side = side
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const fail = (message: string) => compilation.errors.push(new webpack.WebpackError(message))
        const imported = new Set<string>()
        for (const module of modules) {
          const isSdk =
            this.side === 'module'
              ? module instanceof webpack.ExternalModule && module.request === FEDERATION_SDK_GLOBAL
              : module instanceof webpack.NormalModule && module.resource.includes(SDK_DIR)
          if (isSdk)
            for (const name of importedNames(compilation, module, this.side === 'shell')) imported.add(name)
        }
        if (this.side === 'module') {
          const extra = [...imported].filter((name) => !FEDERATION_SDK_EXPORTS.includes(name))
          if (extra.length > 0) {
            fail(
              `the federation runtime imports ${extra.join(', ')} from @module-federation/sdk, which the shell does not provide: add it to FEDERATION_SDK_EXPORTS (packages/mfe-build) and shell/src/federation/provide-sdk.ts`,
            )
          }
          return
        }
        const missing = FEDERATION_SDK_EXPORTS.filter((name) => !imported.has(name))
        if (imported.has('*')) {
          fail('the shell imports all of @module-federation/sdk: import FEDERATION_SDK_EXPORTS by name')
        } else if (missing.length > 0) {
          fail(
            `the shell does not provide ${missing.join(', ')} of @module-federation/sdk to the modules: add it to shell/src/federation/provide-sdk.ts`,
          )
        }
      })
    })
  }
}
