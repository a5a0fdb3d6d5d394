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

/** A labelled text area bound to one form field, with the live 'n/max characters' counter. */
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
      <div className="flex flex-wrap items-end justify-between gap-x-2 gap-y-1">
        <Label htmlFor={id}>{label}</Label>
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
      </div>
      <AutoTextarea
        id={id}
        name={path.join('.')}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength ?? counterMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(counterId, error && errorId)}
        onChange={(e) => {
          setValue(e.target.value);
          onEdit?.();
        }}
      />
      <div className="flex items-start justify-between gap-2 text-xs">
        <span id={errorId} className="text-destructive">
          {error}
        </span>
        <span id={counterId} className="shrink-0 text-muted-foreground tabular-nums">
          {value.length}/{counterMax} characters
        </span>
      </div>
    </div>
  );
});
