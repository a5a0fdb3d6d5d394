import { Progress as P } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export function Progress({
  className,
  value,
  ...props
}: ComponentProps<typeof P.Root> & { value: number }) {
  return (
    <P.Root
      value={value}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <P.Indicator
        className="h-full bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - Math.min(100, Math.max(0, value))}%)` }}
      />
    </P.Root>
  );
}
