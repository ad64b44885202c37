/** Stand-in for `@docusaurus/useBaseUrl`: the site is served at `/`. */
export default function useBaseUrl(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}
