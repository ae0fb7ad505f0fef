export { type BuildEnv, readBuildEnv } from './build-env.ts'
export { createHostConfig, createRemoteConfig } from './create-config.ts'
export type { HostBuildOptions, RemoteBuildOptions } from './create-config.ts'
export { SHARED_SINGLETONS, sharedConfig } from './shared.ts'
