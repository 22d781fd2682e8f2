/**
 * `npm run test:stress [-- command…]`: runs a command (`npm test` unless given) while busy loops
 * keep the machine's cores occupied, the way a shared CI machine is: a test that passes only on
 * an idle machine depends on timing. One loop per core by default (STRESS_LOOPS overrides), each
 * bounded (STRESS_MAX_SECONDS, an hour by default) so none outlives a killed run; they are
 * stopped by their process ids when the command ends. Exits with the command's status.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const loops = Number(process.env.STRESS_LOOPS ?? availableParallelism());
const maxSeconds = Number(process.env.STRESS_MAX_SECONDS ?? 3600);
const [command, ...args] = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test'];

const busyLoop = `const end = Date.now() + ${maxSeconds * 1000}; while (Date.now() < end);`;
const busy = Array.from({ length: loops }, () =>
  spawn(process.execPath, ['-e', busyLoop], { stdio: 'ignore' }),
);
const stopLoops = () => {
  for (const loop of busy) if (loop.exitCode === null) loop.kill();
};
console.log(`test:stress: ${loops} busy loops (pids ${busy.map((loop) => loop.pid).join(', ')})`);

const started = Date.now();
const run = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run.kill(signal));
run.on('exit', (code, signal) => {
  stopLoops();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`test:stress: ${[command, ...args].join(' ')} ended in ${minutes} min under load`);
  process.exit(code ?? (signal ? 1 : 0));
});
