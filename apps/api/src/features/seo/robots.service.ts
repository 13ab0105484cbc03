/** Pages that are private or endless for a crawler: the account, checkout, search and the API. */
const privatePaths = ['/checkout', '/profile', '/login', '/search'];

/**
 * robots.txt for the public site: everything is crawlable except the API and private pages
 * (in every language prefix), and the sitemap is announced.
 */
export function buildRobotsTxt(siteUrl: string, languagePrefixes: readonly string[] = ['ru']): string {
  const disallowed = [
    '/api/',
    ...privatePaths,
    ...languagePrefixes.flatMap((lang) => privatePaths.map((path) => `/${lang}${path}`)),
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
