// `npm run dev`: the reference server plus Vite's dev server (hot reload) proxying to it.
// Both children are stopped by their own pids when this process ends.
import { spawn, type ChildProcess } from 'node:child_process';

const serverPort = process.env.SERVER_PORT ?? '8080';
// The packages' own binaries, not `npx`: npm exec does not pass SIGTERM on to its child.
const bin = (name: string) => `node_modules/.bin/${name}`;
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: serverPort, APP_MODE: 'development' },
  }),
  spawn(bin('vite'), ['--port', process.env.PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, SERVER_PORT: serverPort },
  }),
];

function stopAll(code = 0): void {
  for (const child of children) if (child.pid && child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
