import { memo, useId } from 'react';
import { LIMITS } from '@shared/domain';
import { AutoTextarea } from '@client/components/ui/auto-textarea';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';
import { useField, type Path } from '../lib/form-store';
import { AiHelperButtons } from './ai-helper/ai-helper-buttons';
import { useFormContext } from './form-context';

export interface TextFieldProps {
  path: Path;
  label: string;
  placeholder?: string;
  /** The number the counter shows after the slash (default 3000). */
  counterMax?: number;
  /** The number of characters the field really accepts (default counterMax). */
  maxLength?: number;
  error?: string | undefined;
  onEdit?: () => void;
}

/**
 * A labelled text area bound to one form field. Below it: its error (if any), then its AI helpers
 * and the live 'n/max characters' counter, so the tab order follows the reading order: label,
 * field, helpers.
 */
export const TextField = memo(function TextField({
  path,
  label,
  placeholder,
  counterMax = LIMITS.textMax,
  maxLength,
  error,
  onEdit,
}: TextFieldProps) {
  const { store } = useFormContext();
  const [value, setValue] = useField<string>(store, path);
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="block">
        {label}
      </Label>
      <AutoTextarea
        id={id}
        name={path.join('.')}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength ?? counterMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(error && errorId, counterId)}
        onChange={(e) => {
          setValue(e.target.value);
          onEdit?.();
        }}
      />
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <AiHelperButtons
          store={store}
          fieldPath={path.join('.')}
          label={label}
          value={value}
          maxLength={maxLength ?? counterMax}
          onChange={(next) => {
            setValue(next);
            onEdit?.();
          }}
        />
        <span
          id={counterId}
          className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums"
        >
          {value.length}/{counterMax} characters
        </span>
      </div>
    </div>
  );
});
