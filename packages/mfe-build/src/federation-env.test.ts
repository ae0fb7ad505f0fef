import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterEach, describe, expect, it } from '@jest/globals'
import { FEDERATION_SDK_DIST } from './create-config.ts'
import * as federationEnv from './federation-env.ts'

const require = createRequire(import.meta.url)
const sdkEnvFile = path.join(path.dirname(require.resolve('@module-federation/sdk')), 'env.js')
const globals = globalThis as Record<string, unknown>

afterEach(() => {
  delete globals.FEDERATION_DEBUG
  delete globals.localStorage
})

describe("the federation runtime's environment checks", () => {
  it("replace the SDK's env.js, export for export", () => {
    expect(FEDERATION_SDK_DIST.test(path.dirname(sdkEnvFile))).toBe(true)
    expect(readFileSync(path.join(path.dirname(sdkEnvFile), 'index.js'), 'utf8')).toContain('from "./env.js"')
    const exported = /export\s*\{([^}]*)\}/.exec(readFileSync(sdkEnvFile, 'utf8'))?.[1] ?? ''
    const names = exported
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    expect(names.length).toBeGreaterThan(0)
    expect(Object.keys(federationEnv).sort()).toEqual(names.sort())
  })

  it('turn debug logging on by the FEDERATION_DEBUG global, without reading localStorage', () => {
    let reads = 0
    globals.localStorage = {
      getItem: () => {
        reads++
        return '1'
      },
    }
    expect(federationEnv.isDebugMode()).toBe(false)
    globals.FEDERATION_DEBUG = true
    expect(federationEnv.isDebugMode()).toBe(true)
    expect(reads).toBe(0)
  })
})
