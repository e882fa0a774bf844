import { PageTitle } from '@/components/page-title';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { HowItWorks, WhatWeDo } from '@/features/landing/components/landing-intro';
import { LandingSection } from '@/features/landing/components/landing-section';
import { StartPredictingLink } from '@/features/landing/components/start-predicting-link';
import { TopTen } from '@/features/landing/components/top-ten';
import { UpcomingFixtures } from '@/features/landing/components/upcoming-fixtures';
import { useHandOverPrerendered } from '@/lib/prerendered';

/**
 * spec §1 /: the landing page, composed of the landing feature's sections: hero, what we do, how it works, the top 10
 * and the next fixtures. Shown to visitors only: signed-in players start on their matches (`Home`, app/home.tsx).
 */
export default function LandingRoute() {
  // Pre-rendered at build time (src/prerender.tsx): drawn now, it takes over from that copy.
  useHandOverPrerendered();
  return (
    <>
      <PageTitle title="Football prediction league" />

      <LandingHero />

      <WhatWeDo />

      <HowItWorks />

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
