import { PREDICTION_CLOSE_MS } from '@scoreline/domain';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { TrophyIcon } from '@/components/ui/icons';
import { LandingSection } from './landing-section';
import { StarIcon, TargetIcon } from './landing-icons';

const closeMinutes = PREDICTION_CLOSE_MS / 60_000;

const offers: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <TargetIcon />,
    title: 'Predict exact scores',
    text: `Call the final score of every match in the round. Predictions stay open until ${closeMinutes} minutes before kick-off.`,
  },
  {
    icon: <StarIcon />,
    title: 'Earn points',
    text: 'An exact result, the right winner, the right goal range: every good call earns points once the final whistle blows.',
  },
  {
    icon: <TrophyIcon />,
    title: 'Climb the leaderboard',
    text: 'Every point moves you up the table. Collect badges for your profile and start private leagues with your friends.',
  },
];

const steps: { title: string; text: string }[] = [
  { title: 'Create your account', text: 'Sign up with your email, choose a username and verify your address.' },
  { title: 'Pick a round', text: 'Browse the upcoming matches round by round, with kick-off times and recent form.' },
  {
    title: 'Call the score',
    text: `Enter a home and an away score for each match and apply your prediction before it closes, ${closeMinutes} minutes before kick-off.`,
  },
  { title: 'Collect your points', text: 'After the match your prediction is scored and the leaderboard updates.' },
];

/** spec §1 'What we do'. */
export function WhatWeDo() {
  return (
    <LandingSection
      id="what-we-do"
      eyebrow="What we do"
      title="A league for people who know football"
      intro="Scoreline turns every matchday into a contest of football knowledge. No luck of the draw: just your calls against everyone else's."
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {offers.map(({ icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <div className="grid size-12 place-items-center rounded-xl bg-accent/10 text-accent">{icon}</div>
              <h3 className="display mt-5 text-2xl">{title}</h3>
              <p className="mt-2 text-chalk-muted">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

/** spec §1 'How it works'. */
export function HowItWorks() {
  return (
    <LandingSection id="how-it-works" eyebrow="How it works" title="Four steps to kick-off" className="bg-pitch-950/60">
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text }, index) => (
          <li key={title} className="border-l-4 border-accent pl-5">
            <span className="display text-5xl text-pitch-400">{String(index + 1).padStart(2, '0')}</span>
            <h3 className="display mt-2 text-2xl">{title}</h3>
            <p className="mt-2 text-chalk-muted">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
