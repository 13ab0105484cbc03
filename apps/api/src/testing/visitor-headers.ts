// Headers of the bench's requests and of the trust suite's soak shoppers.

/** What a browser sends, so pages render as they would for a visitor (isbot, language, encodings). */
export const pageHeaders: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36',
};
export const apiHeaders: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'x-app-language': 'en',
};
