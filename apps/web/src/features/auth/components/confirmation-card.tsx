import { Link } from '@/components/link';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';

/** A finished step of an auth flow, with a single way on to signing in. */
export function ConfirmationCard({ title, message, to = '/sign-in' }: { title: string; message: string; to?: string }) {
  return (
    <Card className="text-center">
      <PageTitle title={title} />
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-accent/15 text-accent">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
          className="size-8"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="display mt-6 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-3 text-chalk-muted">{message}</p>
      <Link to={to} className={buttonClassName({ className: 'mt-8 w-full' })}>
        Log in account
      </Link>
    </Card>
  );
}
