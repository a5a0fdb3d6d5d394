import { Coins, ShieldCheck } from 'lucide-react';
import { formatCredits } from '@shared/domain';
import { TEXTS } from '@shared/texts';
import { Badge } from '@client/components/ui/badge';
import { useCredits } from '@client/features/credits/api/use-credits';

/** 'N Credit(s)', destructive at 0 or less; admins see an 'Admin' badge instead (spec 2). */
export function CreditsBadge() {
  const { data } = useCredits();
  if (!data) return null;
  if (data.isAdmin) {
    return (
      <Badge data-testid="admin-badge">
        <ShieldCheck className="size-3" aria-hidden="true" />
        {TEXTS.nav.adminBadge}
      </Badge>
    );
  }
  return (
    <Badge data-testid="credits-badge" variant={data.credits <= 0 ? 'destructive' : 'secondary'}>
      <Coins className="size-3" aria-hidden="true" />
      {formatCredits(data.credits)}
    </Badge>
  );
}
