import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export const Sheet = D.Root;
export const SheetTrigger = D.Trigger;
export const SheetTitle = D.Title;
export const SheetDescription = D.Description;

/** A panel that slides in from the left: the navigation on narrow screens. */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof D.Content>) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <D.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto border-r bg-card pt-10 shadow-xl outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <D.Close className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close navigation</span>
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
