import AxeBuilder from '@axe-core/playwright';
import {parse, parseAllDocuments} from 'yaml';
import type {Page, Request} from '@playwright/test';
import {test, expect, openHydrated, settleTransitions} from './fixtures';

const PATH = '/docs/how-tos/scan-builder';
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** A ScheduledScan with parts the form has no field for (a label, a volume and a ConfigMap before it). */
const MANIFEST = `apiVersion: v1
kind: ConfigMap
metadata:
  name: nuclei-templates
data:
  check.yaml: "id: check"
---
apiVersion: execution.securecodebox.io/v1
kind: ScheduledScan
metadata:
  name: nuclei-weekly
  labels:
    team: web
spec:
  interval: 168h
  scanSpec:
    scanType: nuclei
    parameters:
      - -u
      - https://www.example.com
    volumes:
      - name: templates
        configMap:
          name: nuclei-templates
    cascades:
      matchLabels:
        securecodebox.io/invasive: non-invasive
        securecodebox.io/intensive: light
`;

/**
 * Opens the builder with its import box ready: the checking code has loaded (it loads when the box gets the focus),
 * and so has the syntax highlighter of the output (it loads when a code block nears the screen), so that checking
 * and loading a manifest has nothing left to fetch.
 */
async function openImport(page: Page, mode?: 'light' | 'dark'): Promise<void> {
  await openHydrated(page, mode ? `${PATH}?docusaurus-theme=${mode}` : PATH);
  await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
  await page.getByLabel('Manifest YAML').focus();
  await expect(page.locator('[data-scan-import="ready"]')).toBeVisible();
  await page.locator('[data-scan-builder-yaml]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-scan-builder-yaml] .token.key').first()).toBeAttached();
}

/** Whether a request is one of Docusaurus' link prefetches (`<link rel="prefetch">`), which run in idle time. */
function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '');
}

/**
 * Records the requests the page makes from now on. `requests()` lists them except those the browser makes on its own
 * schedule: Docusaurus' link prefetches of other pages' code, and Chromium's fetch of the page's icon (the
 * `<link rel="icon">` URL), which it makes whenever it chooses after the load. `leaks()` lists every request,
 * prefetches and icon included, that left the site or carried a body.
 */
async function recordRequests(page: Page): Promise<{requests: () => string[]; leaks: () => string[]}> {
  const origin = new URL(page.url()).origin;
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length, 'the page names its icon').toBeGreaterThan(0);
  const all: Request[] = [];
  page.on('request', (request) => all.push(request));
  return {
    requests: () =>
      all.filter((request) => !isPrefetch(request) && !icons.includes(request.url())).map((request) => request.url()),
    leaks: () =>
      all
        .filter((request) => new URL(request.url()).origin !== origin || request.postData() !== null)
        .map((request) => `${request.method()} ${request.url()}`),
  };
}

