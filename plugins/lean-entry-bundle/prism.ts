// Stands in for theme-classic's Prism client module in the browser bundle (see index.ts): Prism is
// loaded, and the additional languages registered, by src/theme/CodeBlock/Content when first needed.
export {};
