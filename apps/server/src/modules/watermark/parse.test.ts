import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  douyinItemId,
  embeddedState,
  firstUrl,
  kuaishouPhotoId,
  readDouyinItemApi,
  readDouyinSharePage,
  readKuaishouPage,
  withoutWatermark,
} from './parse';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');

describe('firstUrl', () => {
  it('takes the first link of a share text, whatever surrounds it', () => {
    expect(firstUrl('7.43 复制打开抖音，看看【夜市小王的作品】凌晨三点 https://v.douyin.com/iRNBho6u/ 08/20 abc:/')).toBe(
      'https://v.douyin.com/iRNBho6u/',
    );
    expect(firstUrl('点击链接https://v.kuaishou.com/Jx8PqA，打开【快手】')).toBe('https://v.kuaishou.com/Jx8PqA');
    expect(firstUrl('看这个：https://v.douyin.com/a1/. 还有 https://v.douyin.com/b2/')).toBe('https://v.douyin.com/a1/');
    expect(firstUrl('（https://v.kuaishou.com/Abc）')).toBe('https://v.kuaishou.com/Abc');
  });

  it('answers null when there is no http(s) link', () => {
    expect(firstUrl('复制打开抖音，看看【作品】')).toBeNull();
    expect(firstUrl('ftp://v.douyin.com/x')).toBeNull();
  });
});

describe('item ids from a URL or Location header', () => {
  it('reads Douyin video, note and modal ids', () => {
    expect(douyinItemId('https://www.iesdouyin.com/share/video/7301234567890123456/?region=CN')).toBe('7301234567890123456');
    expect(douyinItemId('https://www.iesdouyin.com/share/note/7302345678901234567/')).toBe('7302345678901234567');
    expect(douyinItemId('https://www.douyin.com/video/7301234567890123456')).toBe('7301234567890123456');
    expect(douyinItemId('https://www.douyin.com/jingxuan?modal_id=7304567890123456789&from=x')).toBe('7304567890123456789');
    expect(douyinItemId('https://www.douyin.com/user/MS4wLjABAAAA')).toBeNull();
  });

  it('reads a Kuaishou photo id', () => {
    expect(kuaishouPhotoId('https://v.m.chenzhongtech.com/fw/photo/3xk9m2p4q6r8s2u?fid=0')).toBe('3xk9m2p4q6r8s2u');
    expect(kuaishouPhotoId('https://www.kuaishou.com/short-video/3xk9m2p4q6r8s2u')).toBe('3xk9m2p4q6r8s2u');
    expect(kuaishouPhotoId('https://www.kuaishou.com/profile/3xabc')).toBeNull();
  });

  it('turns playwm into play', () => {
    expect(withoutWatermark('https://aweme.snssdk.com/aweme/v1/playwm/?video_id=v02&line=0')).toBe(
      'https://aweme.snssdk.com/aweme/v1/play/?video_id=v02&line=0',
    );
  });
});

describe('embeddedState', () => {
  it("reads the object a script assigns, with Douyin's undefined as null", () => {
    expect(embeddedState('<script>window.X = {"a":undefined,"b":[1]};</script>', 'X')).toEqual({ a: null, b: [1] });
  });
  it('answers null for a missing or broken object', () => {
    expect(embeddedState('<script>window.Y = {};</script>', 'X')).toBeNull();
    expect(embeddedState('<script>window.X = {"a":</script>', 'X')).toBeNull();
  });
});

