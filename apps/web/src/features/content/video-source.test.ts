import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it('plays video files and files of this site in the HTML5 player', () => {
    expect(videoSource('https://cdn.example.com/lesson/1.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/lesson/1.mp4',
    });
    expect(videoSource('https://cdn.example.com/live.M3U8')).toEqual({ kind: 'file', url: 'https://cdn.example.com/live.M3U8' });
    expect(videoSource('/media/abc.bin')).toEqual({ kind: 'file', url: '/media/abc.bin' });
  });

  it('opens other web pages in the web view', () => {
    expect(videoSource('https://www.example.com/video/BV1xx')).toEqual({
      kind: 'page',
      url: 'https://www.example.com/video/BV1xx',
    });
  });

  it('has nothing for a missing, protocol-relative or non-web link', () => {
    expect(videoSource(null)).toEqual({ kind: 'none' });
    expect(videoSource('  ')).toEqual({ kind: 'none' });
    expect(videoSource('//evil.example/a.mp4')).toEqual({ kind: 'none' });
    expect(videoSource('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
