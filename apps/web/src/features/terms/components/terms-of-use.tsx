import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/** spec §1: what the terms of use state. */
const sections: { title: string; body: ReactNode }[] = [
  {
    title: 'Entertainment only',
    body: (
      <p>
        Scoreline is a football score-prediction game provided for entertainment purposes only. Predictions, points,
        rankings and badges exist only as part of the game. Nothing on Scoreline is advice of any kind, and you should
        not rely on it for any decision outside the game.
      </p>
    ),
  },
  {
    title: 'Accurate registration information',
    body: (
      <p>
        When you create an account you must give accurate, current and complete information, including your name and a
        valid email address you can access, and you must keep it up to date. You are responsible for keeping your
        password confidential and for everything that happens under your account.
      </p>
    ),
  },
  {
    title: 'One account per user',
    body: (
      <p>
        Each person may hold only one account. You may not create accounts for other people, share your account, or
        register additional accounts to gain an advantage in the leaderboard or in private leagues. Duplicate accounts
        may be closed.
      </p>
    ),
  },
  {
    title: 'Content rules',
    body: (
      <>
        <p>
          You are responsible for everything you post on Scoreline, including comments, replies, your biography, your
          profile picture, your username and the names of private leagues you create. Your content must not:
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          <li>be unlawful, abusive, harassing, threatening, hateful or discriminatory;</li>
          <li>be sexually explicit or otherwise obscene;</li>
          <li>impersonate another person or misrepresent who you are;</li>
          <li>infringe anyone else&apos;s rights, including copyright and privacy;</li>
          <li>share other people&apos;s personal information without their consent;</li>
          <li>contain spam, advertising, or links to harmful or malicious websites.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Moderation and account suspension',
    body: (
      <p>
        The owner of Scoreline may review, hide, edit or remove any content, and may suspend or close any account, at
        their discretion, in particular when these terms are broken or when an account harms the game or other players.
        A suspended account can no longer sign in; if you believe your account was suspended by mistake, please contact
        customer support.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: (
      <p>
        These terms may be updated from time to time. The date below the title shows when they last changed. By
        continuing to use Scoreline after a change, you accept the updated terms.
      </p>
    ),
  },
];

export function TermsOfUse() {
  return (
    <article className="page-container max-w-3xl py-12 sm:py-16">
      <PageTitle title="Terms of Use" />
      <h1 className="display text-4xl sm:text-5xl">Terms of Use</h1>
      <p className="mt-3 text-sm text-chalk-muted">Last modified: January 2025</p>
      <p className="mt-8 text-lg text-chalk-muted">
        These terms govern your use of Scoreline, a football score-prediction league. By creating an account or using
        Scoreline you agree to them. If you do not agree, please do not use Scoreline.
      </p>
      {sections.map(({ title, body }, index) => (
        <section key={title} className="mt-10">
          <h2 className="display text-2xl">
            <span className="text-accent">{index + 1}.</span> {title}
          </h2>
          <div className="mt-3 leading-relaxed text-chalk-muted">{body}</div>
        </section>
      ))}
    </article>
  );
}
