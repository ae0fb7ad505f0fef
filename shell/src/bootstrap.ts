// the chrome and everything it needs; main.ts loads this behind an async boundary
export { startShell } from './start-shell.ts'
