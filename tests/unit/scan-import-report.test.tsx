// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import ImportReport, {MAX_LISTED} from '@site/src/components/ScanBuilder/ImportReport';
import type {CheckedDocument, ImportReport as Report} from '@site/src/components/ScanBuilder/importer';

/** A report of one document with `errors` schema errors. */
function reportWith(errors: number, status: CheckedDocument['status'] = 'invalid'): Report {
  return {
    notice: null,
    read: true,
    loaded: null,
    notLoaded: null,
    documents: [
      {
        number: 1,
        line: 1,
        column: 1,
        kind: 'Scan',
        name: 'big',
        status,
        errors: Array.from({length: errors}, (_, index) => ({line: index + 2, column: 3, text: `Error ${index + 1}.`})),
        hints: [],
      },
    ],
  };
}

describe('import report', () => {
  it(`lists at most ${MAX_LISTED} errors of a document, then "and N more"`, () => {
    render(<ImportReport report={reportWith(57)} onGoTo={() => undefined} />);
    const list = screen.getByRole('list', {name: 'Errors of document 1'});
    expect(list.querySelectorAll('li')).toHaveLength(MAX_LISTED);
    expect(screen.getByText(/and 37 more errors/)).toBeTruthy();
    // The summary still counts every error.
    expect(screen.getByText(/57 errors/)).toBeTruthy();
  });

  it('lists a short list whole, without "more"', () => {
    render(<ImportReport report={reportWith(3)} onGoTo={() => undefined} />);
    expect(screen.getByRole('list', {name: 'Errors of document 1'}).querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByText(/more error/)).toBeNull();
  });

  it('shows a schema-valid document that will not run as a warning, not as valid', () => {
    const {container} = render(<ImportReport report={reportWith(0, 'warning')} onGoTo={() => undefined} />);
    expect(container.querySelector('[data-import-document]')?.getAttribute('data-import-document')).toBe('warning');
    expect(container.textContent).toContain('will not run as written');
    expect(container.textContent).not.toMatch(/^valid /);
  });
});
