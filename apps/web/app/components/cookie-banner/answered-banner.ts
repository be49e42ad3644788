/**
 * `data-consent` on <html> as the inline script left it, for the document to render: the takeover keeps
 * it instead of removing an attribute the client did not render, which showed an answered banner again
 * between the takeover and the consent's first read (decision 041). Absent on the server.
 */
export function answeredBannerAttribute(): '' | undefined {
  return typeof document !== 'undefined' && document.documentElement.dataset.consent !== undefined
    ? ''
    : undefined;
}
