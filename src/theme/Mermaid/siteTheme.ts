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
