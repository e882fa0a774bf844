import { webMessages } from '@scoreline/contracts/plain';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';

/** An empty ranking while the server prepares the season (issue 14): nothing scored yet, not nobody scoring. */
export function RankingPreparing() {
  return (
    <EmptyState
      icon={<TrophyIcon />}
      title={webMessages.rankingPreparing}
      description={webMessages.rankingPreparingDetail}
    />
  );
}
