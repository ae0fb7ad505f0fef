import path from 'node:path'

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..')
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e', '.artifacts')
export const MODULES = ['mfe-chat', 'mfe-comments', 'mfe-feed', 'mfe-commerce', 'mfe-discovery'] as const
export type ModuleName = (typeof MODULES)[number]

export const shortName = (module: ModuleName) => module.replace(/^mfe-/, '')
export const distOf = (app: string) => path.join(REPO_ROOT, app, 'dist')
