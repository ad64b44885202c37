/**
 * The site's colours for Mermaid diagrams, as Mermaid's `themeCSS` option (set in `docusaurus.config.ts`,
 * `themeConfig.mermaid.options`).
 *
 * Why CSS and not `themeVariables`: Docusaurus hands the same `options` to Mermaid in light and dark mode (only
 * `theme` differs per mode), and Mermaid's theme engine takes hex colours only, from which it derives the others; it
 * cannot take the site's CSS variables. `themeCSS` is added to each diagram's own style sheet after Mermaid's rules,
 * scoped to the diagram's id, so these rules win over the theme's without `!important`, and their `var(--scb-diagram-…)`
 * colours (defined for both modes in `src/css/custom.css` from the brand colours) follow the colour mode. Colours a
 * diagram sets itself (`classDef`, `box`) still win: Mermaid writes those with `!important` or inline.
 *
 * Semantic classes: a diagram marks what it distinguishes with a class, never a colour (`class A,B ours`, `A:::ours`,
 * or `class SubgraphId ours` for a subgraph; Mermaid adds the class to the node's or cluster's `<g>` even without a
 * `classDef`). `ours`: highlighted, a part of secureCodeBox; `plain`: a neutral box, such as an external system;
 * `optional`: a neutral box with a dashed border; `actor`: a person, role or other warm-toned box such as a scenario.
 * On a subgraph, `ours` tints the group and `plain` gives it the neutral box colour. `tests/unit/diagram-colours.test.ts`
 * keeps hard-coded colours out of the content.
 *
 * Covered: flowchart nodes, subgraphs, edges, arrowheads and edge labels; sequence diagram participants, lifelines,
 * messages, activations, notes and loop/alt frames. Other diagram types (the gitGraph of the backport guide) keep the
 * mode's Mermaid theme.
 */
export const SITE_THEME_CSS = `
.node rect, .node circle, .node ellipse, .node polygon, .node path {
  fill: var(--scb-diagram-node-bg);
  stroke: var(--scb-diagram-node-border);
}
.nodeLabel, .label, .label text, .node .label span {
  color: var(--scb-diagram-text);
  fill: var(--scb-diagram-text);
}
.cluster rect {
  fill: var(--scb-diagram-group-bg);
  stroke: var(--scb-diagram-group-border);
}
.cluster text, .cluster span, .cluster-label span {
  color: var(--scb-diagram-text);
  fill: var(--scb-diagram-text);
}
.node.ours rect, .node.ours circle, .node.ours ellipse, .node.ours polygon, .node.ours path {
  fill: var(--scb-diagram-node-bg);
  stroke: var(--scb-diagram-node-border);
}
.node.plain rect, .node.plain circle, .node.plain ellipse, .node.plain polygon, .node.plain path,
.node.optional rect, .node.optional circle, .node.optional ellipse, .node.optional polygon, .node.optional path {
  fill: var(--scb-diagram-plain-bg);
  stroke: var(--scb-diagram-plain-border);
}
.node.optional rect, .node.optional circle, .node.optional ellipse, .node.optional polygon, .node.optional path {
  stroke-width: 1.5px;
  stroke-dasharray: 6 4;
}
.node.actor rect, .node.actor circle, .node.actor ellipse, .node.actor polygon, .node.actor path {
  fill: var(--scb-diagram-actor-bg);
  stroke: var(--scb-diagram-actor-border);
}
.cluster.ours rect {
  fill: var(--scb-diagram-ours-group-bg);
  stroke: var(--scb-diagram-node-border);
}
.cluster.plain rect {
  fill: var(--scb-diagram-plain-bg);
  stroke: var(--scb-diagram-node-border);
}
.flowchart-link, .edgePaths .path {
  stroke: var(--scb-diagram-line);
}
.marker, .marker.cross, .arrowheadPath {
  fill: var(--scb-diagram-line);
  stroke: var(--scb-diagram-line);
}
.edgeLabel, .edgeLabel p, .labelBkg {
  background-color: var(--scb-diagram-label-bg);
  color: var(--scb-diagram-text);
}
.edgeLabel rect {
  fill: var(--scb-diagram-label-bg);
}
rect.actor {
  fill: var(--scb-diagram-node-bg);
  stroke: var(--scb-diagram-node-border);
}
text.actor > tspan, .messageText, .labelText, .labelText > tspan, .loopText, .loopText > tspan,
.sectionTitle, .sectionTitle > tspan, .noteText, .noteText > tspan {
  fill: var(--scb-diagram-text);
}
.actor-line {
  stroke: var(--scb-diagram-group-border);
}
.messageLine0, .messageLine1 {
  stroke: var(--scb-diagram-line);
}
[id$="-arrowhead"] path, [id$="-crosshead"] path {
  fill: var(--scb-diagram-line);
  stroke: var(--scb-diagram-line);
}
.labelBox {
  fill: var(--scb-diagram-group-bg);
  stroke: var(--scb-diagram-group-border);
}
.loopLine {
  stroke: var(--scb-diagram-group-border);
  fill: var(--scb-diagram-group-border);
}
.note {
  fill: var(--scb-diagram-note-bg);
  stroke: var(--scb-diagram-note-border);
}
.activation0, .activation1, .activation2 {
  fill: var(--scb-diagram-group-bg);
  stroke: var(--scb-diagram-node-border);
}
`;
