/**
 * Decision 059: Inter's Latin range is split in two files. A visitor's page preloads the core (ASCII, the
 * Irish fadas, the punctuation the site prints) and fetches the rest only when it shows one of the rest's
 * characters — which the seeded public pages do not, so the rest costs them nothing; text that needs it
 * still gets Inter.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { faceRange } from '../../apps/web/app/fonts/face-range.testing';

/** The code points of the rest face's unicode-range, read from the stylesheet that declares it. */
const REST = faceRange(
  readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/app/app.css'),
    'utf8',
  ),
  'inter-latin-rest',
);

/** Which of the two Inter files the page fetched once its fonts settled, and its text's rest characters. */
async function interFiles(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const state = await page.evaluate(async () => {
    await document.fonts.ready;
    const names = performance.getEntriesByType('resource').map((entry) => entry.name);
    return {
      core: names.some((name) => name.includes('/inter-latin-core-')),
      rest: names.some((name) => name.includes('/inter-latin-rest-')),
      text: document.body.innerText,
    };
  });
  const restCharacters = [...new Set(state.text)].filter((c) => REST.has(c.codePointAt(0)!));
  return { core: state.core, rest: state.rest, restCharacters };
}

test('a visitor’s pages fetch the core Inter file, and the rest only for text that needs it', async ({
  page,
}) => {
  await page.goto('/');
  const links = await page
    .locator('a[href^="/syndicates/"], a[href^="/horses/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  const syndicate = links.find((href) => /^\/syndicates\/[\w-]+\/$/.test(href));
  const horse = links.find((href) => /^\/horses\/\d+\/[\w-]+\/$/.test(href));
  expect(syndicate && horse).toBeTruthy();

  for (const url of ['/', syndicate!, horse!]) {
    await page.goto(url);
    const files = await interFiles(page);
    expect(files.core, url).toBe(true);
    // The seed's pages print nothing from the rest (other journeys may add text that does).
    expect(files.rest, `${url} shows ${files.restCharacters.join('')}`).toBe(files.restCharacters.length > 0);
  }

  // Text outside the core is still set in Inter: the page fetches the rest's file for it.
  const restLoaded = await page.evaluate(async () => {
    const text = document.createElement('p');
    text.textContent = 'Ærø Señor';
    document.body.append(text);
    const faces = await document.fonts.load('16px "Inter Variable"', 'ñ');
    return (
      faces.length > 0 &&
      performance.getEntriesByType('resource').some((e) => e.name.includes('/inter-latin-rest-'))
    );
  });
  expect(restLoaded).toBe(true);
});
