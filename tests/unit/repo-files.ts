/** The repository's own files, for the unit tests that check the tree itself (docs, names). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The repository's root folder (absolute path). */
export const repoRoot = join(__dirname, '..', '..');

/**
 * The repository's files as git sees them: tracked, and untracked ones it does not ignore
 * (`git ls-files --cached --others --exclude-standard`), as paths relative to {@link repoRoot}
 * with `/`. A file deleted but not yet staged is still listed. Throws when git fails.
 */
export function repoFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
}
