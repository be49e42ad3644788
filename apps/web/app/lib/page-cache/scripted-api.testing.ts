import { apiGet } from '../api/client.server';

/** What the scripted API does for one call: answer with this status, or fail as a network would. */
export type ScriptedAnswer = number | 'network';

/**
 * For the page-cache tests (decision 062): an API whose answers a test sets call by call (200 once the
 * script runs out), and the home page's featured read made through the real server-side client — the
 * horses' names, or the empty state's words when the read failed, as the home's loader renders it.
 */
export function scriptedApi(answers: ScriptedAnswer[] = []) {
  const fetch = (async () => {
    const next = answers.shift() ?? 200;
    if (next === 'network') throw new TypeError('fetch failed');
    return Response.json({ data: [{ name: 'Bog of Allen' }] }, { status: next });
  }) as typeof globalThis.fetch;
  const readFeatured = async (): Promise<string> => {
    const horses = await apiGet<{ data: { name: string }[] }>('/api/horses?featured=true', {
      baseUrl: 'http://api.test',
      auth: null,
      fetch,
      retry: { budgetMs: 0 },
    }).catch(() => null);
    return horses ? horses.data.map((horse) => horse.name).join() : 'We could not load the horses.';
  };
  return { answers, readFeatured };
}
