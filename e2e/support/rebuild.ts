import { spawn } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { REPO_ROOT } from './paths.ts'

// builds one module the way its team's deploy would: its own build script, into its own dist/
export function buildModule(workspace: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${workspace} failed:\n${output}`)),
    )
  })
}

// keeps a copy of a dist folder so a journey that redeploys can put the original back
export function backupDir(dir: string, backup: string): () => void {
  rmSync(backup, { recursive: true, force: true })
  cpSync(dir, backup, { recursive: true })
  return () => {
    rmSync(dir, { recursive: true, force: true })
    cpSync(backup, dir, { recursive: true })
    rmSync(backup, { recursive: true, force: true })
  }
}
