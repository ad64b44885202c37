/** Stand-in for `@docusaurus/useDocusaurusContext` with the few site values components read. */
export default function useDocusaurusContext() {
  return {
    siteConfig: {title: 'secureCodeBox', tagline: 'test tagline', baseUrl: '/', url: 'https://www.securecodebox.io'},
  };
}
