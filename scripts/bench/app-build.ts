/**
 * Produces the production build to measure. By default the working tree is copied to a temporary
 * folder (tracked and untracked files, .gitignore respected; node_modules hard-linked) and built
 * there, so a bench never rewrites the `.next` folder that a running `npm run shop` or `npm test` uses.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { BenchOptions } from './options'

export interface PreparedApp {
  /** Folder with the built app (`.next`, `public`, `node_modules`, `graphql/operations`). */
  dir: string
  /** Temporary folder for databases and logs of this run. */
  workDir: string
  source: string
  commit: string
  dirty: boolean
  buildSeconds: number | null
  cleanup(): void
}

function git(root: string, args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`)
  return result.stdout
}

function sh(command: string, args: string[], options: { cwd?: string; input?: Buffer | string } = {}): void {
  const result = spawnSync(command, args, { cwd: options.cwd, input: options.input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${(result.stderr || result.stdout).trim().slice(-2000)}`)
}

/** Copies the working tree's files (not ignored ones) into `target`. */
function copyWorkingTree(root: string, target: string): void {
  const files = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    // A node_modules that is a symbolic link (a worktree sharing one install) is not ignored by `node_modules/`:
    // never copy it, linkNodeModules puts the real one there (a copied link would lead cp into the shared install).
    .filter((file) => file && file !== 'node_modules' && existsSync(path.join(root, file)))
  sh('tar', ['-c', '--null', '-T', '-', '-f', path.join(target, '..', 'source.tar')], { cwd: root, input: files.join('\0') })
  sh('tar', ['-x', '-f', path.join(target, '..', 'source.tar'), '-C', target])
  rmSync(path.join(target, '..', 'source.tar'))
}

function copyRef(root: string, ref: string, target: string): void {
  const archive = path.join(target, '..', 'source.tar')
  git(root, ['archive', '--format=tar', '-o', archive, ref])
  sh('tar', ['-x', '-f', archive, '-C', target])
  rmSync(archive)
}

/** Hard links are instant on the same file system; a real copy otherwise. */
function linkNodeModules(root: string, target: string, log: (line: string) => void): void {
  if (!existsSync(path.join(root, 'node_modules'))) throw new Error('node_modules is missing: run `npm ci` first')
  // A checkout whose node_modules is a symbolic link (a git worktree sharing one install): link its target,
  // since Turbopack refuses a node_modules that leads outside the build folder.
  const source = realpathSync(path.join(root, 'node_modules'))
  const linked = spawnSync('cp', ['-al', source, path.join(target, 'node_modules')], { encoding: 'utf8' })
  if (linked.status === 0) return
  log('  node_modules: hard links failed (other file system?), copying instead')
  rmSync(path.join(target, 'node_modules'), { recursive: true, force: true })
  sh('cp', ['-a', source, path.join(target, 'node_modules')])
}

function runBuild(dir: string, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(logFile)
    const child = spawn('npm', ['run', 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BENCH_SOURCE_MAPS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('error', reject)
    child.on('close', (code) => {
      out.end(() => {
        if (code === 0) return resolve()
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')
        reject(new Error(`npm run build failed (exit ${code}); last lines of ${logFile} (kept with --keep):\n${tail}`))
      })
    })
  })
}

export async function prepareApp(root: string, options: BenchOptions, log: (line: string) => void): Promise<PreparedApp> {
  const workDir = mkdtempSync('/tmp/giftshop-bench-')
  const cleanup = () => {
    if (options.keep) log(`kept ${workDir}${options.source.kind !== 'prebuilt' ? ` (rerun it with --app-dir ${path.join(workDir, 'app')})` : ''}`)
    else rmSync(workDir, { recursive: true, force: true })
  }
  const headCommit = git(root, ['rev-parse', 'HEAD']).trim()
  const dirty = git(root, ['status', '--porcelain']).trim() !== ''
  try {
    if (options.source.kind === 'prebuilt') {
      const dir = path.resolve(options.appDir ?? root)
      // next.config.ts builds into NEXT_DIST_DIR when it is set (the start uses the same environment).
      const distDir = path.resolve(dir, process.env.NEXT_DIST_DIR ?? '.next')
      if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`${distDir} has no production build: run \`npm run build\` first (or drop --no-build)`)
      return { dir, workDir, source: `prebuilt ${dir}`, commit: headCommit, dirty, buildSeconds: null, cleanup }
    }
    const dir = path.join(workDir, 'app')
    mkdirSync(dir)
    let source: string
    let commit = headCommit
    let isDirty = dirty
    if (options.source.kind === 'ref') {
      commit = git(root, ['rev-parse', `${options.source.ref}^{commit}`]).trim()
      copyRef(root, options.source.ref, dir)
      source = `git ${options.source.ref} (${commit.slice(0, 10)})`
      isDirty = false
      const lockAtRef = git(root, ['show', `${commit}:package-lock.json`])
      if (lockAtRef !== readFileSync(path.join(root, 'package-lock.json'), 'utf8')) {
        log(`  warning: ${options.source.ref}'s package-lock.json differs from the working tree's; it is built with the working tree's node_modules`)
      }
    } else {
      copyWorkingTree(root, dir)
      source = `working tree (HEAD ${headCommit.slice(0, 10)}${dirty ? ' + uncommitted changes' : ''})`
    }
    linkNodeModules(root, dir, log)
    log(`building ${source} in ${dir} …`)
    const started = Date.now()
    await runBuild(dir, path.join(workDir, 'build.log'))
    const buildSeconds = (Date.now() - started) / 1000
    log(`  built in ${buildSeconds.toFixed(0)} s`)
    return { dir, workDir, source, commit, dirty: isDirty, buildSeconds, cleanup }
  } catch (error) {
    cleanup()
    throw error
  }
}
