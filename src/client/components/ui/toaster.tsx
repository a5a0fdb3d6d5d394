import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { TOAST } from '@shared/ui-settings';
import { cn } from '@client/lib/utils';
import { dismiss, useToasts } from './use-toast';

export function Toaster() {
  const toasts = useToasts();
  return (
    <T.Provider
      duration={TOAST.durationMs}
      swipeThreshold={TOAST.swipeThreshold}
      swipeDirection="right"
    >
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-card-foreground',
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {t.title ? <T.Title className="text-sm font-semibold">{t.title}</T.Title> : null}
            {t.description ? (
              // Full opacity on the destructive red: at 90% white text fails the contrast ratio.
              <T.Description className={cn('text-sm', t.variant !== 'destructive' && 'opacity-90')}>
                {t.description}
              </T.Description>
            ) : null}
          </div>
          {t.action}
          <T.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden="true" />
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport
        hotkey={[TOAST.hotkey]}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </T.Provider>
  );
}
