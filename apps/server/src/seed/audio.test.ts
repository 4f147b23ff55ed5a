import { describe, expect, it } from 'vitest';
import { MELODY_COUNT, melodyWav, SAMPLE_RATE } from './audio';

/** The 16-bit samples of a WAV file written by melodyWav, as numbers in [-1, 1]. */
function samplesOf(wav: Buffer) {
  const count = wav.readUInt32LE(40) / 2;
  return Array.from({ length: count }, (_, i) => wav.readInt16LE(44 + i * 2) / 32768);
}

/** Energy at one frequency over a stretch of samples (Goertzel). */
function energyAt(samples: number[], freq: number) {
  const k = 2 * Math.cos((2 * Math.PI * freq) / SAMPLE_RATE);
  let [s1, s2] = [0, 0];
  for (const x of samples) [s1, s2] = [x + k * s1 - s2, s1];
  return s1 * s1 + s2 * s2 - k * s1 * s2;
}

describe('melodyWav', () => {
  it('writes a 16-bit mono PCM WAV of a few seconds in a few tens of kB', () => {
    const wav = melodyWav(0);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
      1,
      1,
      SAMPLE_RATE,
      16,
    ]);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    const seconds = (wav.length - 44) / 2 / SAMPLE_RATE;
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThanOrEqual(5);
    expect(wav.length).toBeLessThan(80_000);
  });

  it('is loud but never clips, and ends in silence', () => {
    const samples = samplesOf(melodyWav(1));
    const peak = Math.max(...samples.map(Math.abs));
    expect(peak).toBeGreaterThan(0.75);
    expect(peak).toBeLessThan(0.85);
    expect(Math.abs(samples.at(-1) ?? 1)).toBeLessThan(0.001);
  });

  it('plays the notes of its phrase: the first note of variant 0 is E4 (329.6 Hz), not D4 or F4', () => {
    const firstNote = samplesOf(melodyWav(0)).slice(0, SAMPLE_RATE * 0.4);
    const e4 = energyAt(firstNote, 329.63);
    expect(e4).toBeGreaterThan(10 * energyAt(firstNote, 293.66));
    expect(e4).toBeGreaterThan(10 * energyAt(firstNote, 349.23));
  });

  it('gives the same bytes for the same variant and different melodies for different ones', () => {
    expect(melodyWav(2).equals(melodyWav(2))).toBe(true);
    expect(melodyWav(2).equals(melodyWav(2 + MELODY_COUNT))).toBe(true);
    const all = Array.from({ length: MELODY_COUNT }, (_, i) => melodyWav(i).toString('base64'));
    expect(new Set(all).size).toBe(MELODY_COUNT);
  });
});
