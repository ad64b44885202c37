/**
 * How the site prints a long shell command: across lines joined by `\` line continuations, so that it fits its column
 * without scrolling sideways and still runs exactly as printed when pasted into a shell (the shell reads the same
 * words). The scan builder and the cascading-scans explorer wrap their commands to their output columns; the docs and
 * blog code blocks are wrapped to {@link DOCS_COMMAND_COLUMNS} at build time (plugins/remark-wrap-commands), and the
 * install command of an integration page when it renders (src/components/IntegrationReference). The scan builder's
 * code blocks wrap a single word that is longer than the column on their own (`styles.commands`); that only changes
 * how the line looks, not the text that is copied.
 *
 * @packageDocumentation
 */

/**
 * Characters of a printed command line, its indent and the trailing ` \` included: what the code block of the output
 * column shows at 1280 px (446 px wide, 16 px padding on each side, about 9.1 px a character of the monospace font),
 * less one for other fonts.
 */
export const COMMAND_COLUMNS = 44;

/**
 * Characters of a code block line in the docs column at 1280 px: 703 px wide, 16 px padding on each side, about
 * 9.1 px a character of the monospace font, so 73 fit (a 79-character line measured 49 px too wide); 70 leaves room
 * for the border and padding of an admonition or a tab around the block, and for other fonts. The blog column is
 * wider, so what fits here fits there.
 */
export const DOCS_COMMAND_COLUMNS = 70;

/** Indent of a continued line. */
const INDENT = '  ';

/**
 * Words that always start a line: the options that set a value the reader checks or fills in, and `--`, after which
 * scbctl's scanner parameters follow.
 */
const OWN_LINE = /^--(?:set|set-json|set-string|set-file|from-literal|from-file|values)(?:[= ]|$)|^--$/;

/** Options that take the next word as their value; the two stay on one line. */
const TAKES_VALUE: ReadonlySet<string> = new Set([
  '--namespace',
  '--version',
  '--name',
  '--set',
  '--set-json',
  '--set-string',
  '--set-file',
  '--values',
  '-f',
  '-n',
]);

/**
 * The words of a command as a POSIX shell splits it, each as written (quotes and backslashes kept): spaces inside
 * single or double quotes or after a backslash do not split.
 * @param command - one command line
 * @returns its words; `null` when a quote is left open, which this module does not break
 */
export function shellWords(command: string): string[] | null {
  const words: string[] = [];
  let word = '';
  let quote: "'" | '"' | null = null;
  for (let index = 0; index < command.length; index += 1) {
    const char = command[index];
    if (quote === "'") {
      word += char;
      if (char === "'") quote = null;
    } else if (char === '\\' && index + 1 < command.length) {
      word += char + command[index + 1];
      index += 1;
    } else if (quote === '"') {
      word += char;
      if (char === '"') quote = null;
    } else if (char === "'" || char === '"') {
      word += char;
      quote = char;
    } else if (char === ' ' || char === '\t') {
      if (word !== '') words.push(word);
      word = '';
    } else word += char;
  }
  if (quote !== null) return null;
  if (word !== '') words.push(word);
  return words;
}

/**
 * A command as the builder prints it: unchanged when it fits {@link COMMAND_COLUMNS}; otherwise its words filled into
 * lines of at most that many characters, continued with ` \` and indented by two spaces. An option and its value
 * (`--version 5.8.0`) stay together, and every `--set`, `--set-json`, `--from-literal` and `--values` starts a line of
 * its own, so the values a reader checks or replaces stand one below the other (so does the `--` before scbctl's
 * scanner parameters). A word longer than a line gets a line
 * of its own. Comment lines, commands with a quote left open and commands whose words are not separated by single
 * spaces are returned as they are: breaking them could change what the shell runs.
 * @param command - one command line, as it would be typed on one line
 * @param columns - characters of a line
 * @returns the command, on one line or several
 */
export function wrapCommand(command: string, columns: number = COMMAND_COLUMNS): string {
  if (command.length <= columns || command.trimStart().startsWith('#')) return command;
  const words = shellWords(command);
  if (words?.join(' ') !== command) return command;
  const units: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    const next = words.at(index + 1);
    if (TAKES_VALUE.has(word) && next !== undefined && !next.startsWith('-')) {
      units.push(`${word} ${next}`);
      index += 1;
    } else units.push(word);
  }
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const indent = lines.length === 0 ? 0 : INDENT.length;
    // Room for the unit, the space before it and the ` \` that continues the line.
    if (line !== '' && (OWN_LINE.test(unit) || indent + line.length + 1 + unit.length + 2 > columns)) {
      lines.push(line);
      line = unit;
    } else line = line === '' ? unit : `${line} ${unit}`;
  }
  lines.push(line);
  return lines.map((text, index) => (index === 0 ? text : `${INDENT}${text}`)).join(' \\\n');
}

/**
 * A printed command as one line again: the inverse of {@link wrapCommand} (each ` \`, line break and indent becomes
 * one space).
 * @param printed - a command as {@link wrapCommand} prints it
 */
export function joinCommand(printed: string): string {
  return printed.replace(/ \\\n {2}/g, ' ');
}
