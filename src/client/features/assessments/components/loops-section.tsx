import { Repeat } from 'lucide-react';
import { memo } from 'react';
import { LOOPS } from '@shared/domain';
import { ASSESSMENT_TEXTS, LOOP_DESCRIPTIONS, LOOP_FIELDS, LOOP_TITLES } from '@shared/form-fields';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { TextField } from './text-field';

export const LoopsSection = memo(function LoopsSection() {
  return (
    <Card role="region" aria-labelledby="loops-title">
      <CardHeader>
        <CardTitle id="loops-title" className="flex items-center gap-2">
          <Repeat className="size-5 text-primary" aria-hidden="true" />
          {ASSESSMENT_TEXTS.loopsTitle}
        </CardTitle>
        <CardDescription>How the three pillars feed each other.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {LOOPS.map((loop) => (
          <fieldset key={loop} className="space-y-4 rounded-lg border p-4">
            <legend className="px-1 font-semibold">{LOOP_TITLES[loop]}</legend>
            <p className="-mt-2 text-sm text-muted-foreground">{LOOP_DESCRIPTIONS[loop]}</p>
            {(Object.keys(LOOP_FIELDS) as (keyof typeof LOOP_FIELDS)[]).map((field) => (
              <TextField
                key={field}
                path={['loops', loop, field]}
                label={`${LOOP_FIELDS[field].label}`}
                placeholder={LOOP_FIELDS[field].placeholder}
              />
            ))}
          </fieldset>
        ))}
      </CardContent>
    </Card>
  );
});
