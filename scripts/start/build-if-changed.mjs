/**
 * The first half of `npm start` (issue 55, ADR 075): builds the web app and the API when their inputs changed since
 * the last build, or when there is none; otherwise says so and does nothing. The build's own output (every asset's
 * size) goes to a log file and is printed only when the build fails: the console keeps what an operator needs.
 *
 *   node scripts/start/build-if-changed.mjs     # then `node apps/api/dist/server.js`
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsFingerprint, buildNeeded, forgetBuild, recordBuild } from './build-fingerprint.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const logFile = path.join(root, 'node_modules/.cache/scoreline/build.log');
const say = (line) => process.stdout.write(`${line}\n`);

/** Runs `npm run build`, its output kept for the log; resolves with its exit code and output. */
function runBuild() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString('utf8') }));
  });
}

const fingerprint = await buildInputsFingerprint(root);
const { needed, reason } = await buildNeeded(root, fingerprint);
if (!needed) {
  say(`Scoreline: using the existing build (${reason}).`);
} else {
  say(`Scoreline: building the web app and the API (${reason}); this takes about a minute...`);
  const started = performance.now();
  await forgetBuild(root);
  const { code, output } = await runBuild();
  await mkdir(path.dirname(logFile), { recursive: true });
  await writeFile(logFile, output);
  if (code !== 0) {
    process.stderr.write(
      `${output}\nScoreline: the build failed (exit code ${code}); its output is above and in ${logFile}.\n`,
    );
    process.exit(code);
  }
  // The inputs as they were when it started: a source edited while the build ran makes the next start build again.
  await recordBuild(root, fingerprint);
  say(
    `Scoreline: built in ${Math.round((performance.now() - started) / 1000)} s (the build's log: ${path.relative(root, logFile)}).`,
  );
}
