/** Stand-in for `@docusaurus/router`: a history that records pushed paths. */
export const pushed: string[] = [];
export function useHistory() {
  return {push: (path: string) => pushed.push(path)};
}
export function useLocation() {
  return {pathname: '/', search: '', hash: ''};
}