describe('Douyin share page (_ROUTER_DATA)', () => {
  it('reads a video: title, author, cover and the no-watermark URL', () => {
    expect(readDouyinSharePage(fixture('douyin-video.html'))).toEqual({
      kind: 'work',
      work: {
        platform: 'douyin',
        title: '凌晨三点的夜市，才是城市真正的样子 #夜市 #美食探店',
        author: { nickname: '夜市小王', uid: 'yeshi_xiaowang' },
        cover: 'https://p3-sign.douyinpic.com/tos-cn-p-0015/oQAbCdEfGh~c5_300x400.jpeg',
        videoUrl: 'https://aweme.snssdk.com/aweme/v1/play/?video_id=v0200fg10000cl1a2b3c4d5e6f7g8h9i&ratio=720p&line=0',
        images: [],
      },
    });
  });

  it('reads an image post: every picture, no video, the numbered 抖音号 when no chosen one', () => {
    const result = readDouyinSharePage(fixture('douyin-note.html'));
    expect(result).toMatchObject({
      kind: 'work',
      work: {
        title: '秋天的第一组穿搭，温柔又耐看 #秋季穿搭',
        author: { nickname: '阿柚的衣橱', uid: '3087654321' },
        videoUrl: null,
      },
    });
    expect(result.kind === 'work' && result.work.images).toEqual([
      'https://p26-sign.douyinpic.com/tos-cn-i-0813/note-1~tplv-dy-aweme-images.jpeg',
      'https://p26-sign.douyinpic.com/tos-cn-i-0813/note-2~tplv-dy-aweme-images.jpeg',
      'https://p26-sign.douyinpic.com/tos-cn-i-0813/note-3~tplv-dy-aweme-images.jpeg',
    ]);
  });

  it('calls an empty item list deleted or private', () => {
    expect(readDouyinSharePage(fixture('douyin-deleted.html'))).toEqual({ kind: 'gone' });
  });

  it('knows nothing of a newer page without embedded data', () => {
    expect(readDouyinSharePage(fixture('douyin-no-data.html'))).toEqual({ kind: 'unknown' });
  });
});

describe('Douyin item APIs', () => {
  it('reads iteminfo and slidesinfo alike', () => {
    const work = {
      platform: 'douyin',
      title: '一分钟学会糖醋排骨，酸甜不腻 #家常菜',
      author: { nickname: '厨房老周', uid: 'chufang_laozhou' },
      cover: 'https://p3-sign.douyinpic.com/tos-cn-p-0015/paigu-cover~c5_300x400.jpeg',
      videoUrl: 'https://aweme.snssdk.com/aweme/v1/play/?video_id=v0300fg10000cm2b3c4d&ratio=720p&line=0',
      images: [],
    };
    expect(readDouyinItemApi(fixture('douyin-iteminfo.json'))).toEqual({ kind: 'work', work });
    expect(readDouyinItemApi(fixture('douyin-slidesinfo.json'))).toEqual({ kind: 'work', work });
  });

  it('calls an empty list gone and anything else unknown', () => {
    expect(readDouyinItemApi(fixture('douyin-iteminfo-empty.json'))).toEqual({ kind: 'gone' });
    expect(readDouyinItemApi('<html>blocked</html>')).toEqual({ kind: 'unknown' });
    expect(readDouyinItemApi('{"status_code":8}')).toEqual({ kind: 'unknown' });
  });
});

describe('Kuaishou share page (INIT_STATE)', () => {
  it('reads a video from the object holding result and photo', () => {
    expect(readKuaishouPage(fixture('kuaishou-video.html'))).toEqual({
      kind: 'work',
      work: {
        platform: 'kuaishou',
        title: '老家的秋收，一年就盼这几天 #乡村生活',
        author: { nickname: '乡野阿强', uid: 'aqiang_xiangye' },
        cover: 'https://p2.a.yximgs.com/upic/2026/11/20/18/BMjAyNjExMjAxODAwMDBf.jpg',
        videoUrl: 'https://v2.kwaicdn.com/upic/2026/11/20/18/BMjAyNjExMjAxODAwMDBf_b_B.mp4?pkey=AAX1&tag=1-1732600000',
        images: [],
      },
    });
  });

  it("reads an atlas's pictures from ext_params.atlas, not its music video", () => {
    const result = readKuaishouPage(fixture('kuaishou-atlas.html'));
    expect(result).toMatchObject({
      kind: 'work',
      work: { videoUrl: null, author: { nickname: '小满去旅行', uid: '3xmanman889' } },
    });
    expect(result.kind === 'work' && result.work.images).toEqual([
      'https://p1.a.yximgs.com/ufile/atlas/NTIzNDU2Nzg5_0.jpg',
      'https://p1.a.yximgs.com/ufile/atlas/NTIzNDU2Nzg5_1.jpg',
      'https://p1.a.yximgs.com/ufile/atlas/NTIzNDU2Nzg5_2.jpg',
      'https://p1.a.yximgs.com/ufile/atlas/NTIzNDU2Nzg5_3.jpg',
    ]);
  });

  it('tells a captcha wall from a deleted photo', () => {
    expect(readKuaishouPage(fixture('kuaishou-captcha.html'))).toEqual({ kind: 'blocked' });
    expect(readKuaishouPage(fixture('kuaishou-deleted.html'))).toEqual({ kind: 'gone' });
    expect(readKuaishouPage('<html><body>快手</body></html>')).toEqual({ kind: 'unknown' });
  });
});