test.describe('scan builder: import and check', () => {
  test('a pasted ScheduledScan loads into the form and comes out equal in meaning, without a request', async ({
    page,
    problems,
  }) => {
    await openImport(page);
    const recorded = await recordRequests(page);
    await page.getByLabel('Manifest YAML').fill(MANIFEST);
    await page.getByRole('button', {name: 'Check and load'}).click();
    const report = page.locator('[data-scan-import-report]');
    await expect(report).toContainText('2 documents: no errors, no hints. Document 2 is loaded into the form below.');
    await expect(report.locator('[data-import-document="valid"]')).toContainText(
      'Document 2: ScheduledScan nuclei-weekly',
    );
    await expect(report.locator('[data-import-document="unchecked"]')).toContainText('Document 1: ConfigMap');
    await expect(report).toContainText('the ConfigMap nuclei-templates, metadata.labels, spec.volumes');

    await expect(page.getByLabel('Scanner', {exact: true})).toHaveValue('nuclei');
    await expect(page.getByLabel('Start from')).toHaveValue('#imported');
    await expect(page.getByLabel('Parameter 2', {exact: true})).toHaveValue('https://www.example.com');
    const text = await page.locator('[data-scan-builder-yaml] pre code').innerText();
    expect(parseAllDocuments(text).map((document) => document.toJS() as unknown)).toEqual(
      parseAllDocuments(MANIFEST).map((document) => document.toJS() as unknown),
    );
    expect(recorded.requests()).toEqual([]);
    expect(recorded.leaks()).toEqual([]);
    void problems;
  });

  test('an invalid Scan shows its errors at line and column, tied to the box, and leaves the form alone', async ({
    page,
    problems,
  }) => {
    await openImport(page);
    const recorded = await recordRequests(page);
    const box = page.getByLabel('Manifest YAML');
    await box.fill(
      'apiVersion: execution.securecodebox.io/v1\nkind: Scan\nmetadata:\n  name: old-amass\nspec:\n  scanTyp: amass\n  parameters: "-d example.com"\n',
    );
    await page.getByRole('button', {name: 'Check and load'}).click();
    const errors = page.getByRole('list', {name: 'Errors of document 1'});
    await expect(errors).toContainText('6:3 Unknown field spec.scanTyp: it is misspelt or not part of this kind.');
    await expect(errors).toContainText('5:1 The required field spec.scanType is missing.');
    await expect(errors).toContainText('7:3 spec.parameters must be a list.');
    await expect(page.getByRole('list', {name: 'Hints for document 1'})).toContainText(
      'parameters is one string; write it as a list',
    );
    await expect(page.locator('[data-scan-import-report]')).toContainText(
      'Fix the errors of document 1 (Scan) to load it into the form.',
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-describedby', 'sb-import-hint sb-import-report');
    await expect(page.getByLabel('Scanner', {exact: true})).toHaveValue('nmap');

    // The position button puts the cursor on line 6, column 3.
    await page.getByRole('button', {name: 'Line 6, column 3: show in the text'}).click();
    await expect(box).toBeFocused();
    const caret = await box.evaluate((element: HTMLTextAreaElement) => element.selectionStart);
    expect(caret).toBe(
      'apiVersion: execution.securecodebox.io/v1\nkind: Scan\nmetadata:\n  name: old-amass\nspec:\n  '.length,
    );

    await box.fill(
      'apiVersion: execution.securecodebox.io/v1\nkind: Scan\nmetadata:\n  name: old-amass\nspec:\n  scanType: amass\n  parameters: ["-d", "example.com"]\n',
    );
    await page.getByRole('button', {name: 'Check and load'}).click();
    const hints = page.getByRole('list', {name: 'Hints for document 1'});
    await expect(hints).toContainText('6:3 secureCodeBox 5.0.0 removed the ScanType amass.');
    await expect(hints.getByRole('link', {name: 'Move from Amass to subfinder'})).toHaveAttribute(
      'href',
      '/docs/scanners/amass',
    );
    expect(recorded.requests()).toEqual([]);
    expect(recorded.leaks()).toEqual([]);
    void problems;
  });

  test('a YAML bomb, a tab and a 1 MB paste each get a message and the page stays usable', async ({page, problems}) => {
    await openImport(page);
    const recorded = await recordRequests(page);
    const box = page.getByLabel('Manifest YAML');
    const check = page.getByRole('button', {name: 'Check and load'});
    const report = page.locator('[data-scan-import-report]');
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 9; level += 1) {
      const name = String.fromCharCode(97 + level);
      levels.push(
        `${name}: &${name} [${Array.from({length: 9}, () => `*${String.fromCharCode(96 + level)}`).join(',')}]`,
      );
    }
    await box.fill(levels.join('\n'));
    await check.click();
    await expect(report).toContainText('expand to more than 100 copies of their anchors, as an alias bomb does');

    await box.fill('apiVersion: execution.securecodebox.io/v1\nkind: Scan\nspec:\n\tscanType: nmap\n');
    await check.click();
    await expect(report).toContainText('4:1 A tab indents this line; YAML indents with spaces only.');

    await box.evaluate((element: HTMLTextAreaElement) => {
      // A paste of 1 MB, set the way React sees typing (the native setter, then an input event).
      const descriptor = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');
      descriptor?.set?.call(element, `# ${'x'.repeat(1024 * 1024)}\n`);
      element.dispatchEvent(new Event('input', {bubbles: true}));
    });
    await check.click();
    await expect(report).toContainText('This text is 1,025 KB; the import reads at most 256 KB.');

    // The form still works.
    await page.getByLabel('Parameter 1', {exact: true}).fill('example.com');
    await expect(page.locator('[data-scan-builder-yaml]')).toContainText('example.com');
    expect(recorded.requests()).toEqual([]);
    expect(recorded.leaks()).toEqual([]);
    void problems;
  });

  test('a dropped file is read in the browser and checked', async ({page, problems}) => {
    await openImport(page);
    const recorded = await recordRequests(page);
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'scan.yaml', {type: 'application/yaml'}));
      return data;
    }, 'apiVersion: execution.securecodebox.io/v1\nkind: Scan\nmetadata:\n  name: ssh-check\nspec:\n  scanType: ssh-audit\n  parameters: [example.com]\n');
    await page.getByLabel('Manifest YAML').dispatchEvent('drop', {dataTransfer: transfer});
    await expect(page.locator('[data-scan-import-report]')).toContainText('Document 1 is loaded into the form below.');
    await expect(page.getByLabel('Manifest YAML')).toHaveValue(/name: ssh-check/);
    expect(parse(await page.locator('[data-scan-builder-yaml] pre code').innerText())).toMatchObject({
      metadata: {name: 'ssh-check'},
      spec: {scanType: 'ssh-audit', parameters: ['example.com']},
    });
    expect(recorded.requests()).toEqual([]);
    expect(recorded.leaks()).toEqual([]);
    void problems;
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the report has no WCAG A/AA violations in ${mode} mode`, async ({page, problems}) => {
      await openImport(page, mode);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page
        .getByLabel('Manifest YAML')
        .fill(
          `${MANIFEST}---\napiVersion: execution.securecodebox.io/v1\nkind: Scan\nmetadata:\n  name: x\nspec:\n  scanType: cmseek\n  scanTyp: a\n  cascades: {}\n`,
        );
      await page.getByRole('button', {name: 'Check and load'}).click();
      await expect(page.locator('[data-import-document="invalid"]')).toBeVisible();
      await settleTransitions(page);
      const results = await new AxeBuilder({page}).include('[data-scan-import]').withTags(tags).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
      void problems;
    });
  }
});

test.describe('scan builder: import limits', () => {
  test('a removed ScanType (amass) shows as a warning, not as valid', async ({page, problems}) => {
    await openImport(page);
    await page
      .getByLabel('Manifest YAML')
      .fill(
        'apiVersion: execution.securecodebox.io/v1\nkind: Scan\nmetadata:\n  name: subdomains\nspec:\n  scanType: amass\n  parameters: ["-d", "example.com"]\n',
      );
    await page.getByRole('button', {name: 'Check and load'}).click();
    const report = page.locator('[data-scan-import-report]');
    await expect(report.locator('[data-import-document="warning"]')).toContainText('will not run as written');
    await expect(report.locator('[data-import-document="valid"]')).toHaveCount(0);
    await expect(report).toContainText('removed the ScanType amass');
    void problems;
  });

  test('a paste with many errors lists 20 and counts the rest, and typing afterwards leaves the report alone', async ({
    page,
    problems,
  }) => {
    await openImport(page);
    const bad = Array.from({length: 60}, (_, index) => `  unknownField${index}: ${index}`).join('\n');
    const box = page.getByLabel('Manifest YAML');
    await box.fill(
      `apiVersion: execution.securecodebox.io/v1\nkind: Scan\nmetadata:\n  name: big\nspec:\n  scanType: nmap\n  parameters: ["scanme.nmap.org"]\n${bad}\n`,
    );
    await page.getByRole('button', {name: 'Check and load'}).click();
    const errors = page.getByRole('list', {name: 'Errors of document 1'});
    await expect(errors.locator('li')).toHaveCount(20);
    await expect(page.locator('[data-import-more]')).toHaveText(/and 40 more errors/);
    // The work a keystroke does is bounded: the report's DOM is not touched while the reader types in the box.
    await page.locator('[data-scan-import-report]').evaluate((element) => {
      const records: MutationRecord[] = [];
      const observer = new MutationObserver((list) => records.push(...list));
      observer.observe(element, {subtree: true, childList: true, characterData: true, attributes: true});
      (window as unknown as {reportMutations: () => number}).reportMutations = () => {
        records.push(...observer.takeRecords());
        return records.length;
      };
    });
    await box.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('# a comment typed key by key');
    await expect(box).toHaveValue(/# a comment typed key by key$/);
    expect(await page.evaluate(() => (window as unknown as {reportMutations: () => number}).reportMutations())).toBe(0);
    void problems;
  });
});
