import { expect, type Locator, test } from '@playwright/test';
import { loginAsDemo, useSession } from './support/session';

/**
 * Styles loaded by one screen must not restyle another: the tutorial player and the audio player both
 * used to style `.player`, so after a tutorial 播放 showed a collapsed cover and half a play button.
 * The screens are opened one after the other in the same document, as a promoter navigates.
 */

/** Whether the bottom edge of the element is what the page shows there (not clipped or covered). */
async function bottomIsVisible(element: Locator) {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
    return el.contains(hit);
  });
}

test('the audio player keeps its cover and play button after a tutorial was opened', async ({ page, context, baseURL }) => {
  const session = await loginAsDemo(baseURL!);
  await useSession(context, session);
  const videos = await fetch(`${baseURL}/api/works/videos?id=1`, { headers: { authorization: `Bearer ${session.token}` } });
  const { data: materials } = (await videos.json()) as { data: { id: number; kind: string }[] };
  const audio = materials.find((m) => m.kind === 'audio');
  expect(audio, 'the demo work 1 has an audio material').toBeTruthy();

  const tutorials = await fetch(`${baseURL}/api/article/tutorial/page?pageNo=1&pageSize=1`);
  const { data: page1 } = (await tutorials.json()) as { data: { records: { id: number; title: string }[] } };
  const tutorial = page1.records[0]!;
  await page.goto(`/#/home/videoDetail?id=${tutorial.id}`);
  await expect(page.getByRole('heading', { name: tutorial.title })).toBeVisible();

  await page.goto(`/#/myKeyWord/playMusic?workId=1&materialId=${audio!.id}`);
  const play = page.getByRole('button', { name: '播放' });
  await expect(play).toBeVisible();
  const cover = page.locator('.player-art img');
  await expect(cover).toBeVisible();
  expect((await cover.boundingBox())!.height).toBeGreaterThan(150);
  expect(await bottomIsVisible(play)).toBe(true);
});
