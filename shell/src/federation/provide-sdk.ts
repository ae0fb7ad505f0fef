import * as federationSdk from '@module-federation/sdk'

// set by @showroom/mfe-build: the global the modules' builds read the federation SDK from
declare const __SHOWROOM_FEDERATION_SDK_GLOBAL__: string

// the modules are built with the federation runtime core and SDK as externals, so each remote entry
// is about 9 KB instead of 15: the shell hands both over once for the page (the core through
// Module Federation's own provideExternalRuntime). Must run before any module loads.
export function provideFederationSdk(): void {
  ;(globalThis as Record<string, unknown>)[__SHOWROOM_FEDERATION_SDK_GLOBAL__] = federationSdk
}
