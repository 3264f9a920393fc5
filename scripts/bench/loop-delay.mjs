// Loaded into the web process by `npm run bench:load` (node --import): measures the event-loop delay
// with perf_hooks, restarts the measurement on SIGUSR2 (the load begins) and writes it on exit.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => histogram.reset());
process.on('exit', () => {
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  const out = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), mean: ms(histogram.mean) };
  writeFileSync(process.env.BENCH_LOOP_FILE, JSON.stringify(out));
});
