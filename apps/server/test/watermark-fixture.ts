import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules/watermark/fixtures');
const page = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

/** What the fixture answers for one request: a page, a redirect, silence, or a body past any limit. */
export type FixtureAnswer =
  { status?: number; type?: string; body: string } | { redirect: string } | { hang: true } | { bytes: number };

export interface FixtureRequest {
  host: string;
  url: string;
  userAgent: string;
}

const html = (name: string): FixtureAnswer => ({ type: 'text/html; charset=utf-8', body: page(name) });
const json = (name: string): FixtureAnswer => ({ type: 'application/json', body: page(name) });

/** Item ids of the stored Douyin pages, and the short links that lead to them. */
export const DOUYIN = {
  video: '7301234567890123456',
  note: '7302345678901234567',
  deleted: '7303456789012345678',
  /** A newer share page without embedded data: the iteminfo API answers. */
  apiOnly: '7304567890123456789',
  /** Neither the page nor iteminfo: slidesinfo answers. */
  slidesOnly: '7305678901234567890',
};
export const KUAISHOU = {
  video: '3xk9m2p4q6r8s2u',
  atlas: '3xatlas7y8z9w0v',
  deleted: '3xgone5d4c3b2a1',
  captcha: '3xcaptcha000001',
};

/** Share texts as the apps copy them, each with its short link on the fixture's hosts. */
export const SHARE_TEXTS = {
  douyinVideo:
    '7.43 复制打开抖音，看看【夜市小王的作品】凌晨三点的夜市，才是城市真正的样子 # 夜市 https://v.douyin.com/iRNBho6u/ 08/20 abc:/ O@x.Sy',
  douyinNote: '2.17 复制打开抖音，看看【阿柚的衣橱的图文作品】秋天的第一组穿搭 https://v.douyin.com/iNoTe3ab/ 05/12 Yxd:/',
  douyinDeleted: 'https://v.douyin.com/iGoNe9zz/ 复制此链接，打开Dou音搜索，直接观看视频！',
  douyinApiOnly: '6.66 复制打开抖音，看看【厨房老周的作品】一分钟学会糖醋排骨 https://v.douyin.com/iApI77xy/ 02/02',
  douyinSlidesOnly: 'https://www.douyin.com/video/7305678901234567890',
  kuaishouVideo:
    'https://v.kuaishou.com/Jx8PqA 老家的秋收，一年就盼这几天 "乡村生活"该作品在快手被播放过1.2万次，点击链接，打开【快手】直接观看！',
  kuaishouAtlas: 'https://v.kuaishou.com/Atl4sQ 周末去了趟古镇，随手拍几张 该作品在快手被播放过3,021次',
  kuaishouDeleted: 'https://v.kuaishou.com/G0neKs 点击链接，打开【快手】直接观看！',
  kuaishouCaptcha: 'https://v.kuaishou.com/CaPt9h 点击链接，打开【快手】直接观看！',
};

const DEFAULT_ROUTES: Record<string, FixtureAnswer> = {
  'v.douyin.com/iRNBho6u/': { redirect: `https://www.iesdouyin.com/share/video/${DOUYIN.video}/?region=CN&mid=7301&u_code=0` },
  'v.douyin.com/iNoTe3ab/': { redirect: `https://www.iesdouyin.com/share/note/${DOUYIN.note}/?region=CN` },
  'v.douyin.com/iGoNe9zz/': { redirect: `https://www.iesdouyin.com/share/video/${DOUYIN.deleted}/?region=CN` },
  'v.douyin.com/iApI77xy/': { redirect: `https://www.douyin.com/jingxuan?modal_id=${DOUYIN.apiOnly}` },
  [`www.iesdouyin.com/share/video/${DOUYIN.video}/`]: html('douyin-video.html'),
  [`www.iesdouyin.com/share/note/${DOUYIN.note}/`]: html('douyin-note.html'),
  [`www.iesdouyin.com/share/video/${DOUYIN.deleted}/`]: html('douyin-deleted.html'),
  [`www.iesdouyin.com/share/video/${DOUYIN.apiOnly}/`]: html('douyin-no-data.html'),
  [`www.iesdouyin.com/share/video/${DOUYIN.slidesOnly}/`]: html('douyin-no-data.html'),
  [`www.iesdouyin.com/web/api/v2/aweme/iteminfo/?item_ids=${DOUYIN.apiOnly}`]: json('douyin-iteminfo.json'),
  [`www.iesdouyin.com/web/api/v2/aweme/iteminfo/?item_ids=${DOUYIN.slidesOnly}`]: json('douyin-iteminfo-empty.json'),
  [`www.iesdouyin.com/web/api/v2/aweme/slidesinfo/?aweme_ids=%5B${DOUYIN.slidesOnly}%5D&request_source=200`]:
    json('douyin-slidesinfo.json'),
  'v.kuaishou.com/Jx8PqA': { redirect: `https://v.m.chenzhongtech.com/fw/photo/${KUAISHOU.video}?fid=0&cc=share_copylink` },
  'v.kuaishou.com/Atl4sQ': { redirect: `https://v.m.chenzhongtech.com/fw/photo/${KUAISHOU.atlas}?cc=share_copylink` },
  'v.kuaishou.com/G0neKs': { redirect: `https://v.m.chenzhongtech.com/fw/photo/${KUAISHOU.deleted}?cc=share_copylink` },
  'v.kuaishou.com/CaPt9h': { redirect: `https://v.m.chenzhongtech.com/fw/photo/${KUAISHOU.captcha}?cc=share_copylink` },
  [`v.m.chenzhongtech.com/fw/photo/${KUAISHOU.video}?fid=0&cc=share_copylink`]: html('kuaishou-video.html'),
  [`v.m.chenzhongtech.com/fw/photo/${KUAISHOU.atlas}?cc=share_copylink`]: html('kuaishou-atlas.html'),
  [`v.m.chenzhongtech.com/fw/photo/${KUAISHOU.deleted}?cc=share_copylink`]: html('kuaishou-deleted.html'),
  [`v.m.chenzhongtech.com/fw/photo/${KUAISHOU.captcha}?cc=share_copylink`]: html('kuaishou-captcha.html'),
};

/**
 * A local HTTP server that plays Douyin's and Kuaishou's hosts from the stored pages under
 * modules/watermark/fixtures: the resolver's test-only `fixtureOrigin` sends every request here with
 * the platform's host in the Host header, and the answer is looked up by host + path + query. Tests
 * add or replace answers (`routes`) and read what was asked (`requests`); an unknown address is a 404.
 */
export async function startWatermarkFixture(port = 0) {
  const routes = new Map(Object.entries(DEFAULT_ROUTES));
  const requests: FixtureRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    requests.push({ host, url: req.url ?? '', userAgent: req.headers['user-agent'] ?? '' });
    const answer = routes.get(`${host}${req.url ?? ''}`) ?? routes.get(`${host}${(req.url ?? '').split('?')[0]}`);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if ('hang' in answer) return;
    if ('redirect' in answer) {
      res.writeHead(302, { location: answer.redirect }).end();
      return;
    }
    if ('bytes' in answer) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(Buffer.alloc(answer.bytes, 'a'));
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/html' }).end(answer.body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
export type WatermarkFixture = Awaited<ReturnType<typeof startWatermarkFixture>>;
