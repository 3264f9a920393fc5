import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { convertToLineArt } from '@/lib/engine/convert';
import { traceAllBands } from '@/lib/engine/report/measure';
import { decodeUpload } from '@/lib/server/imaging/decode';
import { lineBandHelperRunning, startLineBandHelper, traceBandsInParallel } from '@/lib/server/imaging/line-bands';

// The report's line bands traced on two threads give exactly the bands (and report) of one thread.
describe.runIf(isMainThread)('line bands on the helper thread', () => {
  it('match the bands traced on this thread, and so does the report', async () => {
    const { image } = await decodeUpload(readFileSync('tests/fixtures/photos/astronaut.jpg'));
    const local = convertToLineArt(image, { style: 'coloring-page' });
    await startLineBandHelper();
    expect(lineBandHelperRunning()).toBe(true);
    const parallel = convertToLineArt(image, { style: 'coloring-page' }, { traceBands: traceBandsInParallel });
    expect(parallel.report).toEqual(local.report);
    expect(traceBandsInParallel(local.page)).toEqual(traceAllBands(local.page));
  });
});
