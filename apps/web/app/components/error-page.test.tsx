import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../lib/i18n';
import '../lib/messages.server';
import { TranslationProvider } from '../lib/translation';
import { ErrorPage } from './error-page';

function render(status: number, path: string, locale: 'en' | 'ru') {
  const router = createMemoryRouter([{ path: '*', element: <ErrorPage status={status} /> }], {
    initialEntries: [path],
  });
  return renderToString(
    <TranslationProvider locale={locale} messages={messagesFor(locale)}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  );
}

describe('error pages', () => {
  it('404 names the missing page and links home in the current language', () => {
    const html = render(404, '/ru/nothing', 'ru');
    expect(html).toContain('Страница не найдена');
    expect(html).toContain('href="/ru"');
  });
  it('500 shows the spec text and the main page button', () => {
    const html = render(500, '/contacts', 'en');
    expect(html).toContain('Internal Server Error');
    expect(html).toContain('An unexpected error occurred on the server. Please wait, it will be fixed soon.');
    expect(html).toContain('href="/"');
    expect(html).toContain('Go to the main page');
  });
  it('any other status shows the 500 texts under its own code (spec-coverage 8.1)', () => {
    const html = render(503, '/contacts', 'en');
    expect(html).toContain('<p class="error-code">503</p>');
    expect(html).toContain('Internal Server Error');
  });
});
