import { useId, useState, type RefObject } from 'react';
import { ADMIN_TEXTS, ADMIN_TOASTS, parseGrantAmount } from '@shared/admin-texts';
import type { AdminUser } from '@shared/contracts/admin';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useGrantCredits } from '../api/admin-api';

export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return (
    [user.firstName, user.lastName].filter(Boolean).join(' ') ||
    user.email.split('@')[0] ||
    user.email
  );
}

/**
 * The Grant Credits dialog (spec 2, 4 and 5): the selected user is cleared on close, cancel or
 * success; the amount is cleared on success. On closing, the focus goes back to `returnFocusTo`
 * (the row's Grant Credits button), as it would to a dialog's own trigger.
 */
export function GrantCreditsDialog({
  user,
  onClose,
  returnFocusTo,
}: {
  user: AdminUser | null;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [amount, setAmount] = useState('');
  const grant = useGrantCredits();
  const id = useId();
  const parsed = parseGrantAmount(amount);

  const submit = () => {
    if (!user || grant.isPending) return;
    if (parsed === null) {
      toast({ ...ADMIN_TOASTS.invalidAmount, variant: 'destructive' });
      return;
    }
    grant.mutate(
      { userId: user.id, amount: parsed },
      {
        onSuccess: ({ newBalance }) => {
          toast({
            title: ADMIN_TOASTS.granted.title,
            description: ADMIN_TOASTS.granted.description(newBalance),
          });
          setAmount('');
          onClose();
        },
        onError: (err) =>
          toast({
            title: ADMIN_TOASTS.grantFailed.title,
            description:
              (err instanceof ApiError && err.serverMessage) || ADMIN_TOASTS.grantFailed.fallback,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        onCloseAutoFocus={(e) => {
          const target = returnFocusTo?.current;
          if (!target?.isConnected) return;
          e.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{ADMIN_TEXTS.grantCredits}</DialogTitle>
          <DialogDescription>
            {user ? `${displayName(user)} (${user.email})` : ''}
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={id}>{ADMIN_TEXTS.amountLabel}</Label>
            {/* A text input with a numeric keyboard: letters are refused by our own check, with the spec's toast. */}
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              min={1}
              placeholder={ADMIN_TEXTS.amountPlaceholder}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          {user ? (
            <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-sm">
              <dt className="text-muted-foreground">{ADMIN_TEXTS.currentBalance}</dt>
              <dd className="text-right font-medium tabular-nums" data-testid="current-balance">
                {user.credits}
              </dd>
              <dt className="text-muted-foreground">{ADMIN_TEXTS.newBalance}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="new-balance">
                {parsed === null ? '-' : user.credits + parsed}
              </dd>
            </dl>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              {ADMIN_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={amount.trim() === '' || grant.isPending}>
              {grant.isPending ? ADMIN_TEXTS.granting : ADMIN_TEXTS.grantCredits}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
