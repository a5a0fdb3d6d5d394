import { AlertDialog as A } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { buttonVariants } from './button';

export const AlertDialog = A.Root;
export const AlertDialogTrigger = A.Trigger;

/** A modal that asks before something is lost: role alertdialog, focus starts on Cancel. */
export function AlertDialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof A.Content>) {
  return (
    <A.Portal>
      <A.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <A.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl outline-none',
          className,
        )}
        {...props}
      >
        {children}
      </A.Content>
    </A.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof A.Title>) {
  return <A.Title className={cn('text-lg leading-snug font-semibold', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof A.Description>) {
  return <A.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof A.Cancel>) {
  return <A.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />;
}

export function AlertDialogAction({ className, ...props }: ComponentProps<typeof A.Action>) {
  return (
    <A.Action className={cn(buttonVariants({ variant: 'destructive' }), className)} {...props} />
  );
}

interface ConfirmDialogProps {
  /** The control that opens the dialog (rendered as the trigger, so focus returns to it). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** Asks before a destructive action: a title naming what goes, Cancel, and a destructive confirm. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <div className="space-y-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">{description}</div>
          </AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
