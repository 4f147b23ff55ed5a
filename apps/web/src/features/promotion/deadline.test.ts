import { describe, expect, it } from 'vitest';
import { backfillTimeLeft } from './deadline';

const NOW = Date.parse('2026-11-21T10:00:00+08:00');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

describe('backfillTimeLeft', () => {
  it('says days and hours while more than a day is left', () => {
    expect(backfillTimeLeft(at(29.5), NOW)).toEqual({ text: '剩 1 天 5 小时回填', urgent: false });
    expect(backfillTimeLeft(at(24), NOW)).toEqual({ text: '剩 1 天 0 小时回填', urgent: false });
  });

  it('is urgent under 24 hours, in hours then minutes', () => {
    expect(backfillTimeLeft(at(23.99), NOW)).toEqual({ text: '剩 23 小时回填', urgent: true });
    expect(backfillTimeLeft(at(0.5), NOW)).toEqual({ text: '剩 30 分钟回填', urgent: true });
  });

  it('says the deadline has passed while the alias still reads active', () => {
    expect(backfillTimeLeft(at(-1), NOW)).toEqual({ text: '已过回填期限，即将失效', urgent: true });
  });
});
