import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {parseHtmlCopy} from '../../src/lib/html.mjs';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeFieldTables, {addWordBreaks, fieldTableColumns, textOf} from '../../plugins/field-tables/rehype';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('missing');
  return value;
}

/** Parse an HTML fragment (as remark-rehype writes a Markdown table) and run the plugin over it. */
function transform(html: string): Root {
  const tree = parseHtmlCopy(html, {fragment: true});
  rehypeFieldTables()(tree);
  return tree;
}

/** Every element below a node, depth first. */
function elements(node: Root | RootContent | ElementContent): Element[] {
  if (!('children' in node)) return [];
  return (node.children as Array<RootContent | ElementContent>).flatMap((child) =>
    child.type === 'element' ? [child, ...elements(child)] : elements(child),
  );
}

const byClass = (tree: Root, className: string): Element[] =>
  elements(tree).filter((element) => element.properties.className?.includes(className));

const CRD_TABLE = `<table>
<thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Default</th><th>Description</th></tr></thead>
<tbody>
<tr><td><code>spec.scanType</code></td><td>string</td><td>yes</td><td>–</td><td>Name of the <a href="/docs/api/crds/scan-type">ScanType</a>.</td></tr>
<tr><td><code>spec.resourceMode</code></td><td>enum <code>namespaceLocal</code>, <code>clusterWide</code></td><td>no</td><td><code>namespaceLocal</code></td><td>Where the ScanType comes from.</td></tr>
<tr><td><code>spec.interval</code></td><td>duration</td><td>one of <code>interval</code>, <code>schedule</code></td><td>–</td><td>Time between runs.</td></tr>
</tbody></table>`;

