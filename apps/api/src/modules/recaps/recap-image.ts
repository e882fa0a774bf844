import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { predictionCardMessages, recapWords, type RoundRecap } from '@scoreline/contracts';
import satori from 'satori';

/** The card's size: what link previews show (1.91:1). */
const WIDTH = 1200;
const HEIGHT = 630;
const colours = { pitch: '#061a10', raised: '#10351f', chalk: '#f2f6ef', muted: '#b3c7b8', accent: '#c8f23c' };

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
/** A satori element without React: a box (flex, as satori wants any box of several children) or a text. */
const box = (style: Record<string, unknown>, ...children: (Node | string | null)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((child) => child !== null) },
});

/** Inter (OFL, @fontsource/inter): Latin and Latin Extended, regular and extra bold, read once. */
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[]> | undefined;
function loadFonts() {
  fonts ??= (async () => {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
      'files',
    );
    const files = ['latin', 'latin-ext'].flatMap((subset) =>
      ([400, 800] as const).map((weight) => ({ subset, weight })),
    );
    return Promise.all(
      files.map(async ({ subset, weight }) => ({
        name: 'Inter',
        data: await readFile(path.join(dir, `inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    );
  })();
  return fonts;
}

const score = (written: string) => written.replace(':', '–');

/** The card: the competition and stage, the player, the points, the places, the best pick, the winner, the link. */
function card(recap: RoundRecap, site: string): Node {
  const { bestPick, winners, overall } = recap;
  const pad = 48;
  const label = (text: string) => box({ fontSize: 22, color: colours.muted, textTransform: 'uppercase' }, text);
  const line = (text: string, colour = colours.chalk) => box({ fontSize: 30, color: colour }, text);
  const pick = bestPick && [
    `${bestPick.home} v ${bestPick.away}`,
    `${recapWords.picked(score(bestPick.prediction), score(bestPick.result))} · ` +
      `${predictionCardMessages.rules[bestPick.rule]} · ${recapWords.points(bestPick.points)}` +
      (bestPick.multiplier > 1 ? ` (${recapWords.joker(bestPick.multiplier)})` : ''),
  ];
  const winner = winners
    ? `${winners.users.map((user) => user.username).join(', ')} · ${recapWords.points(winners.points)}`
    : recapWords.noWinner;
  return box(
    {
      // satori sizes boxes without their padding (content-box): the card is WIDTH × HEIGHT with it.
      width: WIDTH - 2 * pad,
      height: HEIGHT - 2 * pad,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: pad,
      backgroundColor: colours.pitch,
      fontFamily: 'Inter',
      color: colours.chalk,
    },
    box(
      { flexDirection: 'column', gap: 6 },
      box({ fontSize: 26, color: colours.accent, fontWeight: 800 }, `Scoreline · ${recap.competition.name}`),
      box({ fontSize: 40, fontWeight: 800 }, `${recap.player.username} · ${recap.stage}`),
    ),
    box(
      { alignItems: 'center', gap: 40 },
      box({ fontSize: 96, fontWeight: 800, color: colours.accent, lineHeight: 1 }, recapWords.points(recap.points)),
      box(
        { flexDirection: 'column', gap: 4 },
        line(recapWords.roundPlace(recap.position, recap.players)),
        line(`${recapWords.overall(overall.after)} · ${recapWords.moved(overall.before, overall.after)}`),
      ),
    ),
    box(
      {
        flexDirection: 'column',
        gap: 14,
        padding: 24,
        borderRadius: 20,
        backgroundColor: colours.raised,
      },
      pick
        ? box(
            { flexDirection: 'column', gap: 2 },
            label(recapWords.bestPick),
            line(pick[0]!),
            line(pick[1]!, colours.muted),
          )
        : null,
      box({ flexDirection: 'column', gap: 2 }, label(recapWords.winner(winners?.users.length ?? 1)), line(winner)),
    ),
    box({ fontSize: 22, color: colours.muted }, site),
  );
}

/** The share image of a recap, as a PNG (satori lays the card out as SVG, resvg draws it). */
export async function renderRecapImage(recap: RoundRecap, publicUrl: string | undefined): Promise<Buffer> {
  const site = publicUrl ? `${publicUrl.replace(/^https?:\/\//, '')}${recap.shareUrl}` : 'Scoreline';
  const svg = await satori(card(recap, site) as never, { width: WIDTH, height: HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
}
