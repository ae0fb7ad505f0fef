import { createRemoteConfig } from '@showroom/mfe-build'

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'mfe_comments',
  exposes: { './app': './src/index.ts' },
  standaloneEntry: './src/main.ts',
})
