/**
 * Background music for the demo works, synthesised here so that no recording ships with the code:
 * a short, soft melody as a 16-bit mono WAV (every browser's <audio> plays it; 8 kHz keeps a clip
 * near 50 kB and is plenty for a phone speaker).
 */

export const SAMPLE_RATE = 8000;
const NOTE_SECONDS = 0.4;
const PEAK = 0.8 * 32767;

/** Equal-tempered frequency of a MIDI note number (69 = A4 = 440 Hz). */
const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/**
 * Phrases on the major pentatonic scale (no semitone clashes, so any order sounds pleasant), each
 * eight notes ending on the tonic, with the root an octave below as the bass of each half.
 * MIDI numbers: 60 C4, 62 D4, 64 E4, 67 G4, 69 A4, 72 C5.
 */
const PHRASES: readonly { melody: readonly number[]; bass: readonly [number, number] }[] = [
  { melody: [64, 67, 69, 67, 64, 62, 64, 60], bass: [48, 43] },
  { melody: [72, 69, 67, 69, 64, 67, 62, 60], bass: [45, 48] },
  { melody: [60, 64, 67, 72, 69, 67, 64, 67], bass: [48, 43] },
  { melody: [67, 69, 72, 69, 67, 64, 62, 64], bass: [41, 48] },
];

/** A soft plucked tone: quick attack, exponential decay, a little of the 2nd and 3rd harmonics. */
function pluck(freq: number, t: number, length: number): number {
  const attack = Math.min(1, t / 0.01);
  const decay = Math.exp((-3 * t) / length);
  const w = 2 * Math.PI * freq * t;
  return attack * decay * (Math.sin(w) + 0.3 * Math.sin(2 * w) + 0.1 * Math.sin(3 * w));
}

/** Mono samples in [-1, 1] of one phrase (variant counts round the phrases). */
function phraseSamples(variant: number): Float64Array {
  const phrase = PHRASES[variant % PHRASES.length] ?? PHRASES[0]!;
  const noteLength = Math.round(NOTE_SECONDS * SAMPLE_RATE);
  const half = (phrase.melody.length / 2) * noteLength;
  const out = new Float64Array(phrase.melody.length * noteLength);
  for (const [n, midi] of phrase.melody.entries()) {
    // The last note decays half as fast, so the phrase ends rather than stops.
    const ring = n === phrase.melody.length - 1 ? 2 * NOTE_SECONDS : NOTE_SECONDS;
    for (let i = 0; i < noteLength; i++) out[n * noteLength + i]! += pluck(hz(midi), i / SAMPLE_RATE, ring);
  }
  for (const [h, midi] of phrase.bass.entries()) {
    for (let i = 0; i < half; i++) out[h * half + i]! += 0.5 * pluck(hz(midi), i / SAMPLE_RATE, half / SAMPLE_RATE);
  }
  // A 60 ms fade-out, so the clip ends without a click.
  const fade = Math.round(0.06 * SAMPLE_RATE);
  for (let i = 0; i < fade; i++) out[out.length - 1 - i]! *= i / fade;
  return out;
}

/** A RIFF/WAVE file of 16-bit PCM, mono. */
function wavFile(samples: Float64Array): Buffer {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const scale = peak > 0 ? PEAK / peak : 0;
  const data = samples.length * 2;
  const buf = Buffer.alloc(44 + data);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + data, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  buf.writeUInt16LE(2, 32); // bytes per frame
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(data, 40);
  for (const [i, s] of samples.entries()) buf.writeInt16LE(Math.round(s * scale), 44 + i * 2);
  return buf;
}

/** One of a few short melodies as a WAV file; the same variant gives the same bytes. */
export function melodyWav(variant: number): Buffer {
  return wavFile(phraseSamples(variant));
}

/** How many different melodies there are; works cycle through them. */
export const MELODY_COUNT = PHRASES.length;
