import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { TEXT_AREA_ROWS } from '@shared/ui-settings';
import { cn } from '@client/lib/utils';

/** A text area that grows with its content between `minRows` and `maxRows` (spec: 3 to 12). */
export function AutoTextarea({
  className,
  minRows = TEXT_AREA_ROWS.min,
  maxRows = TEXT_AREA_ROWS.max,
  value,
  ...props
}: ComponentProps<'textarea'> & { minRows?: number; maxRows?: number }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const line = parseFloat(style.lineHeight) || 20;
    const chrome =
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.borderBottomWidth);
    el.style.height = 'auto';
    const rows = Math.min(maxRows, Math.max(minRows, Math.ceil((el.scrollHeight - chrome) / line)));
    el.style.height = `${rows * line + chrome}px`;
    el.style.overflowY = el.scrollHeight - chrome > maxRows * line ? 'auto' : 'hidden';
  }, [value, minRows, maxRows]);
  return (
    <textarea
      ref={ref}
      rows={minRows}
      value={value}
      className={cn(
        'flex w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-sm leading-5 placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
