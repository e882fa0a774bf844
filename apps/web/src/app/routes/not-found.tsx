import { Link } from '@/components/link';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';

export default function NotFoundRoute() {
  return (
    <div className="page-container flex flex-col items-center py-20 text-center">
      <PageTitle title="Page not found" />
      <p className="display text-7xl text-accent sm:text-8xl">404</p>
      <h1 className="display mt-4 text-3xl sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-md text-chalk-muted">
        That page is out of play. The link may be broken, or the page may have moved.
      </p>
      <Link to="/" className={buttonClassName({ className: 'mt-8' })}>
        Back to home
      </Link>
    </div>
  );
}
