import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {RELEASE} from '../../src/data/release';

const PATH = '/docs/how-tos/values-checker';

/** Opens the checker and waits until its form has hydrated. */
async function openChecker(page: Page, path = PATH): Promise<void> {
  await openHydrated(page, path);
  await expect(page.locator('[data-values-checker="ready"]')).toBeVisible();
}

/** Sets the text box the way React sees typing or a paste, for texts too long to type. */
async function paste(page: Page, text: string): Promise<void> {
  await page.getByLabel('Values file (paste, type, or drop a file)').evaluate((element: HTMLTextAreaElement, value) => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');
    descriptor?.set?.call(element, value);
    element.dispatchEvent(new Event('input', {bubbles: true}));
  }, text);
}

test.describe('values checker', () => {
  test('reports a typo with its fix, a 2.x key and a wrong type, each at its line and column', async ({
    page,
    problems,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openChecker(page);
    expect(requests.filter((path) => path.startsWith('/schemas/'))).toEqual([]);

    await page.getByLabel('Chart').selectOption('nmap');
    const box = page.getByLabel('Values file (paste, type, or drop a file)');
    await box.fill('parserImage:\n  tag: 2.1.0\nscanner:\n  nameApend: -privileged\n  backoffLimit: "3"\n');
    const report = page.locator('[data-values-report]');
    await expect(report).toContainText('Values of the nmap chart: 3 errors, no warnings.');
    const errors = report.getByRole('list', {name: 'Errors'}).getByRole('listitem');
    await expect(errors).toHaveText([
      '1:1 parserImage: secureCodeBox 2.x read this key; 5.8.0 does not. Use parser.image.',
      '4:3 The nmap chart does not read scanner.nameApend; did you mean scanner.nameAppend?',
      '5:17 scanner.backoffLimit must be a whole number, not a string "3". Leave out the quotes around it.',
    ]);
    expect(requests).toContain(`/schemas/${RELEASE.tag}/charts/nmap/values.schema.json`);

    // The position button puts the caret at line 4, column 3.
    await errors.nth(1).getByRole('button').click();
    await expect(box).toBeFocused();
    const caret = await box.evaluate((element: HTMLTextAreaElement) => element.selectionStart);
    expect(caret).toBe('parserImage:\n  tag: 2.1.0\nscanner:\n  '.length);

    await box.fill('scanner:\n  nameAppend: -privileged\n');
    await expect(report).toContainText('Values of the nmap chart: no errors, no warnings.');
    expect(problems.messages).toEqual([]);
  });

  test('takes the chart from the address and warns about a key without effect', async ({page, problems}) => {
    await openChecker(page, `${PATH}?chart=gitleaks`);
    await expect(page.getByLabel('Chart')).toHaveValue('gitleaks');
    await page.getByLabel('Values file (paste, type, or drop a file)').fill('cascadingRules:\n  enabled: true\n');
    const warnings = page.locator('[data-values-report]').getByRole('list', {name: 'Warnings'}).getByRole('listitem');
    await expect(warnings).toHaveText([
      '2:3 cascadingRules.enabled: Has no effect: this chart ships no cascading rules for it to install.',
    ]);
    expect(problems.messages).toEqual([]);
  });

  test('an alias bomb, 300 KB of junk and deep nesting each get a message and the page stays usable', async ({
    page,
    problems,
  }) => {
    await openChecker(page);
    const report = page.locator('[data-values-report]');
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 9; level += 1) {
      const name = String.fromCharCode(97 + level);
      levels.push(
        `${name}: &${name} [${Array.from({length: 9}, () => `*${String.fromCharCode(96 + level)}`).join(',')}]`,
      );
    }
    await paste(page, levels.join('\n'));
    await expect(report).toContainText('expand to more than 100 copies');

    await paste(page, 'junk: [}{ '.repeat(30 * 1024));
    await expect(report).toContainText('This text is 300 KB; the checker reads at most 256 KB.');

    await paste(page, `deep: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`);
    await expect(report).toContainText('nests lists or mappings more than 100 levels deep');

    // Still answers.
    await paste(page, 'scanner:\n  backoffLimit: 2\n');
    await expect(report).toContainText('Values of the nmap chart: no errors, no warnings.');
    expect(problems.messages).toEqual([]);
  });

  test('the Configuration section of a scanner page links to the checker with its chart', async ({page}) => {
    await openHydrated(page, '/docs/scanners/trivy');
    await page.locator('[data-values-list]').getByRole('link', {name: 'check', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/how-tos\/values-checker\?chart=trivy$/);
    await expect(page.locator('[data-values-checker="ready"]')).toBeVisible();
    await expect(page.getByLabel('Chart')).toHaveValue('trivy');
  });
});
