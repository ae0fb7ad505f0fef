import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { ARTIFACTS_DIR } from './paths.ts'

// the page's traffic that went wrong, kept for the report of a journey that fails: a wait that times
// out says only what it waited for, and a failed script or a 5xx is usually why
const KEPT = 30

export interface Trail {
  entries(): string[]
}

export function followTrail(page: Page): Trail {
  const kept: string[] = []
  const keep = (entry: string) => {
    kept.push(entry)
    if (kept.length > KEPT) kept.shift()
  }
  page.on('requestfailed', (request) =>
    keep(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`,
    ),
  )
  page.on('response', (response) => {
    if (response.status() >= 400)
      keep(`${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`went to ${frame.url()}`)
  })
  return { entries: () => [...kept] }
}

let reports = 0

// what the page showed when the journey failed: its address, its open dialogs and alerts, the
// browser's errors and the traffic that went wrong, with a screenshot in e2e/.artifacts/
export async function failureReport(page: Page, problems: string[], trail: Trail): Promise<string> {
  const lines = [`the page: ${page.isClosed() ? '(closed)' : page.url()}`]
  if (!page.isClosed()) {
    const shown = await page
      .evaluate(() => ({
        dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(
          (dialog) =>
            dialog.getAttribute('aria-label') ??
            document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
            '(no name)',
        ),
        alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')]
          .map((alert) => alert.textContent?.trim() ?? '')
          .filter(Boolean),
      }))
      .catch((error: unknown) => ({ dialogs: [], alerts: [`(the page could not be read: ${error})`] }))
    lines.push(`open dialogs: ${shown.dialogs.join(' | ') || 'none'}`)
    lines.push(`alerts: ${shown.alerts.join(' | ') || 'none'}`)
    reports += 1
    const file = path.join(ARTIFACTS_DIR, `failed-journey-${process.pid}-${reports}.png`)
    mkdirSync(ARTIFACTS_DIR, { recursive: true })
    await page.screenshot({ path: file, fullPage: false, timeout: 10_000 }).then(
      () => lines.push(`screenshot: ${file}`),
      () => lines.push('screenshot: none could be taken'),
    )
  }
  lines.push(...(problems.length > 0 ? problems : ['browser errors: none']))
  lines.push(...trail.entries())
  return lines.map((line) => `  ${line}`).join('\n')
}
