// The Chromium features a Playwright browser here runs without.
//
// Chromium 156 opens the address bar's suggestion popup with every window, headless too. The popup is a
// WebUI page in a renderer of its own, and Playwright opens a window for every context. On a 2-core
// machine that renderer took about 1.5 s of processor time beside each context's first page load (ADR
// 56). A phone's browser spends nothing like it, and a journey waits for it.
export const POPUP_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
]

// Playwright's own --disable-features names (playwright-core 1.65, chromiumSwitches.ts). Chromium keeps
// only the last --disable-features switch, and ours comes after Playwright's, so ours repeats them.
// chromium-features.test.ts holds this list to the installed Playwright's.
export const PLAYWRIGHT_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

export const PLAYWRIGHT_DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_FEATURES, ...POPUP_FEATURES].join(',')}`
