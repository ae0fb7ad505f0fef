import { nextTask } from '@showroom/mfe-runtime/start-in-steps'
import { provideFederationSdk } from './federation/provide-sdk.ts'
// the design tokens first: the chrome paints before the ui kit (which also brings them) has loaded
import '@showroom/ui/tokens.css'
import './styles/fonts.css'
import './styles/global.css'
import './chrome/chrome.css'

// a module that cannot load shows its fallback; the console keeps the reason for whoever debugs it
function reportModuleFailure(id: string, error: unknown): void {
  console.warn(`[shell] module ${id} could not load`, error)
}

provideFederationSdk()
// Each import below asks for its chunks: the federation runtime negotiates their shared packages and
// adds a script element per file, which together made the entry's evaluation one long task on a
// phone. They are asked for in tasks of their own, one after the other (ADR 43).
const modules = nextTask()
  .then(() => import('./federation/early-start.ts'))
  .then(({ startModules }) => startModules(reportModuleFailure))

// the page's words (i18next and both languages' messages) download with the chrome's code and are
// set up as soon as they arrive, in a task of their own rather than inside the chrome's start
void nextTask()
  .then(nextTask)
  .then(() => import('@showroom/i18n'))
// async boundary: the shared packages (React, the bus, i18n) are set up before the chrome's code runs;
// the chrome starts in a task after the one that ran its modules' code (ADR 42)
void nextTask()
  .then(nextTask)
  .then(nextTask)
  .then(() => import('./bootstrap.ts'))
  .then(async ({ startShell }) => {
    await nextTask()
    await startShell(modules)
  })
