import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk'

// set by @showroom/mfe-build: the global the modules' builds read the federation SDK from
declare const __SHOWROOM_FEDERATION_SDK_GLOBAL__: string

// the modules are built with the federation runtime core and SDK as externals, so each remote entry
// is about 8 KB gzipped instead of 27: the shell hands both over once for the page (the core through
// Module Federation's own provideExternalRuntime). Only the SDK exports their runtime imports
// (FEDERATION_SDK_EXPORTS in @showroom/mfe-build, checked by both builds): the whole namespace would
// keep all of the SDK in the shell. Must run before any module loads.
export function provideFederationSdk(): void {
  ;(globalThis as Record<string, unknown>)[__SHOWROOM_FEDERATION_SDK_GLOBAL__] = {
    decodeName,
    ENCODE_NAME_PREFIX,
  }
}
