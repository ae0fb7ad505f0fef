import { NO_SESSION_ID } from '@showroom/contracts'

// tells the shell the page was asked for without a session cookie (shell/src/session/session.ts):
// such a page is a visitor's, and the shell need not ask who it is for
export function withNoSession(html: string): string {
  return html.replace(
    /<\/body>/i,
    () => `<script type="application/json" id="${NO_SESSION_ID}">true</script></body>`,
  )
}
