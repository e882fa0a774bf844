import { profileWebMessages } from '@scoreline/contracts/plain';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { PageTitle } from '@/components/page-title';
import { Card } from '@/components/ui/card';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { useUser } from '@/lib/api/get-user';
import { useCredentials } from '@/lib/credentials';
import { LoadingText } from '@/components/ui/loading-text';

/** spec §2 'UPDATING YOUR PROFILE' (/profile/edit, our route): back to /profile once saved. */
export default function EditProfileRoute() {
  const credentials = useCredentials();
  const user = useUser(credentials?.id);
  const navigate = useNavigate();

  return (
    <section aria-labelledby="edit-profile-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title="Updating your profile" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="edit-profile-title" className="display text-3xl sm:text-4xl">
          UPDATING YOUR PROFILE
        </h1>
        <Link to="/profile" className="inline-flex items-center gap-1.5 text-sm text-chalk-muted hover:text-accent">
          <ArrowLeftIcon className="size-4" />
          Back to profile
        </Link>
      </div>
      <Card>
        {user.isPending ? (
          <LoadingText />
        ) : user.isError ? (
          <LoadError
            title={profileWebMessages.profileFailed}
            onRetry={() => user.refetch()}
            isRetrying={user.isRefetching}
          />
        ) : (
          <EditProfileForm
            user={user.data}
            onSaved={() => {
              void navigate('/profile');
            }}
          />
        )}
      </Card>
    </section>
  );
}
