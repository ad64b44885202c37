import {afterEach} from 'vitest';

/** Unmount React trees rendered by Testing Library after each jsdom test. */
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const {cleanup} = await import('@testing-library/react');
    cleanup();
  }
});
