/** `npm run dev`: the server in watch mode and the Vite dev server proxying the API to it. */
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
for (const child of children)
  child.once('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
