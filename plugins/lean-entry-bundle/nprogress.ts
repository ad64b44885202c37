/**
 * Stands in for theme-classic's `nprogress` client module in the browser bundle (see index.ts):
 * the same progress bar for client-side navigations that take longer than 200 ms, but the nprogress
 * library is loaded when the first navigation starts, not with every page.
 */
import type {ClientModule} from '@docusaurus/types';
import './nprogress.css';

/** The part of the nprogress API used here. */
interface NProgress {
  configure(options: {showSpinner: boolean}): NProgress;
  start(): NProgress;
  done(): NProgress;
}

/** Navigations shorter than this show no bar (the theme's value). */
const DELAY_MS = 200;

let progress: NProgress | undefined;
let loading: Promise<NProgress> | undefined;

/** Load (once) and configure nprogress. */
function loadProgress(): Promise<NProgress> {
  loading ??= import('nprogress').then((module: {default: NProgress}) => {
    progress = module.default.configure({showSpinner: false});
    return progress;
  });
  return loading;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    let cancelled = false;
    const load = loadProgress();
    const timeout = window.setTimeout(() => {
      void load.then((bar) => {
        if (!cancelled) bar.start();
      });
    }, DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    progress?.done();
  },
};

export default clientModule;
