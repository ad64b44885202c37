/**
 * Reading finding claims out of a scanner page, for `facts-scanner-findings.test.ts`: every finding category,
 * severity, OSI layer and attribute name that the hand-written prose of `docs/scanners/<slug>.mdx` names in
 * backticks, and whether the example findings of the scanner's catalogue entry back it.
 *
 * What counts as a claim (inline code only; code blocks, front matter and generated regions are skipped):
 * - a severity: `INFORMATIONAL`, `LOW`, `MEDIUM` or `HIGH` anywhere in the prose;
 * - an OSI layer: one of the finding format's layer names anywhere in the prose;
 * - an attribute: any `attributes.<path>` (also inside `{{…}}` templates), a name right before the word "attribute",
 *   and the identifier-like names after the word "attribute(s)" in the same sentence;
 * - a category: the names after the word "category"/"categories" in the same sentence, except file names, paths,
 *   options, templates, severities and layers; and a name (or list of names) directly followed by "finding(s)",
 *   which may also be a finding's name.
 *
 * @packageDocumentation
 */
import type {FindingSample, ScannerIntegration} from '../../src/data/integrations/types';
import {proseBlocks} from '../../src/lib/markdown.mjs';

/** The severities of the finding format. */
export const SEVERITIES = new Set(['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH']);
/**
 * The OSI layers parsers write into a finding's `osi_layer` (each scanner's `parser/parser.js` at v5.8.0). The
 * finding schema does not define the field; CascadingRules match it (`operator/apis/cascading/v1/cascadingrule_types.go`).
 */
export const OSI_LAYERS = new Set([
  'APPLICATION',
  'PRESENTATION',
  'SESSION',
  'TRANSPORT',
  'NETWORK',
  'DATA_LINK',
  'PHYSICAL',
  'NOT_APPLICABLE',
]);

/** JSON literals, which prose names as attribute values, not names. */
const LITERALS = new Set(['null', 'true', 'false']);

/** Kind of a claim a page makes about its scanner's findings. */
export type ClaimKind = 'category' | 'severity' | 'osi_layer' | 'attribute';

/** One backticked name a page states as a finding fact. */
export interface FindingClaim {
  kind: ClaimKind;
  /** The claimed value; for attributes the dotted path below `attributes`. */
  value: string;
  /** For categories found through "`X` finding": the value may also be a finding name. */
  orName?: boolean;
  /** The sentence the claim was taken from, for the failure message. */
  sentence: string;
}

/**
 * The hand-written prose of a page, split into sentences: paragraphs, list items and table rows as the site's Markdown
 * parser reads them (`proseBlocks` of `src/lib/markdown.mjs`), without front matter, headings, code blocks, comments,
 * imports and the generated regions between `{/* BEGIN generated x … *\/}` and `{/* END generated x *\/}`. Every
 * paragraph, list item and table row starts a new sentence.
 * @param source - the MDX source of a page
 * @returns the sentences in page order, as written (inline code in backticks)
 */
