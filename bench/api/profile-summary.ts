// Sums a .cpuprofile (from bench/api/profile.ts) by package and by function: self time, and time
// spent inside each package (inclusive, counted once per sample)
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const profile = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Profile
const top = Number(process.argv[3] ?? 40)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

const packageOf = (url: string): string => {
  if (!url) return '(native)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/')
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url)
  }
  if (url.startsWith('node:')) return 'node'
  const repo = url.match(/\/work\/main\/([^/]+\/[^/]+)/)
  return repo ? (repo[1] as string) : url
}

const selfBy = new Map<string, number>()
const inclusiveBy = new Map<string, number>()
const selfByPackage = new Map<string, number>()
let total = 0
let loadGenerator = 0
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0
  const stack: ProfileNode[] = []
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at)
    if (node) stack.push(node)
  }
  if (stack.some((n) => /autocannon|hdr-histogram/.test(n.callFrame.url))) {
    loadGenerator += delta
    return
  }
  total += delta
  const leaf = stack[0] as ProfileNode
  const key = `${leaf.callFrame.functionName || '(anonymous)'} ${packageOf(leaf.callFrame.url)}:${leaf.callFrame.lineNumber}`
  selfBy.set(key, (selfBy.get(key) ?? 0) + delta)
  const leafPackage = packageOf(leaf.callFrame.url)
  selfByPackage.set(leafPackage, (selfByPackage.get(leafPackage) ?? 0) + delta)
  for (const name of new Set(stack.map((n) => packageOf(n.callFrame.url))))
    inclusiveBy.set(name, (inclusiveBy.get(name) ?? 0) + delta)
})

const print = (title: string, map: Map<string, number>) => {
  process.stdout.write(`\n${title}\n`)
  for (const [key, value] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    process.stdout.write(`${((100 * value) / total).toFixed(1).padStart(5)}%  ${key}\n`)
}
process.stdout.write(
  `${(total / 1000).toFixed(0)} ms sampled outside the load generator (${(loadGenerator / 1000).toFixed(0)} ms in it)\n`,
)
print('self time by package', selfByPackage)
print('inclusive time by package', inclusiveBy)
print('self time by function', selfBy)
