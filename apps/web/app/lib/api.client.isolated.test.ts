import { afterEach, describe, expect, it, vi } from 'vitest';
import { showErrorPageForUnhandled } from './api.client';
import { ApiError } from './api-errors';
import { showErrorPage } from './session/page-session';

vi.mock('./session/page-session', async (original) => ({
  ...(await original<typeof import('./session/page-session')>()),
  showErrorPage: vi.fn(),
}));

const unhandled = (reason: unknown) =>
  ({ reason, preventDefault: vi.fn() }) as unknown as PromiseRejectionEvent & { preventDefault: () => void };

afterEach(() => vi.clearAllMocks());

describe('a browser call failure nobody handled (spec-coverage 8.1)', () => {
  it('logs it and shows the error page with its status', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const event = unhandled(new ApiError(503, null, undefined, 'GET /api/v1.2/cart'));
    showErrorPageForUnhandled(event);
    expect(showErrorPage).toHaveBeenCalledWith(503);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(String(log.mock.calls[0]?.join(' '))).toContain('API answered 503 to GET /api/v1.2/cart');
  });

  it.each([401, 403, 422, 498])('shows no error page for %i', (status) => {
    showErrorPageForUnhandled(unhandled(new ApiError(status, null)));
    expect(showErrorPage).not.toHaveBeenCalled();
  });

  it('leaves other failures (no answer, a bug) to the browser', () => {
    showErrorPageForUnhandled(unhandled(new TypeError('Failed to fetch')));
    expect(showErrorPage).not.toHaveBeenCalled();
  });
});
