import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * A Markdown table inside a horizontally scrolling wrapper. The wrapper is a focusable,
 * labelled region so keyboard users can scroll a table wider than its column (WCAG 2.1.1;
 * axe `scrollable-region-focusable`). It is rendered focusable on the server, so the rule
 * holds before hydration too; once the browser has measured that the table fits, the
 * wrapper drops its tab stop. Wrapper and table are re-measured whenever either resizes.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.ReactElement {
  const wrapper = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const measure = (): void => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={wrapper}
      className="scb-table-scroll"
      {...(overflows ? {tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways'} : {})}
    >
      <table {...props} />
    </div>
  );
}
