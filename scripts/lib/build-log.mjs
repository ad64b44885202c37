// @ts-check
/**
 * Reading the Docusaurus build log: which lines are warnings that must fail the build.
 */
import {stripVTControlCharacters} from 'node:util';

/** Warning lines that are never acceptable in a production build. */
const FORBIDDEN_WARNINGS = [/broken anchor/i, /broken link/i, /markdown link/i, /duplicate route/i, /\[WARNING\]/];

/**
 * The lines of a build log that report a forbidden warning.
 * @param {string} log - combined stdout and stderr of `docusaurus build`, ANSI colours allowed
 * @returns {string[]} the matching lines, colour codes removed, in order
 */
export function findBuildWarnings(log) {
  const plain = stripVTControlCharacters(log);
  return plain
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && FORBIDDEN_WARNINGS.some((pattern) => pattern.test(line)));
}
