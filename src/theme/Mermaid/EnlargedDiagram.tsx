import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {enlargedWidth} from './readable';
import styles from './styles.module.css';

/** Where a mouse drag that pans the enlarged diagram started: pointer position and scroll offsets, in CSS px. */
interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  left: number;
  top: number;
}

/**
 * Draws the diagram that Mermaid renders into `viewport` at {@link enlargedWidth} (its natural size, and never so
 * small that a label renders below 12 px) instead of shrinking it to the dialog; records that width on the SVG as
 * `data-enlarged-width`.
 */
function useEnlargedWidth(viewport: React.RefObject<HTMLDivElement | null>, active: boolean): void {
  useEffect(() => {
    const element = viewport.current;
    if (!active || !element) return undefined;
    const update = (): void => {
      const svg = element.querySelector<SVGSVGElement>('svg[viewBox]');
      if (!svg || svg.dataset.enlargedWidth !== undefined) return;
      const width = enlargedWidth(svg);
      svg.dataset.enlargedWidth = width === null ? '' : String(width);
      if (width !== null) {
        svg.style.width = `${width}px`;
        svg.style.maxWidth = 'none';
      }
    };
    const mutations = new MutationObserver(update);
    mutations.observe(element, {childList: true, subtree: true});
    update();
    return () => mutations.disconnect();
  }, [viewport, active]);
}

/**
 * The "Enlarge diagram" button under a diagram and the modal dialog it opens (the native `<dialog>`): the diagram
 * at a readable size in a scroll container that the reader pans with the scroll bars, the keyboard (the container
 * takes the focus), touch, or a mouse drag. Esc, the Close button or a click on the backdrop closes it, and the focus
 * returns to the button.
 *
 * The diagram is rendered in the dialog the first time it opens, and stays rendered.
 * @param props.title - the diagram's accessible title (Mermaid's `accTitle`), or empty: names the button and dialog
 * @param props.available - whether the button shows (the column shrinks the diagram's labels below 12 px); the
 *   dialog stays usable while it is open
 * @param props.children - the diagram (the theme's Mermaid component)
 */
export default function EnlargedDiagram({
  title,
  available,
  children,
}: {
  title: string;
  available: boolean;
  children: React.ReactNode;
}): React.ReactElement {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<DragStart | null>(null);
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  useEnlargedWidth(viewport, opened);

  const open = (): void => {
    setOpened(true);
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  const close = (): void => dialog.current?.close();

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>): void => {
    const element = viewport.current;
    if (!element || event.pointerType !== 'mouse' || event.button !== 0) return;
    drag.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      left: element.scrollLeft,
      top: element.scrollTop,
    };
    element.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>): void => {
    const start = drag.current;
    const element = viewport.current;
    if (!start || !element || start.pointerId !== event.pointerId) return;
    element.scrollLeft = start.left - (event.clientX - start.x);
    element.scrollTop = start.top - (event.clientY - start.y);
  };
  const onPointerEnd = (): void => {
    drag.current = null;
  };

  const name = title ? `Enlarge diagram: ${title}` : 'Enlarge diagram';
  return (
    <>
      {available && (
        <button
          ref={button}
          type="button"
          className={clsx('button button--secondary button--sm', styles.enlarge)}
          aria-haspopup="dialog"
          aria-label={name}
          data-diagram-enlarge=""
          onClick={open}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={styles.enlargeIcon}>
            <path
              d="M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Enlarge diagram
        </button>
      )}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={headingId}
        onClose={() => button.current?.focus()}
        onClick={(event) => {
          // A click on the dialog element itself, not on its content, is a click on the backdrop.
          if (event.target === dialog.current) close();
        }}
      >
        <div className={styles.dialogBar}>
          <p id={headingId} className={styles.dialogTitle}>
            {title || 'Diagram'}
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={close}>
            Close
          </button>
        </div>
        <div
          ref={viewport}
          className={styles.viewport}
          tabIndex={0}
          role="region"
          aria-label="Enlarged diagram, scroll or drag to pan"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          {opened && children}
        </div>
      </dialog>
    </>
  );
}