describe('field tables', () => {
  it('recognises a field table by its description column and a Type, Required or Default column', () => {
    expect(fieldTableColumns(['Field', 'Type', 'Required', 'Default', 'Description'])).toEqual([
      'key',
      'type',
      'required',
      'default',
      'description',
    ]);
    expect(fieldTableColumns(['Value', 'Default', 'Meaning'])).toEqual(['key', 'default', 'description']);
    expect(fieldTableColumns(['Flag', 'Type', 'Default', 'Meaning'])).toEqual([
      'key',
      'type',
      'default',
      'description',
    ]);
    expect(fieldTableColumns(['Field', 'Example', 'Type', 'Notes'])).toEqual(['key', 'other', 'type', 'description']);
  });

  it('leaves other tables alone', () => {
    expect(fieldTableColumns(['Operator', 'Passes when'])).toBeNull();
    expect(fieldTableColumns(['Kind', 'apiVersion', 'Scope', 'What it describes'])).toBeNull();
    expect(fieldTableColumns(['Field', 'Value here', 'What it does'])).toBeNull();
    expect(fieldTableColumns(['Type', 'Description'])).toBeNull();
  });

  it('turns a CRD field table into a description list with one item per row', () => {
    const tree = transform(CRD_TABLE);
    expect(elements(tree).some((element) => element.tagName === 'table')).toBe(false);
    const [list] = byClass(tree, 'field-list');
    expect(list?.tagName).toBe('dl');
    const items = byClass(tree, 'field-list__item');
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.children.map((child) => (child as Element).tagName)[0]).toBe('dt');
      expect(item.children.slice(1).every((child) => (child as Element).tagName === 'dd')).toBe(true);
    }
  });

  it('puts key, type and the required flag in the term and the description below', () => {
    const [first] = byClass(transform(CRD_TABLE), 'field-list__item');
    const [term, ...details] = (first?.children ?? []) as Element[];
    expect(textOf(must(term))).toBe('spec.scanType string required');
    expect(details.map((detail) => (detail.properties.className as string[])[0])).toEqual(['field-list__description']);
    expect(textOf(must(details[0]))).toBe('Name of the ScanType.');
    // The link in the description survives.
    expect(elements(must(details[0])).find((element) => element.tagName === 'a')?.properties.href).toBe(
      '/docs/api/crds/scan-type',
    );
  });

  it('shows a default, leaves out "no" and "–", and labels any other Required value', () => {
    const [, second, third] = byClass(transform(CRD_TABLE), 'field-list__item');
    expect(textOf(must(second))).not.toContain('required');
    expect(byClass({type: 'root', children: [must(second)]}, 'field-list__meta').map(textOf)).toEqual([
      'Default: namespaceLocal',
    ]);
    expect(byClass({type: 'root', children: [must(third)]}, 'field-list__meta').map(textOf)).toEqual([
      'Required: one of interval, schedule',
    ]);
    expect(textOf(must(third))).not.toContain('Default');
  });

  it('lets keys wrap after dots and slashes without changing their text', () => {
    const tree = transform(CRD_TABLE);
    const key = must(elements(must(byClass(tree, 'field-list__key')[0])).find((element) => element.tagName === 'code'));
    expect(textOf(key)).toBe('spec.scanType');
    expect(key.children.map((child) => (child.type === 'element' ? `<${child.tagName}>` : textOf(child)))).toEqual([
      'spec.',
      '<wbr>',
      'scanType',
    ]);
    // MDX must render it as a plain <code>, not through the theme's code component (which would draw a code block).
    expect((key.data as Record<string, unknown> | undefined)?._mdxExplicitJsx).toBe(true);
  });

  it('breaks long code in ordinary tables too, and marks only code it changed', () => {
    const tree = transform(
      '<table><thead><tr><th>Kind</th><th>apiVersion</th></tr></thead><tbody><tr><td><code>Scan</code></td><td><code>execution.securecodebox.io/v1</code></td></tr></tbody></table>',
    );
    expect(elements(tree).some((element) => element.tagName === 'table')).toBe(true);
    const [kind, version] = elements(tree).filter((element) => element.tagName === 'code');
    expect(kind?.children).toHaveLength(1);
    expect(kind?.data).toBeUndefined();
    expect(version?.children.filter((child) => child.type === 'element')).toHaveLength(3);
    expect(textOf(must(version))).toBe('execution.securecodebox.io/v1');
  });

  it('finds tables inside other elements and leaves code blocks unbroken', () => {
    const tree = transform(
      `<div class="admonition">${CRD_TABLE}</div><pre><code>spec.scanType: nmap</code></pre><p><code>a.b</code></p>`,
    );
    expect(byClass(tree, 'field-list')).toHaveLength(1);
    const codes = elements(tree).filter((element) => element.tagName === 'code');
    expect(codes.at(-2)?.children).toHaveLength(1);
    expect(codes.at(-1)?.children).toHaveLength(1);
  });

  it('copes with a header-only table and with rows shorter than the header', () => {
    const tree = transform(
      '<table><thead><tr><th>Field</th><th>Default</th><th>Description</th></tr></thead><tbody><tr><td><code>x</code></td></tr></tbody></table>',
    );
    expect(byClass(tree, 'field-list__item').map(textOf)).toEqual(['x']);
    expect(() =>
      transform('<table><thead><tr><th>Field</th><th>Default</th><th>Description</th></tr></thead></table>'),
    ).not.toThrow();
  });

  it('addWordBreaks splits after every joint and keeps nested elements', () => {
    const code = parseHtmlCopy('<code>a/b,c=d<em>e.f</em></code>', {fragment: true}).children[0] as Element;
    addWordBreaks(code);
    expect(code.children.filter((child) => child.type === 'element').map((child) => child.tagName)).toEqual([
      'wbr',
      'wbr',
      'wbr',
      'em',
    ]);
  });

  it('makes a field list of every five-column field table in the CRD reference', () => {
    const folder = join(process.cwd(), 'docs/api/crds');
    const headers = readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        readFileSync(join(folder, file), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('| Field | Type |'))
          .map((line) => ({file, cells: line.split('|').slice(1, -1)})),
      );
    expect(headers.length).toBeGreaterThanOrEqual(6);
    for (const {file, cells} of headers) expect(fieldTableColumns(cells), file).not.toBeNull();
  });
});
