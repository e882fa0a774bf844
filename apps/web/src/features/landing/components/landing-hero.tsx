import { Link } from '@/components/link';
import { PointsCard } from './points-card';
import { StartPredictingLink } from './start-predicting-link';

/** spec §1: the landing page's opening: the tipster-league tagline, START PREDICTING and the points per match. */
export function LandingHero() {
  return (
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
            Predict the exact score of every upcoming match, round by round. Earn points for each good call and race the
            whole league to the top of the leaderboard.
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
  );
}
