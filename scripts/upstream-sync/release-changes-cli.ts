/**
 * The `--from <tag>` command: prints what changed in the secureCodeBox charts and CRDs between two refs (see
 * `release-changes.ts`). Kept apart from its entry file so that `sync:upstream` can hand `--from` over to it.
 *
 * @packageDocumentation
 */
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';

import {RELEASE} from '../../src/data/release';
import {formatReleaseChanges, releaseChanges} from './release-changes';

/** The usage line printed on bad input. */
export const RELEASE_CHANGES_USAGE =
  'usage: npm run sync:upstream:changes -- <secureCodeBox checkout or bare Git dir> --from <tag> [--ref <tag>]';

/** Where the command writes; the process's streams by default, collected strings in tests. */
export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

const PROCESS_OUTPUT: CommandOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * Runs `<dir> --from <tag> [--ref <tag>]`: compares the monorepo at `--from` with `--ref` (default: the documented
 * tag of `src/data/release.ts`) and prints the report (Markdown) to `out`.
 * @param argv - the command-line arguments after the script name; a `--` of npm is ignored
 * @param output - where to write (defaults to stdout and stderr)
 * @returns the exit code: 0 after a report (also when nothing changed), 1 on bad input (a missing or unknown option,
 *   no such folder, not a Git repository, a ref Git cannot resolve), with a one-line message and the usage on `err`
 */
export function releaseChangesCommand(argv: readonly string[], output: CommandOutput = PROCESS_OUTPUT): number {
  const fail = (message: string): number => {
    output.err(`sync:upstream: ${message}\n${RELEASE_CHANGES_USAGE}\n`);
    return 1;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {from: {type: 'string'}, ref: {type: 'string'}},
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return fail((error as Error).message);
  }
  const {from, ref = RELEASE.tag} = parsed.values;
  if (parsed.positionals.length !== 1) return fail('give exactly one source folder');
  if (from === undefined || from === '' || from.startsWith('-')) return fail('--from <tag> is required');
  if (ref === '' || ref.startsWith('-')) return fail('--ref needs a tag, branch or commit');
  try {
    const changes = releaseChanges(resolve(parsed.positionals[0] ?? ''), from, ref);
    output.out(formatReleaseChanges(changes));
  } catch (error) {
    return fail((error as Error).message);
  }
  return 0;
}
