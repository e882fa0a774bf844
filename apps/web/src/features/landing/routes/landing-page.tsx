import { PREDICTION_CLOSE_MS } from '@scoreline/domain';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Card } from '@/components/ui/card';
import { StarIcon, TargetIcon, TrophyIcon } from '@/components/ui/icons';
import { useCredentials } from '@/lib/credentials';
import { LandingSection } from '../components/landing-section';
import { PointsCard } from '../components/points-card';
import { StartPredictingLink } from '../components/start-predicting-link';
import { TopTen } from '../components/top-ten';
import { UpcomingFixtures } from '../components/upcoming-fixtures';

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

export default function LandingPage() {
  const credentials = useCredentials();
  // spec §2: signed-in players start on their matches.
  if (credentials) return <Navigate to="/upcoming-matches" replace />;

  return (
    <>
      <PageTitle title="Football prediction league" />

      <section aria-labelledby="hero-title" className="pitch-stripes relative overflow-hidden bg-pitch-950">
        <svg
          viewBox="0 0 400 400"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 -right-40 hidden size-[36rem] -translate-y-1/2 text-pitch-600 opacity-60 md:block"
        >
          <circle cx="200" cy="200" r="120" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="200" cy="200" r="6" fill="currentColor" />
          <path d="M200 0v400" stroke="currentColor" strokeWidth="3" />
        </svg>
        <div className="page-container relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="display text-sm tracking-widest text-accent">The tipster league platform for football fans</p>
            <h1 id="hero-title" className="display mt-4 text-5xl sm:text-7xl">
              Call the score.
              <br />
              <span className="text-accent">Top the table.</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-chalk-muted">
              Predict the exact score of every upcoming match, round by round. Earn points for each good call and race
              the whole league to the top of the leaderboard.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
              <StartPredictingLink />
              <p className="text-chalk-muted">
                New here?{' '}
                <Link
                  to="/sign-up"
                  className="rounded font-semibold text-chalk underline underline-offset-4 hover:text-accent"
                >
                  Create an account
                </Link>
              </p>
            </div>
          </div>
          <PointsCard className="lg:max-w-md lg:justify-self-end" />
        </div>
      </section>

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

      <LandingSection
        id="how-it-works"
        eyebrow="How it works"
        title="Four steps to kick-off"
        className="bg-pitch-950/60"
      >
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

      <LandingSection
        id="make-it-to-the-top"
        eyebrow="The leaderboard"
        title="Think you can make it to the top?"
        intro="Every player is ranked by total points, round after round. The table shows who really reads the game."
      >
        {/* The table takes the full width, so it keeps the leaderboard page's columns on a laptop (spec §2). */}
        <div className="flex flex-col gap-8">
          <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
            <p className="max-w-xl text-chalk-muted">
              Join now and your first correct call puts you on the board. The earlier you start, the more rounds you
              have to climb.
            </p>
            <StartPredictingLink />
          </div>
          <TopTen />
        </div>
      </LandingSection>

      <LandingSection id="upcoming-matches" eyebrow="Fixtures" title="Upcoming matches" className="bg-pitch-950/60">
        <UpcomingFixtures />
        <div className="mt-8">
          <StartPredictingLink />
        </div>
      </LandingSection>
    </>
  );
}
