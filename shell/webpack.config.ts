import { createHostConfig } from '@showroom/mfe-build'

export default createHostConfig({
  dir: import.meta.dirname,
  name: 'shell',
  entry: './src/main.ts',
  htmlTemplate: './src/index.html',
  assetsPath: '/assets/',
})