function sentencesOf(source: string): string[] {
  const units: string[] = [];
  let generated: string | undefined;
  for (const block of proseBlocks(source)) {
    if (block.type === 'comment') {
      const begin = /^BEGIN generated (\w+)/.exec(block.text)?.[1];
      if (generated === undefined && begin !== undefined) generated = begin;
      else if (block.text === `END generated ${generated}`) generated = undefined;
    } else if (generated === undefined && (block.type === 'paragraph' || block.type === 'tableRow')) {
      units.push(block.text);
    }
  }
  // A full stop ends a sentence when the next one starts with a capital, a backtick or a bracket.
  return units.flatMap((unit) => unit.split(/(?<=[a-z0-9)`"][.!?])\s+(?=[A-Z`[(])/));
}

/** Backticked names of a sentence, with their positions. */
function tokensOf(sentence: string): Array<{text: string; start: number; end: number}> {
  return [...sentence.matchAll(/`([^`]+)`/g)].map((match) => ({
    text: match[1] ?? '',
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** True for names that are not categories: files, paths, options, templates, URLs, severities and layers. */
function notCategoryShaped(text: string): boolean {
  return (
    SEVERITIES.has(text) ||
    OSI_LAYERS.has(text) ||
    LITERALS.has(text) ||
    /[/{}=<>$]/.test(text) ||
    /^-/.test(text) ||
    /\.[a-z]{1,5}$/i.test(text) ||
    /^\d/.test(text) ||
    text.includes('attributes.')
  );
}

/**
 * The finding claims of a page's prose.
 * @param source - the MDX source of a scanner page
 * @returns every claim, in page order
 */
export function claimsOf(source: string): FindingClaim[] {
  const claims: FindingClaim[] = [];
  for (const sentence of sentencesOf(source)) {
    const tokens = tokensOf(sentence);
    // The words "attribute" and "category" count outside inline code only.
    const words = sentence.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    const attributeWord = /\battributes?\b/i.exec(words);
    const categoryWord = /\bcategor(?:y|ies)\b/i.exec(words);
    for (const [index, token] of tokens.entries()) {
      const {text} = token;
      if (SEVERITIES.has(text)) claims.push({kind: 'severity', value: text, sentence});
      if (OSI_LAYERS.has(text)) claims.push({kind: 'osi_layer', value: text, sentence});
      for (const match of text.matchAll(/\battributes\.([A-Za-z_][\w.]*[\w])/g)) {
        claims.push({kind: 'attribute', value: match[1] ?? '', sentence});
      }
      const identifier =
        /^[A-Za-z_][\w-]*$/.test(text) && !SEVERITIES.has(text) && !OSI_LAYERS.has(text) && !LITERALS.has(text);
      const rest = sentence.slice(token.end);
      const isAttribute =
        identifier &&
        (/^\s+attributes?\b/i.test(rest) || (attributeWord !== null && token.start > attributeWord.index));
      if (isAttribute) {
        claims.push({kind: 'attribute', value: text, sentence});
        continue;
      }
      if (notCategoryShaped(text)) continue;
      if (categoryWord && token.start > categoryWord.index) {
        claims.push({kind: 'category', value: text, sentence});
      } else if (findingsFollow(tokens, index, sentence)) {
        claims.push({kind: 'category', value: text, orName: true, sentence});
      }
    }
  }
  return claims;
}

/**
 * True when a token is followed by the word "finding(s)", directly or as part of a list such as
 * "`A`, `B` and `C` findings".
 */
function findingsFollow(tokens: ReadonlyArray<{start: number; end: number}>, index: number, sentence: string): boolean {
  for (let next = index; next < tokens.length; next += 1) {
    const current = tokens[next];
    if (!current) return false;
    const rest = sentence.slice(current.end);
    if (/^\s+findings?\b/.test(rest)) return true;
    const following = tokens[next + 1];
    if (!following || !/^(,\s*|,?\s+(and|or)\s+)$/.test(sentence.slice(current.end, following.start))) return false;
  }
  return false;
}

/** Every finding of an entry's examples. */
export function findingsOf(entry: ScannerIntegration): FindingSample[] {
  return entry.examples.flatMap((example) => [...(example.findings ?? [])]);
}

/** True when some value reached by the dotted path exists (arrays are searched element by element). */
function hasPath(value: unknown, path: readonly string[]): boolean {
  if (path.length === 0) return value !== undefined;
  if (Array.isArray(value)) return value.some((item) => hasPath(item, path));
  if (value === null || typeof value !== 'object') return false;
  const [head, ...tail] = path;
  return (
    head !== undefined &&
    Object.prototype.hasOwnProperty.call(value, head) &&
    hasPath((value as Record<string, unknown>)[head], tail)
  );
}

/**
 * Whether the example findings back a claim.
 * @param claim - the claim from the page
 * @param findings - the entry's example findings
 */
export function isBacked(claim: FindingClaim, findings: readonly FindingSample[]): boolean {
  switch (claim.kind) {
    case 'severity':
      return findings.some((finding) => finding.severity === claim.value);
    case 'osi_layer':
      return findings.some((finding) => finding.osi_layer === claim.value);
    case 'attribute':
      return findings.some((finding) => hasPath(finding.attributes, claim.value.split('.')));
    case 'category':
      return findings.some(
        (finding) => finding.category === claim.value || (claim.orName === true && finding.name === claim.value),
      );
  }
}

/**
 * The claims of a page that neither the entry's findings nor the allowlist back.
 * @param source - the MDX source of the page
 * @param entry - the scanner's catalogue entry
 * @param allow - `kind:value` keys backed by parser code instead of an example finding, with the reason
 * @returns `unbacked`: `kind:value` strings with the sentence they came from; `checked`: number of claims read;
 *   `allowlisted`: the allowlist keys that were needed
 */
export function unbackedClaims(
  source: string,
  entry: ScannerIntegration,
  allow: Readonly<Record<string, string>> = {},
): {unbacked: string[]; checked: number; allowlisted: Set<string>} {
  const findings = findingsOf(entry);
  const allowlisted = new Set<string>();
  const unbacked: string[] = [];
  const claims = claimsOf(source);
  for (const claim of claims) {
    const key = `${claim.kind}:${claim.value}`;
    if (isBacked(claim, findings)) continue;
    if (key in allow) {
      allowlisted.add(key);
      continue;
    }
    unbacked.push(`${key}  (in: "${claim.sentence.slice(0, 160)}")`);
  }
  return {unbacked, checked: claims.length, allowlisted};
}
