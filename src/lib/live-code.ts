/**
 * Runs the code of a ```jsx live``` block without `eval` or `new Function`, so the playground works
 * under the site's Content-Security-Policy, which has no `'unsafe-eval'` (see deploy/README.md).
 *
 * react-live, which the live-codeblock theme uses, compiles the reader's code with Sucrase and then
 * runs it with `new Function`; the browser refuses that under our CSP. Here Sucrase does the same
 * transform, and Sval (a JavaScript interpreter written in JavaScript) runs the result. The
 * interpreter sees the page's globals (`alert`, `Math`, `document`), like code run by react-live.
 */
import {Component, createElement, isValidElement, type ComponentType, type ReactNode} from 'react';
import {transform} from 'sucrase';
import Sval from 'sval';

/** Names the reader's code can use without importing them, e.g. `{React, useState, …}`. */
export type LiveScope = Readonly<Record<string, unknown>>;

/** What a live block's code evaluates to, ready to render. */
export type LiveResult = ComponentType;

/**
 * Compiles JSX and TypeScript to plain JavaScript with Sucrase, in production mode (no `__source`
 * props, no `_jsxFileName` declaration) and with `React.createElement` as the JSX factory.
 * @param code - the reader's code
 * @returns the JavaScript, trimmed and without a trailing semicolon
 * @throws SyntaxError when the code does not parse, with Sucrase's message and position
 */
export function compileLiveCode(code: string): string {
  return transform(code, {transforms: ['jsx', 'typescript'], production: true})
    .code.trim()
    .replace(/;$/, '');
}

/** Runs compiled code in a fresh interpreter and returns what the wrapper assigns to `exports.result`. */
function run(wrapped: string, scope: LiveScope): unknown {
  const interpreter = new Sval({ecmaVer: 'latest', sourceType: 'script', sandBox: false});
  interpreter.import({...scope});
  interpreter.run(wrapped);
  return (interpreter.exports as {result?: unknown}).result;
}

/**
 * Wraps what the code produced in an error boundary, as react-live does, so that an error thrown while
 * React renders the reader's component is reported instead of unmounting the page.
 */
function withBoundary(produced: unknown, onError: (error: Error) => void): LiveResult {
  return class LiveErrorBoundary extends Component {
    override componentDidCatch(error: Error): void {
      onError(error);
    }
    override render(): ReactNode {
      if (typeof produced === 'function') return createElement(produced as ComponentType);
      return isValidElement(produced) ? produced : null;
    }
  };
}

/**
 * Evaluates inline live code: a single expression or declaration whose value is rendered, e.g.
 * `function BlinMaker() { … }` or `<button>Hi</button>`.
 * @param code - the reader's code
 * @param scope - names the code can use (the theme passes `{React, ...React}`)
 * @param onError - called with errors thrown later, while React renders the result
 * @returns a component that renders the result
 * @throws SyntaxError for code that does not compile, or whatever the code itself throws while it is evaluated
 */
export function evaluateInline(code: string, scope: LiveScope, onError: (error: Error) => void): LiveResult {
  const compiled = compileLiveCode(code);
  const produced = run(`exports.result = (function () {\nreturn (${compiled}\n);\n})();`, scope);
  return withBoundary(produced, onError);
}

/**
 * Evaluates `noInline` live code, which calls `render(element)` itself.
 * @param code - the reader's code
 * @param scope - names the code can use
 * @param onResult - receives the component to show, once per `render` call
 * @param onError - receives errors from evaluation, a missing or empty `render` call, and rendering
 * @throws nothing: errors go to `onError`
 */
export function evaluateNoInline(
  code: string,
  scope: LiveScope,
  onResult: (result: LiveResult) => void,
  onError: (error: Error) => void,
): void {
  if (!/render\s*\(/.test(code)) {
    onError(new SyntaxError('No-Inline evaluations must call `render`.'));
    return;
  }
  const render = (element: unknown): void => {
    if (element === undefined) onError(new SyntaxError('`render` must be called with valid JSX.'));
    else onResult(withBoundary(element, onError));
  };
  try {
    run(`(function () {\n${compileLiveCode(code)}\n})();`, {...scope, render});
  } catch (error) {
    onError(toError(error));
  }
}

/**
 * Turns anything thrown into an Error, so the playground can show a message for it.
 * @param thrown - a caught value
 */
export function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
