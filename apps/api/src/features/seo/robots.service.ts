import { pagePath } from '@kordon/contract';

/**
 * Pages that are private or endless for a crawler, from the URL table: checkout (and every page
 * under it), the account and search. The API is added below.
 */
const privatePaths = [pagePath('checkout'), pagePath('profile'), pagePath('login'), pagePath('search')];

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
