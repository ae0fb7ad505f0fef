// one list for the shell and every module: a package shared here is loaded once per page
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'rxjs',
  'i18next',
  'react-i18next',
  // Apollo is shared through this singleton, which holds the page's one client and re-exports the
  // hooks: sharing '@apollo/client' itself would ship the whole library (about 62 KB gzipped, no tree
  // shaking) plus one more shared chunk per subpath it imports, and still leave the hooks unshared
  '@showroom/graphql-client',
  '@showroom/bus',
  '@showroom/ui',
  '@showroom/i18n',
  // the module runtime kit (single-spa-react, the module root, navigation): one copy for the page
  '@showroom/mfe-runtime',
] as const

export interface SharedItem {
  singleton: true
  eager: false
  requiredVersion?: false
}

export function sharedConfig(): Record<string, SharedItem> {
  const shared: Record<string, SharedItem> = {}
  for (const name of SHARED_SINGLETONS) {
    // workspace packages are all 0.1.0 and move together: a version range would only add noise
    shared[name] = name.startsWith('@showroom/')
      ? { singleton: true, eager: false, requiredVersion: false }
      : { singleton: true, eager: false }
  }
  return shared
}
