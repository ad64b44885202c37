// @vitest-environment jsdom
import React from 'react';
import {readFileSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {resolve} from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import {compileLiveCode, evaluateInline, evaluateNoInline, type LiveResult} from '@site/src/lib/live-code';
import {codeBlocks} from '@site/src/lib/markdown.mjs';

/** The repository root (`__dirname` is the file's folder in Vitest, also under jsdom). */
const root = `${resolve(__dirname, '../..')}/`;
/** The scope the live-codeblock theme passes (`@theme/ReactLiveScope`). */
const scope = {React, ...React};

/** The code of the one ```jsx live``` block on the site, in the Blinmaker post. */
function blinmakerBlock(): string {
  const post = readFileSync(`${root}blog/2020-09-08-blinmaker.mdx`, 'utf8');
  const block = codeBlocks(post).find(({lang, meta}) => lang === 'jsx' && meta === 'live');
  if (!block) throw new Error('the Blinmaker post has no ```jsx live``` block');
  return block.value;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live code', () => {
  it('runs the Blinmaker calculator and reports the amount the scarcest ingredient allows', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const onError = vi.fn();
    const BlinMaker = evaluateInline(`${blinmakerBlock()};`, scope, onError);
    render(<BlinMaker />);

    fireEvent.click(screen.getByRole('button', {name: 'Compute Blinamount'}));
    expect(alert).toHaveBeenLastCalledWith('You can make 4 blini');

    fireEvent.change(screen.getByLabelText('Eggs'), {target: {value: '3'}});
    fireEvent.change(screen.getByLabelText('Milk (ml)'), {target: {value: '1000'}});
    fireEvent.change(screen.getByLabelText('Flour (g)'), {target: {value: '250'}});
    fireEvent.click(screen.getByRole('button', {name: 'Compute Blinamount'}));
    expect(alert).toHaveBeenLastCalledWith('You can make 10 blini');

    fireEvent.change(screen.getByLabelText('Eggs'), {target: {value: '0'}});
    fireEvent.click(screen.getByRole('button', {name: 'Compute Blinamount'}));
    expect(alert).toHaveBeenLastCalledWith('No blin today :(');
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders an inline JSX expression', () => {
    const Result = evaluateInline('<p className="hello">Hello {1 + 1}</p>;', scope, vi.fn());
    const {container} = render(<Result />);
    expect(container.innerHTML).toBe('<p class="hello">Hello 2</p>');
  });

  it('compiles TypeScript annotations away', () => {
    expect(compileLiveCode('const n: number = 1;')).toBe('const n = 1');
  });

  it('throws a SyntaxError with a position for code that does not compile', () => {
    expect(() => evaluateInline('function Broken() { return <div>; }', scope, vi.fn())).toThrow(SyntaxError);
    expect(() => compileLiveCode('const = 1')).toThrow(/\(1:\d+\)/);
  });

  it('reports an error thrown while React renders the component, instead of unmounting the page', () => {
    const onError = vi.fn();
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Result = evaluateInline('function Thrower() { throw new Error("boom"); }', scope, onError);
    render(
      <div data-testid="page">
        <Result />
      </div>,
    );
    silence.mockRestore();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({message: 'boom'}));
    expect(screen.getByTestId('page')).toBeTruthy();
  });

  it('renders what noInline code passes to render()', () => {
    const results: LiveResult[] = [];
    const onError = vi.fn();
    evaluateNoInline(
      'const Greeting = () => <em>hi</em>;\nrender(<Greeting />);',
      scope,
      (r) => results.push(r),
      onError,
    );
    expect(onError).not.toHaveBeenCalled();
    expect(results).toHaveLength(1);
    const [Result] = results;
    const {container} = render(<Result />);
    expect(container.innerHTML).toBe('<em>hi</em>');
  });

  it('reports noInline code that never calls render(), or throws while it runs', () => {
    const onError = vi.fn();
    evaluateNoInline('const x = 1;', scope, vi.fn(), onError);
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({message: 'No-Inline evaluations must call `render`.'}),
    );
    evaluateNoInline('render(undefined);', scope, vi.fn(), onError);
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({message: '`render` must be called with valid JSX.'}),
    );
    evaluateNoInline('throw new TypeError("bad"); render(<b />);', scope, vi.fn(), onError);
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({name: 'TypeError', message: 'bad'}));
  });

  it('works where eval and new Function are refused, as under the site CSP', () => {
    const output = execFileSync(
      process.execPath,
      [
        '--disallow-code-generation-from-strings',
        `${root}node_modules/vite-node/vite-node.mjs`,
        `${root}tests/unit/fixtures/live-code-without-eval.ts`,
      ],
      {cwd: root, encoding: 'utf8'},
    );
    expect(output.trim().split('\n')).toEqual(['<output>42</output>', 'code generation refused']);
  });
});
