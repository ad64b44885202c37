/**
 * Read access to a secureCodeBox source tree, either a folder on disk (a checkout's work tree, or a test fixture) or
 * a Git repository (a checkout or a bare clone) at a ref. The drift check reads upstream only through this interface.
 *
 * @packageDocumentation
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

/** A read-only view of the secureCodeBox monorepo. Paths are repository-relative with `/` separators. */
export interface UpstreamTree {
  /** Human-readable origin, e.g. `/src/secureCodeBox at v5.8.0`, for the report. */
  readonly label: string;
  /** Every file path of the tree, sorted. */
  files(): readonly string[];
  /**
   * The text of a file.
   * @returns `null` when the tree has no such file (or Git cannot read its blob)
   */
  read(path: string): string | null;
  /** Whether the path is a file or a folder of the tree. */
  exists(path: string): boolean;
}

/** Shared part of both implementations: the folder test from the file list. */
function makeTree(label: string, fileList: readonly string[], read: (path: string) => string | null): UpstreamTree {
  const files = [...fileList].sort();
  const fileSet = new Set(files);
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) folders.add(parts.slice(0, i).join('/'));
  }
  return {
    label,
    files: () => files,
    read: (path) => (fileSet.has(path) ? read(path) : null),
    exists: (path) => {
      const clean = path.replace(/\/+$/, '');
      return fileSet.has(clean) || folders.has(clean);
    },
  };
}

/**
 * A folder on disk, read as it is (no Git).
 * @param root - absolute or relative path of the folder that holds `scanners/`, `hooks/`, `operator/` …
 */
export function folderTree(root: string): UpstreamTree {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.name === '.git' || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(relative(root, full).split('\\').join('/'));
    }
  };
  walk(root);
  return makeTree(root, files, (path) => readFileSync(join(root, path), 'utf8'));
}

/**
 * A Git repository at a ref: a work tree's `.git`, the work tree itself or a bare clone.
 * @param repo - path Git accepts with `-C`
 * @param ref - tag, branch or commit, e.g. `v5.8.0`
 * @throws Error when Git cannot resolve the ref in that repository
 */
export function gitTree(repo: string, ref: string): UpstreamTree {
  const git = (args: string[]): string =>
    execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: 'pipe'});
  try {
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`${repo}: Git cannot resolve the ref "${ref}"`);
  }
  const files = git(['ls-tree', '-r', '--name-only', '-z', ref])
    .split('\0')
    .filter((file) => file !== '');
  return makeTree(`${repo} at ${ref}`, files, (path) => {
    try {
      return git(['show', `${ref}:${path}`]);
    } catch {
      return null;
    }
  });
}

/**
 * {@link gitTree} with some files read ahead in one `git cat-file --batch` call, instead of one `git show` per file
 * (hundreds of processes per release); other files are read on demand.
 * @param repo - path Git accepts with `-C`
 * @param ref - tag, branch or commit
 * @param wanted - which files to read ahead
 * @throws Error as {@link gitTree} does, or on output of `git cat-file` it cannot read
 */
export function preloadedGitTree(repo: string, ref: string, wanted: (path: string) => boolean): UpstreamTree {
  const tree = gitTree(repo, ref);
  const paths = tree.files().filter(wanted);
  const blobs = new Map<string, string>();
  if (paths.length > 0) {
    const output = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], {
      input: paths.map((path) => `${ref}:${path}\n`).join(''),
      maxBuffer: 512 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let at = 0;
    for (const path of paths) {
      const headerEnd = output.indexOf(0x0a, at);
      if (headerEnd === -1) break;
      const header = output.subarray(at, headerEnd).toString('utf8');
      const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
      if (size === undefined) {
        // `<name> missing` (a submodule's commit, say): no blob to read; `read` falls back to `git show`.
        if (!header.endsWith(' missing')) throw new Error(`${repo}: unexpected output of git cat-file: ${header}`);
        at = headerEnd + 1;
        continue;
      }
      const start = headerEnd + 1;
      blobs.set(path, output.subarray(start, start + Number(size)).toString('utf8'));
      at = start + Number(size) + 1;
    }
  }
  return {
    label: tree.label,
    files: () => tree.files(),
    exists: (path) => tree.exists(path),
    read: (path) => blobs.get(path) ?? tree.read(path),
  };
}

/** Whether a folder is a Git repository (work tree or bare). */
export function isGitRepository(path: string): boolean {
  try {
    execFileSync('git', ['-C', path, 'rev-parse', '--git-dir'], {stdio: 'pipe'});
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the tree the command line names.
 * - With a ref: the Git repository at that ref.
 * - Without one: a folder that holds `scanners/` is read from disk; a bare Git directory is read at `defaultRef`.
 * @param source - folder given on the command line
 * @param ref - the `--ref` option, if any
 * @param defaultRef - ref for a bare repository without `--ref` (the documented tag)
 * @throws Error when the folder does not exist, or is neither a source tree nor a Git repository
 */
export function openTree(source: string, ref: string | undefined, defaultRef: string): UpstreamTree {
  if (!existsSync(source) || !statSync(source).isDirectory()) throw new Error(`${source}: no such folder`);
  if (ref !== undefined) return gitTree(source, ref);
  if (existsSync(join(source, 'scanners'))) return folderTree(source);
  if (isGitRepository(source)) return gitTree(source, defaultRef);
  throw new Error(`${source}: neither a secureCodeBox source tree (no scanners/ folder) nor a Git repository`);
}
