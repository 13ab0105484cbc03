/**
 * How a loader reaches the REST API: in the one-process server a request is injected
 * straight into the API (no socket); a separate web process fetches API_ORIGIN.
 */
export type ApiTransport = (request: Request) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiTransport;
    /** The shop's public origin (SITE_URL) for canonical and alternate links; never the Host header. */
    siteUrl?: string;
  }
}
