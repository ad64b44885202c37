/**
 * The builder link with the builder states of the build: the module the explorer page loads when the reader moves to
 * "Open in the scan builder" (it brings the scan builder's URL encoder and the states along).
 *
 * @packageDocumentation
 */
import states from '@generated/cascade-explorer/default/builder-states.json';
import {builderLink} from './link';
import type {ExplorerState} from './model';

/**
 * The scan-builder link for the explorer's choices.
 * @param state - the explorer's choices
 * @returns the builder path with its `scan` parameter
 */
export function linkFor(state: ExplorerState): string {
  return builderLink(state, states);
}
