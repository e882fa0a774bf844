// `npm run dev`: the API with tsx watch on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@scoreline/api'], { stdio: 'inherit', env: { ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', '@scoreline/web'], { stdio: 'inherit', env: { ...process.env } }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
