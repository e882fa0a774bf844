import { reminderWords as words } from '@scoreline/contracts/plain';
import { useId } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { useUnsubscribe } from '@/features/reminders/api/unsubscribe';
import { isApiError } from '@/lib/api/errors';
import { useCredentials } from '@/lib/credentials';

/**
 * /unsubscribe/:token, a reminder e-mail's unsubscribe link (issue 60, docs/decisions/115). Works without signing in:
 * a button POSTs the token (opening the page changes nothing, so a mail scanner following links unsubscribes nobody);
 * then it says what was turned off and how to turn it back on.
 */
export default function UnsubscribeRoute() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe(token);
  const credentials = useCredentials();
  const headingId = useId();
  const done = unsubscribe.isSuccess;
  return (
    <div className="page-container py-10">
      <PageTitle title={words.unsubscribeTitle} />
      <Card role="region" aria-labelledby={headingId} className="mx-auto flex max-w-lg flex-col items-start gap-4">
        <h1 id={headingId} className="display text-2xl tracking-wider">
          {done ? words.unsubscribedTitle : words.unsubscribeTitle}
        </h1>
        {done ? (
          <>
            <p role="status">{words.unsubscribedBody}</p>
            <Link to={credentials ? '/profile' : '/sign-in?next=/profile'} className={buttonClassName({})}>
              {words.toProfile}
            </Link>
          </>
        ) : (
          <>
            <p className="text-chalk-muted">{words.unsubscribeLead}</p>
            {unsubscribe.isError && (
              <p role="alert" className="font-medium text-danger">
                {isApiError(unsubscribe.error) && unsubscribe.error.hasServerMessage
                  ? unsubscribe.error.message
                  : words.unsubscribeTitle}
              </p>
            )}
            <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              {words.unsubscribeButton}
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
