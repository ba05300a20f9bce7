// Plain JavaScript: next.config.js reads it when `npm run build` runs.
import { execFileSync } from 'node:child_process';

/**
 * The short hash of the checked-out commit, or undefined outside a git checkout (a release
 * archive) or without git.
 *
 * @param {string} dir
 * @returns {string | undefined}
 */
export function readGitCommit(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Next.js's build id, the same for every build of one release: BUILD_ID when set, else the
 * package version and the git commit, else the version alone. Instances built apart from one
 * commit then serve the same asset paths (a load balancer may send a page and its assets to
 * different instances); the one-build rule (`npm run build` once) stays the safe way.
 *
 * @param {{ buildId?: string; version: string; commit?: string }} source
 * @returns {string}
 */
export function makeBuildId({ buildId, version, commit }) {
  const given = buildId?.trim();
  if (given) return given;
  return commit ? `${version}-${commit}` : version;
}
