import { startWatermarkFixture } from '../../apps/server/test/watermark-fixture';

/**
 * The local stand-in for Douyin and Kuaishou the journeys' server resolves against
 * (WATERMARK_FIXTURE_ORIGIN), also usable for a local demo: `node --import tsx e2e/support/watermark-fixture.ts 44501`.
 */
const port = Number(process.argv[2] ?? 3998);
const fixture = await startWatermarkFixture(port);
process.stdout.write(`watermark fixture at ${fixture.origin}\n`);
const stop = () => void fixture.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
