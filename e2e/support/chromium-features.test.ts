import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, it } from 'node:test'
import { PLAYWRIGHT_DISABLE_FEATURES, PLAYWRIGHT_FEATURES, POPUP_FEATURES } from './chromium-features.ts'

// the names Playwright passes in its own --disable-features, read from the installed package
function installedPlaywrightFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8')
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1]
  assert.ok(list, "playwright-core's disabledFeatures list was not found: read its chromiumSwitches again")
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1] as string)
}

describe('the Chromium features a Playwright browser runs without', () => {
  it("keeps every name of Playwright's own list, which our later switch replaces", () => {
    const installed = installedPlaywrightFeatures()
    assert.ok(installed.length > 5, `read ${installed.length} names`)
    assert.deepEqual(
      installed.filter((name) => !PLAYWRIGHT_FEATURES.includes(name)),
      [],
      'Playwright disables features our list lacks',
    )
  })

  it("adds the address bar popup's features, in one switch", () => {
    const names = PLAYWRIGHT_DISABLE_FEATURES.replace('--disable-features=', '').split(',')
    assert.deepEqual(names, [...PLAYWRIGHT_FEATURES, ...POPUP_FEATURES])
    assert.ok(names.includes('WebUIOmniboxPopup'))
  })
})
