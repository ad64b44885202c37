/**
 * Reads the example folders of a chart (`<chart>/examples/<name>/`) into the facts the catalogue shows for them: the
 * scan manifest (`scan.yaml`) as our own YAML text, the number of findings, their categories and attribute names, and
 * a trimmed sample of the findings (`findings.yaml`, or `findings.json` where a chart keeps them as JSON). The
 * selection and trimming rule is {@link sampleFindings}; the manifest rule is {@link manifestText}.
 *
 * Upstream comments are prose in upstream's words: they are left out, so an entry explains a manifest in its own
 * words (its example description, or its own manifest where it corrects or annotates upstream's).
 *
 * @packageDocumentation
 */
import {isScalar, parseAllDocuments, visit, type Document} from 'yaml';

import type {FindingSample} from '../../src/data/integrations/types';
import type {UpstreamExample} from '../../src/data/integrations/upstream';
import {isRecord} from '../../src/lib/isRecord';
import type {UpstreamTree} from '../upstream-drift/tree';

/** How many findings a sample holds at most. */
export const SAMPLE_SIZE = 3;

/** Strings longer than this many characters are cut in a sample. */
export const SAMPLE_TEXT_LIMIT = 240;

/** Top-level finding fields a sample leaves out: the recording Scan's own metadata, and the parser SDK's hint. */
const DROPPED_FIELDS: ReadonlySet<string> = new Set(['scan', 'hint']);

/** Removes every comment from a parsed YAML document (the document's own and every node's). */
function stripComments(doc: Document): void {
  doc.commentBefore = null;
  doc.comment = null;
  visit(doc, {
    Node(_, node) {
      node.commentBefore = undefined;
      node.comment = undefined;
      node.spaceBefore = false;
    },
    Pair(_, pair) {
      if (isScalar(pair.key)) {
        pair.key.commentBefore = undefined;
        pair.key.comment = undefined;
        pair.key.spaceBefore = false;
      }
    },
  });
}

/**
 * A `scan.yaml` as the catalogue shows it: every YAML document of the file, re-serialised by the `yaml` package
 * without comments (the SPDX licence header and upstream's explanations are upstream's text) and without blank lines,
 * scalars in upstream's quoting style, block scalars (e.g. a ConfigMap's embedded file) kept as they are, documents separated
 * by `---`. Empty documents are left out.
 * @param text - the file as upstream has it
 * @returns the manifest text, ending in a newline; empty when the file holds no document; `null` when a document is
 *   not valid YAML (e.g. two manifests without `---` between them: duplicate keys)
 */
export function manifestText(text: string): string | null {
  const docs = parseAllDocuments(text);
  if (!Array.isArray(docs)) return null;
  const out: string[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0) return null;
    if (doc.contents === null) continue;
    stripComments(doc);
    out.push(doc.toString({lineWidth: 0, directives: false}).replace(/\n+$/, '\n'));
  }
  return out.join('---\n');
}

/**
 * A string cut to {@link SAMPLE_TEXT_LIMIT} characters at the last space before it, ending in ` …`. A string without
 * a space there (a URL, a hash) stays whole: cut, it would be a broken value rather than a shorter text.
 */
function cut(text: string): string {
  if (text.length <= SAMPLE_TEXT_LIMIT) return text;
  const head = text.slice(0, SAMPLE_TEXT_LIMIT);
  const space = head.lastIndexOf(' ');
  return space > 0 ? `${head.slice(0, space).trimEnd()} …` : text;
}

/** A value trimmed for a sample: long strings cut, a list of records reduced to its first record, recursively. */
function trimValue(value: unknown): unknown {
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value)) {
    const items = value.length > 1 && value.every(isRecord) ? value.slice(0, 1) : value;
    return items.map(trimValue);
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimValue(item)]));
  return value;
}

/**
 * The trimmed sample of an example's findings, the rule every generated sample follows:
 * - **Which findings:** the first finding of each category, in the order of the file, at most {@link SAMPLE_SIZE}.
 *   A reader sees the kinds of findings the example produces rather than many of one kind.
 * - **Which fields:** every field of the finding, in the file's order, except `scan` (the name and namespace of the
 *   recording run) and `hint`.
 * - **How long:** text longer than {@link SAMPLE_TEXT_LIMIT} characters is cut at a space and ends in ` …` (a long
 *   value without spaces, such as a URL, stays whole); a list of records (e.g. ZAP's `zap_finding_urls`) keeps its
 *   first record.
 * @param findings - the example's findings in file order (records with a string `category`)
 */
export function sampleFindings(findings: ReadonlyArray<Record<string, unknown>>): FindingSample[] {
  const seen = new Set<string>();
  const sample: FindingSample[] = [];
  for (const finding of findings) {
    const category = String(finding.category);
    if (seen.has(category) || sample.length >= SAMPLE_SIZE) continue;
    seen.add(category);
    const kept = Object.entries(finding).filter(([field]) => !DROPPED_FIELDS.has(field));
    sample.push(Object.fromEntries(kept.map(([field, value]) => [field, trimValue(value)])) as FindingSample);
  }
  return sample;
}

/**
 * The findings of an example folder: the records with a string `category` of `findings.yaml`, else of
 * `findings.json`; `null` when neither file holds such a record (some examples keep the scanner's raw report under
 * that name).
 */
export function exampleFindings(tree: UpstreamTree, folder: string): Array<Record<string, unknown>> | null {
  for (const file of ['findings.yaml', 'findings.json']) {
    const text = tree.read(`${folder}/${file}`);
    if (text === null) continue;
    const docs = parseAllDocuments(text);
    const first = Array.isArray(docs) ? (docs[0]?.toJS() as unknown) : undefined;
    const list = Array.isArray(first) ? first.filter(isRecord).filter((f) => typeof f.category === 'string') : [];
    if (list.length > 0) return list;
  }
  return null;
}

/** Categories and their attribute names, both sorted. */
function categoriesOf(findings: ReadonlyArray<Record<string, unknown>>): Record<string, string[]> {
  const categories = new Map<string, Set<string>>();
  for (const finding of findings) {
    const set = categories.get(String(finding.category)) ?? new Set<string>();
    categories.set(String(finding.category), set);
    if (isRecord(finding.attributes)) for (const key of Object.keys(finding.attributes)) set.add(key);
  }
  return Object.fromEntries(
    [...categories.keys()].sort().map((category) => [category, [...(categories.get(category) ?? [])].sort()]),
  );
}

/**
 * One example folder's facts.
 * @param tree - the source tree
 * @param dir - chart folder, e.g. `scanners/nmap`
 * @param name - example folder name
 */
export function readExample(tree: UpstreamTree, dir: string, name: string): UpstreamExample {
  const folder = `${dir}/examples/${name}`;
  const findings = exampleFindings(tree, folder);
  const scanText = tree.read(`${folder}/scan.yaml`);
  return {
    name,
    findings: findings === null ? null : findings.length,
    categories: findings === null ? {} : categoriesOf(findings),
    scan: scanText === null ? null : manifestText(scanText),
    sample: findings === null ? [] : sampleFindings(findings),
  };
}
