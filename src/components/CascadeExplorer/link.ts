/**
 * The "Open in the scan builder" link: the builder's starting scan for the chosen scanner with "Start follow-up
 * scans" ticked and the explorer's two label choices and scope limiter, encoded by the builder's own `encodeState`
 * (`src/components/ScanBuilder/url.ts`).
 *
 * The builder's URL module pulls in its YAML parser, so the page loads this module only when the reader moves to
 * the link; until then the link is the builder's short form `?scanner=<slug>`, which works without JavaScript.
 *
 * @packageDocumentation
 */
import type {BuilderState} from '../ScanBuilder/model';
import {STATE_PARAM, encodeState} from '../ScanBuilder/url';
import type {ExplorerState} from './model';
import {BUILDER_PATH, shortBuilderLink} from './url';
import type {BuilderStates} from '../../data/cascade-catalogue';

/**
 * The builder link that carries the explorer's selection.
 * @param state - the explorer's choices; further selector requirements are not carried (the builder has no field for
 *   them), which the page says next to the link
 * @param builderStates - the builder's initial state per scanner (`builder-states.json` of `plugins/cascade-explorer`)
 * @returns the path with the builder's `scan` parameter, or the short link when the scanner has no builder state
 */
export function builderLink(state: ExplorerState, builderStates: BuilderStates): string {
  const builder = builderStates[state.scanner] as BuilderState | undefined;
  if (!builder) return shortBuilderLink(state.scanner);
  const scope = state.scope;
  const next: BuilderState = {
    ...builder,
    cascade: {
      ...builder.cascade,
      enabled: true,
      invasive: state.invasive === 'any' ? '' : state.invasive,
      intensive: state.intensive === 'any' ? '' : state.intensive,
      scope: scope
        ? {
            enabled: true,
            key: scope.key,
            value: scope.value,
            combinator: scope.list,
            operator: scope.operator,
            values: [...scope.values],
            validOnMissingRender: scope.validOnMissingRender,
          }
        : builder.cascade.scope,
    },
  };
  return `${BUILDER_PATH}?${STATE_PARAM}=${encodeState(next)}`;
}
