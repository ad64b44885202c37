/**
 * A remark plugin that makes long shell commands in docs and blog code blocks readable without scrolling sideways:
 * a command whose lines do not fit the docs column at 1280 px (`DOCS_COMMAND_COLUMNS`) is printed across lines
 * joined by ` \` continuations, with `wrapCommand` (src/lib/commandLines.ts), the rule the scan builder uses for its
 * own commands. The shell reads the same words, so the block still runs exactly as printed when pasted, and the copy
 * button copies that text.
 *
 * Which commands it touches, and which it leaves as written:
 * - only blocks whose language is `bash`, `sh`, `shell` or `zsh`; not blocks with a heredoc (`<<`), whose lines are
 *   data, nor blocks that highlight lines (a `{…}` range in the meta string or a `highlight-` magic comment), whose
 *   line numbers would move;
 * - only commands that start with one of the programs of {@link WRAPPED_PROGRAMS}, without indent (one leading space,
 *   which keeps a command out of the shell history, stays), so printed output and shell syntax (`if`, loops,
 *   assignments) never change;
 * - a command already continued with ` \` is joined and wrapped again, but only when one of its lines is too long,
 *   and only when every continued line ends in exactly ` \`;
 * - a command with a comment after it (a word starting with `#`) stays, since a ` \` inside the comment would end it.
 *
 * Register it after `remarkRelease`, so that it measures the filled-in release version:
 * `remarkPlugins: [remarkRelease, remarkWrapCommands]`.
 *
 * @packageDocumentation
 */
import {DOCS_COMMAND_COLUMNS, shellWords, wrapCommand} from '../../src/lib/commandLines';

/** Languages of shell code blocks. `console` is left out: its blocks mix prompts and output. */
const SHELL_LANGUAGES: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'zsh']);

/** Programs whose long command lines are wrapped: the ones the docs and the blog run. */
export const WRAPPED_PROGRAMS: ReadonlySet<string> = new Set([
  'age',
  'bom',
  'check-jsonschema',
  'curl',
  'docker',
  'git',
  'go',
  'helm',
  'java',
  'kubeconform',
  'kubectl',
  'node',
  'scbctl',
  'syft',
  'task',
  'tern',
  'trivy',
  'vboxmanage',
]);

/** The parts of an mdast node this plugin reads or writes. */
interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: unknown;
  children?: MdNode[];
}

/**
 * One command as a list of lines: a line that ends in ` \` is continued by the next.
 * @param lines - the lines of a code block
 * @returns the lines grouped by command, in order; joined again they are the block
 */
function commandGroups(lines: readonly string[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    current.push(line);
    if (!line.endsWith('\\')) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * A command's lines as the docs print them: unchanged when every line fits `columns`, when it does not start with a
 * program of {@link WRAPPED_PROGRAMS} at the start of the line (after at most one space), when a continued line does
 * not end in ` \`, or when it has a comment; otherwise its words on one line, wrapped again by `wrapCommand`.
 * @param lines - one command: its first line and the lines that continue it
 * @param columns - characters of a line
 * @returns the lines to print instead
 */
export function wrapCommandLines(lines: readonly string[], columns: number = DOCS_COMMAND_COLUMNS): string[] {
  if (lines.every((line) => line.length <= columns)) return [...lines];
  // One leading space is kept: it keeps a command with a secret out of the shell history in bash and zsh.
  const lead = /^ (?! )/.test(lines[0]) ? ' ' : '';
  const first = lines[0].slice(lead.length);
  const program = /^[a-z][\w.-]*/.exec(first)?.[0];
  if (program === undefined || !WRAPPED_PROGRAMS.has(program) || !first.startsWith(`${program} `)) return [...lines];
  if (!lines.slice(0, -1).every((line) => line.endsWith(' \\'))) return [...lines];
  const command = lines.map((line, index) => (index < lines.length - 1 ? line.slice(0, -2) : line).trim()).join(' ');
  const words = shellWords(command);
  if (words === null || words.some((word) => word.startsWith('#'))) return [...lines];
  return wrapCommand(command, columns - lead.length)
    .split('\n')
    .map((line, index) => (index === 0 ? `${lead}${line}` : line));
}

/**
 * A shell code block's text with every long command wrapped (see {@link wrapCommandLines}); blocks with a heredoc
 * or a `highlight-` magic comment come back unchanged.
 * @param code - the block's text
 * @param columns - characters of a line
 * @returns the text to print
 */
export function wrapShellBlock(code: string, columns: number = DOCS_COMMAND_COLUMNS): string {
  if (code.includes('<<') || code.includes('highlight-')) return code;
  return commandGroups(code.split('\n'))
    .flatMap((group) => wrapCommandLines(group, columns))
    .join('\n');
}

function visit(node: MdNode): void {
  if (
    node.type === 'code' &&
    typeof node.value === 'string' &&
    SHELL_LANGUAGES.has(node.lang ?? '') &&
    !/\{[\d,\s-]+\}/.test(node.meta ?? '')
  ) {
    node.value = wrapShellBlock(node.value);
  }
  node.children?.forEach(visit);
}

/** The remark plugin: `remarkPlugins: [remarkRelease, remarkWrapCommands]` in the docs and blog options. */
export default function remarkWrapCommands() {
  return (tree: MdNode): void => {
    visit(tree);
  };
}
