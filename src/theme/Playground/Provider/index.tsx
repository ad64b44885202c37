/*
 * Swizzled (ejected: 30 lines of the theme's code, rewritten) because neither the live-codeblock theme
 * nor react-live has an option to change how the code runs. react-live's LiveProvider runs the
 * reader's code with `new Function`, which our Content-Security-Policy (no 'unsafe-eval', see
 * deploy/README.md) blocks. This provider fills react-live's own LiveContext, so the theme's editor,
 * preview and error display stay as they are, but runs the code with src/lib/live-code.ts, which
 * interprets it instead of handing it to `eval`.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactElement, type ReactNode} from 'react';
import {LiveContext} from 'react-live';
import {PlaygroundProvider as PlaygroundResetProvider} from '@docusaurus/theme-live-codeblock/client';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/Playground/Provider';
import {evaluateInline, evaluateNoInline, toError, type LiveResult, type LiveScope} from '@site/src/lib/live-code';

/** What the preview shows: the evaluated component, or the message of the last error. */
interface LiveState {
  element?: LiveResult | null;
  error?: string;
  /** The code the element came from; the preview remounts when it changes. */
  newCode?: string;
}

/** The theme's default transform (appends `;`), kept stable so effects don't re-run on every render. */
const DEFAULT_TRANSFORM_CODE = (code: string): string => `${code};`;

/**
 * Holds a live block's code and its evaluated result in react-live's LiveContext.
 * @param props - the block's code, `scope` (from `@theme/ReactLiveScope`), `metastring`
 *   (`noInline` switches to code that calls `render()`), optional `transformCode` and `language`
 */
function LiveCodeProvider({
  code = '',
  children,
  scope,
  transformCode,
  metastring,
  language = 'tsx',
  disabled = false,
}: Props & {metastring?: string; scope?: LiveScope; language?: string; disabled?: boolean}): ReactElement {
  const theme = usePrismTheme();
  const noInline = metastring?.includes('noInline') ?? false;
  const initialCode = code.replace(/\n$/, '');
  const [state, setState] = useState<LiveState>({});

  const onError = useCallback((error: unknown): void => {
    setState({error: toError(error).toString(), element: undefined});
  }, []);

  const evaluate = useCallback(
    async (source: string): Promise<void> => {
      try {
        // react-live types `transformCode` as returning void; it returns the code to run (or a promise of it).
        const transform =
          (transformCode as ((code: string) => string | Promise<string>) | undefined) ?? DEFAULT_TRANSFORM_CODE;
        const transformed: unknown = await Promise.resolve(transform(source));
        if (typeof transformed !== 'string') throw new Error('Code failed to transform');
        const liveScope = scope ?? {React};
        if (noInline) {
          setState({element: null});
          evaluateNoInline(transformed, liveScope, (element) => setState({element, newCode: source}), onError);
        } else {
          setState({element: evaluateInline(transformed, liveScope, onError), newCode: source});
        }
      } catch (error) {
        onError(error);
      }
    },
    [noInline, onError, scope, transformCode],
  );

  useEffect(() => {
    void evaluate(initialCode);
  }, [evaluate, initialCode]);

  const value = {
    ...state,
    code: initialCode,
    language,
    theme,
    disabled,
    onError,
    onChange: (next: string) => {
      void evaluate(next);
    },
  };
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/**
 * The theme's Playground provider: a reset key (the Reset button remounts the block with its original
 * code) around the live code provider.
 * @param props - as the theme's `@theme/Playground/Provider`
 */
export default function PlaygroundProvider(props: Props): ReactNode {
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => setResetKey((previous) => previous + 1), []);
  const value = useMemo(() => ({reset}), [reset]);
  return (
    <PlaygroundResetProvider key={resetKey} value={value}>
      <LiveCodeProvider {...props} />
    </PlaygroundResetProvider>
  );
}
