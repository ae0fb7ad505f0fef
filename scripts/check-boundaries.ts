// the architecture's import rules, checked on every test run:
// - no package reaches into another's internals (only '@showroom/x' or an entry point its package.json
//   exports, such as '@showroom/i18n/react'; never '@showroom/x/src/...' or '../../x')
// - a service never imports another service; an MFE never imports another MFE
// - shared packages never import services, the gateway or an MFE (testkit may start the gateway)
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }

interface Workspace {
  name: string
  dir: string
  kind: 'service' | 'mfe' | 'package' | 'app'
  // subpaths its package.json exports besides the index ('react' for '@showroom/i18n/react')
  entryPoints: Set<string>
}

function workspaceDirs(): string[] {
  return rootPackage.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)]
    const parent = join(root, pattern.slice(0, -2))
    return readdirSync(parent).map((d) => join(parent, d))
  })
}

const workspaces: Workspace[] = workspaceDirs()
  .filter((dir) => {
    try {
      return statSync(join(dir, 'package.json')).isFile()
    } catch {
      return false
    }
  })
  .map((dir) => {
    const rel = relative(root, dir)
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string
      exports?: Record<string, string> | string
    }
    const name = manifest.name
    const entryPoints = new Set(
      typeof manifest.exports === 'object'
        ? Object.keys(manifest.exports)
            .filter((key) => key !== '.')
            .map((key) => key.replace(/^\.\//, ''))
        : [],
    )
    const kind = rel.startsWith(`services${sep}`)
      ? 'service'
      : rel.startsWith('mfe-')
        ? 'mfe'
        : rel.startsWith(`packages${sep}`)
          ? 'package'
          : 'app'
    return { name, dir, kind, entryPoints }
  })
const byName = new Map(workspaces.map((w) => [w.name, w]))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.artifacts', 'data'].includes(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : []
  })
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function packageOf(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split('/')
  const count = specifier.startsWith('@') ? 2 : 1
  return { name: parts.slice(0, count).join('/'), subpath: parts.slice(count).join('/') }
}

const problems: string[] = []
for (const workspace of workspaces) {
  for (const file of sourceFiles(workspace.dir)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2]) as string
      const where = relative(root, file)
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier)
        if (!target.startsWith(workspace.dir + sep))
          problems.push(`${where}: '${specifier}' reaches outside ${workspace.name}`)
        continue
      }
      const { name, subpath } = packageOf(specifier)
      const target = byName.get(name)
      if (!target) continue
      if (subpath && !target.entryPoints.has(subpath))
        problems.push(`${where}: '${specifier}' deep-imports ${name}; use its public index`)
      if (target === workspace) continue
      if (workspace.kind === 'service' && target.kind === 'service') {
        problems.push(
          `${where}: service ${workspace.name} imports service ${name}; talk through events or the graph`,
        )
      }
      if (workspace.kind === 'mfe' && target.kind === 'mfe') {
        problems.push(`${where}: ${workspace.name} imports ${name}; modules talk through the bus and parcels`)
      }
      const testkitStartsGateway =
        workspace.name === '@showroom/testkit' && (target.kind === 'app' || target.kind === 'service')
      if (workspace.kind === 'package' && target.kind !== 'package' && !testkitStartsGateway) {
        problems.push(`${where}: shared package ${workspace.name} imports ${name}`)
      }
    }
  }
}

if (problems.length) {
  process.stderr.write(`import boundaries broken:\n${problems.map((p) => `  ${p}`).join('\n')}\n`)
  process.exit(1)
}
process.stdout.write(`import boundaries: ${workspaces.length} workspaces checked, no violations\n`)
