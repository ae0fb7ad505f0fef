// What the web builds get instead of @module-federation/sdk's env.js: the same checks, except that the
// federation runtime's debug logging is turned on by a FEDERATION_DEBUG global (or variable at build
// time), no longer by a localStorage key too. The runtime reads it once as it starts, and it was the
// page's first use of localStorage, which opens the origin's storage: about 20 ms of a desktop core
// inside the shell's first long task, 80 on Lighthouse's phone, for a developer's switch (ADR 40).
declare const ENV_TARGET: string | undefined
declare const FEDERATION_DEBUG: unknown

export const isBrowserEnvValue: boolean =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined'

export function isBrowserEnv(): boolean {
  return isBrowserEnvValue
}

export function isReactNativeEnv(): boolean {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative'
}

export function isDebugMode(): boolean {
  if (typeof process !== 'undefined' && process.env?.FEDERATION_DEBUG)
    return Boolean(process.env.FEDERATION_DEBUG)
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG)
}

export function getProcessEnv(): Record<string, string | undefined> {
  return typeof process !== 'undefined' && process.env ? process.env : {}
}
