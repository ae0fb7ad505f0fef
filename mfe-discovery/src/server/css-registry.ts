// the server build turns every stylesheet the module imports into a call of addCss (css.loader.ts),
// so the first view can carry the module's styles before its script arrives
const sheets = new Map<string, string>()

export function addCss(file: string, text: string): void {
  sheets.set(file, text)
}

export function firstViewCss(): string {
  return [...sheets.values()].join('\n')
}
