import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * A Markdown table inside a horizontally scrolling wrapper. When the table is wider
 * than its column, the wrapper becomes a focusable, labelled region so keyboard users
 * can scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`); otherwise it adds no
 * tab stop. Width is re-measured on resize.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.ReactElement {
  const wrapper = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const measure = (): void => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={wrapper}
      className="scb-table-scroll"
      {...(overflows ? {tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways'} : {})}>
      <table {...props} />
    </div>
  );
}
