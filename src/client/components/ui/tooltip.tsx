import { Tooltip as T } from 'radix-ui';
import type { ComponentProps } from 'react';
import { TOOLTIP } from '@shared/ui-settings';
import { cn } from '@client/lib/utils';

export function TooltipProvider(props: ComponentProps<typeof T.Provider>) {
  return (
    <T.Provider
      delayDuration={TOOLTIP.delayMs}
      skipDelayDuration={TOOLTIP.skipDelayMs}
      {...props}
    />
  );
}
export const Tooltip = T.Root;
export const TooltipTrigger = T.Trigger;
export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof T.Content>) {
  return (
    <T.Portal>
      <T.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md',
          className,
        )}
        {...props}
      />
    </T.Portal>
  );
}
