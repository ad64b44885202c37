/**
 * `npm run sync:upstream:changes -- <secureCodeBox checkout or bare Git dir> --from <tag> [--ref <tag>]`
 *
 * Prints the facts that changed in the charts and CRDs between two releases, grouped by chart, as a starting point
 * for the upgrade guide. A temporary entry point: `sync:upstream --from` is meant to call
 * {@link releaseChangesCommand} in its place.
 *
 * @packageDocumentation
 */
import {releaseChangesCommand} from './upstream-sync/release-changes-cli';

process.exitCode = releaseChangesCommand(process.argv.slice(2));
