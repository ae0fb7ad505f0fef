export { type BuildAppOptions, buildApp, type GatewayApp } from './app.ts'
export type { Services } from './services.ts'
