import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The theme's MDX components, with Markdown tables wrapped so that wide tables
 * scroll inside a keyboard-focusable region. Everything else is the original mapping.
 */
const components: Record<string, unknown> = {
  ...(MDXComponents as Record<string, unknown>),
  table: ScrollableTable,
};

export default components;
