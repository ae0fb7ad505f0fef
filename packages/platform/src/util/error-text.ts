const MAX_LENGTH = 4000

// what we store about a failure: the stack when there is one, bounded so one bad row stays small
export function errorText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text
}
