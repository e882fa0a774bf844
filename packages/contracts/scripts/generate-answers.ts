/** `npm run generate:answers`: writes src/answers/ from the answer schemas (docs/decisions/043). */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerFiles } from '../src/answers-source';

const directory = fileURLToPath(new URL('../src/answers', import.meta.url));
const files = await answerFiles(directory);
mkdirSync(directory, { recursive: true });
for (const stale of readdirSync(directory).filter((file) => !files.has(file))) rmSync(`${directory}/${stale}`);
for (const [file, text] of files) writeFileSync(`${directory}/${file}`, text);
process.stdout.write(`Wrote ${files.size} files in ${directory}\n`);
