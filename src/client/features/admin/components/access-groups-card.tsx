import { Loader2, Plus, Trash2, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ADMIN_TEXTS, ADMIN_TOASTS, REMOVE_GROUP_CONFIRM } from '@shared/admin-texts';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useAccessGroups, useAddGroup, useRemoveGroup } from '../api/admin-api';

const errorText = (err: Error) => (err instanceof ApiError && err.serverMessage) || err.message;

/** The community groups whose members may sign in (spec 2, 'Circle Access Groups'). */
export function AccessGroupsCard({ enabled }: { enabled: boolean }) {
  const groups = useAccessGroups(enabled);
  const add = useAddGroup();
  const remove = useRemoveGroup();
  const [name, setName] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = name.trim();

  const submit = () => {
    if (!trimmed || add.isPending) return;
    add.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        toast(ADMIN_TOASTS.groupAdded);
      },
      onError: (err) =>
        toast({ ...ADMIN_TOASTS.addFailed, description: errorText(err), variant: 'destructive' }),
    });
  };

  const removeGroup = (groupName: string) => {
    if (remove.isPending) return;
    remove.mutate(groupName, {
      onSuccess: () => {
        toast(ADMIN_TOASTS.groupRemoved);
        // The removed row held the focus; the name field is the next useful place for it.
        inputRef.current?.focus();
      },
      onError: (err) =>
        toast({
          ...ADMIN_TOASTS.removeFailed,
          description: errorText(err),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          {ADMIN_TEXTS.groupsTitle}
        </CardTitle>
        <CardDescription>{ADMIN_TEXTS.groupsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Circle group name
          </label>
          <Input
            ref={inputRef}
            id={inputId}
            value={name}
            maxLength={100}
            placeholder={ADMIN_TEXTS.groupPlaceholder}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={!trimmed || add.isPending}>
            {add.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            {ADMIN_TEXTS.addGroup}
          </Button>
        </form>
        {groups.isPending ? (
          <p className="text-sm text-muted-foreground">Loading groups...</p>
        ) : (groups.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.noGroups}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={ADMIN_TEXTS.groupsTitle}>
            {groups.data!.map((group) => (
              <li key={group.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">{group.groupName}</p>
                  <p className="text-xs text-muted-foreground">
                    {ADMIN_TEXTS.added(new Date(group.createdAt).toLocaleDateString())}
                  </p>
                </div>
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Remove ${group.groupName}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  }
                  title={REMOVE_GROUP_CONFIRM.title(group.groupName)}
                  description={
                    <>
                      <p>{REMOVE_GROUP_CONFIRM.description}</p>
                      {groups.data!.length === 1 ? (
                        <p className="font-medium text-foreground">
                          {REMOVE_GROUP_CONFIRM.lastGroupDescription}
                        </p>
                      ) : null}
                    </>
                  }
                  confirmLabel={REMOVE_GROUP_CONFIRM.confirm}
                  cancelLabel={REMOVE_GROUP_CONFIRM.cancel}
                  onConfirm={() => removeGroup(group.groupName)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
