// one jest project per front-end folder; to add one, append e.g. `browserProject('mfe-chat')`
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
]

const shared = {
  rootDir: import.meta.dirname,
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/packages/ui/test/style-mock.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // webpack's DefinePlugin fills these in module builds
  globals: { __SHOWROOM_BUILD_LABEL__: '' },
}

// plain TypeScript: node environment
function nodeProject(dir) {
  return {
    ...shared,
    displayName: dir,
    roots: [`<rootDir>/${dir}/src`],
    testMatch: ['**/*.test.ts'],
    testEnvironment: 'node',
  }
}

// React code: jsdom, and any console.error (React act/key warnings included) fails the test
function browserProject(dir) {
  return {
    ...shared,
    displayName: dir,
    roots: [`<rootDir>/${dir}/src`],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/packages/ui/test/setup-browser.ts'],
  }
}

export default {
  projects: [
    nodeProject('packages/contracts'),
    nodeProject('packages/bus'),
    nodeProject('packages/mfe-build'),
    browserProject('packages/i18n'),
    browserProject('packages/ui'),
    nodeProject('packages/graphql-client'),
    browserProject('packages/mfe-runtime'),
    browserProject('shell'),
    browserProject('mfe-discovery'),
    browserProject('mfe-comments'),
    browserProject('mfe-chat'),
    browserProject('mfe-feed'),
    browserProject('mfe-commerce'),
  ],
}
