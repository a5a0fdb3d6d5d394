import { Sparkles } from 'lucide-react';
import { memo } from 'react';
import { ASSESSMENT_TEXTS, REFLECTION_FIELDS } from '@shared/form-fields';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from './text-field';

export const ReflectionSection = memo(function ReflectionSection() {
  return (
    <Card role="region" aria-labelledby="reflection-title">
      <CardHeader>
        <CardTitle id="reflection-title" className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {ASSESSMENT_TEXTS.reflectionTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {(Object.keys(REFLECTION_FIELDS) as (keyof typeof REFLECTION_FIELDS)[]).map((field) => (
          <TextField
            key={field}
            path={['reflection', field]}
            label={REFLECTION_FIELDS[field].label}
          />
        ))}
      </CardContent>
    </Card>
  );
});
