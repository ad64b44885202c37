import {createContext} from 'react';

/**
 * Blocks of a command's printed output (`kubectl get scans` and the like) are marked in Markdown one way: the code
 * block title `Output`, as in ```` ```text title="Output" ````. The site's code block (Content/String.tsx) gives such
 * a block the class {@link OUTPUT_CLASS}, which styles it as output (src/css/custom.css), and its copy button is left
 * out (Buttons/CopyButton, which reads {@link OutputBlockContext}): output is read, not pasted. `npm run test:content` (scripts/lib/content.mjs, which
 * repeats the title) reports a block that looks like output but is not marked.
 */

/** The code block title that marks a block as printed output. */
export const OUTPUT_TITLE = 'Output';

/** The class of an output block's container (next to Docusaurus' `theme-code-block`). */
export const OUTPUT_CLASS = 'code-block-output';

/**
 * Whether the code block around a component is an output block: `true` inside an output block, `false` elsewhere.
 * Content/String.tsx provides it, so that Buttons/CopyButton can tell without reading the theme's internal code block
 * context.
 */
export const OutputBlockContext = createContext(false);
