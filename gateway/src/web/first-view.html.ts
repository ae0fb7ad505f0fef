import type { FirstView } from './first-view.ts'

export const FIRST_VIEW_STATE_ID = 'sr-first-view-state'

// JSON inside a <script> element: nothing in it can close the element or open a comment, whatever
// the data says (an event named `</script><script>...` stays text)
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

// the element the shell mounts a module's application into (shell/src/applications/mountpoints.ts
// and module-lifecycles.ts): present in the HTML, the shell finds it and the module hydrates what it holds
// (data-first-view marks it for @showroom/mfe-runtime's defineApplication)
export function applicationElementId(module: string, application: string): string {
  return `sr-app-${`${module}:${application}`.replace(/[^a-z0-9-]/gi, '-')}`
}

const MAIN = /<main\b([^>]*\bid="sr-main"[^>]*)>\s*<\/main>/i

// the page with the first view in its <main>, the module's styles in the <head> and the data at the
// end of the body; a page without an empty <main id="sr-main"> is left as it is
export function withFirstView(html: string, view: FirstView, path: string): string {
  if (!MAIN.test(html)) return html
  const appName = `${view.module}:${view.application}`
  const mount =
    `<div id="${applicationElementId(view.module, view.application)}" class="sr-app sr-app--main" ` +
    `data-app="${appName}"><div class="sr-app__module" data-first-view>${view.html}</div></div>`
  const css = view.css.replace(/<\/style/gi, '<\\/style')
  const state = `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${scriptSafeJson({ path, cache: view.cache, texts: view.texts })}</script>`
  let page = html.replace(MAIN, (_match, attributes: string) => `<main${attributes}>${mount}</main>`)
  page = page.replace(/<\/head>/i, () => `<style data-first-view="${view.module}">${css}</style></head>`)
  return page.replace(/<\/body>/i, () => `${state}</body>`)
}
