import { Popover as P } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;

export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 6,
  ...props
}: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-16px)] rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </P.Portal>
  );
}
