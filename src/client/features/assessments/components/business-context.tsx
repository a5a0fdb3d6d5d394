import { Building2 } from 'lucide-react';
import { memo, useId } from 'react';
import {
  CUSTOM_INDUSTRY,
  INDUSTRIES,
  NO_SPECIFIC_COUNTRY_LABEL,
  REGIONS,
  type Region,
} from '@shared/domain';
import { ASSESSMENT_TEXTS, CONTEXT_FIELDS } from '@shared/form-fields';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { useField } from '../lib/form-store';
import { useFormContext } from './form-context';

/** Radix Select cannot hold '' as a value; this stands for 'no specific country'. */
const NO_COUNTRY = '__none__';

export const BusinessContext = memo(function BusinessContext() {
  const { store } = useFormContext();
  const [industry, setIndustry] = useField<string>(store, ['industry']);
  const [customIndustry, setCustomIndustry] = useField<string>(store, ['customIndustry']);
  const [region, setRegion] = useField<string>(store, ['region']);
  const [country, setCountry] = useField<string>(store, ['country']);
  const id = useId();
  const countries: readonly string[] = region ? (REGIONS[region as Region] ?? []) : [];
  return (
    <Card role="region" aria-labelledby="context-title">
      <CardHeader>
        <CardTitle id="context-title" className="flex items-center gap-2">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          {ASSESSMENT_TEXTS.businessContext}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-industry`}>{CONTEXT_FIELDS.industry.label}</Label>
          <Select value={industry || undefined} onValueChange={setIndustry}>
            <SelectTrigger id={`${id}-industry`}>
              <SelectValue placeholder={CONTEXT_FIELDS.industry.placeholder} />
            </SelectTrigger>
            <SelectContent>
              {INDUSTRIES.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {industry === CUSTOM_INDUSTRY ? (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-custom`}>{CONTEXT_FIELDS.customIndustry.label}</Label>
            <Input
              id={`${id}-custom`}
              value={customIndustry}
              maxLength={200}
              placeholder={CONTEXT_FIELDS.customIndustry.placeholder}
              onChange={(e) => setCustomIndustry(e.target.value)}
            />
          </div>
        ) : null}
        <div className="space-y-1.5 sm:col-start-1">
          <Label htmlFor={`${id}-region`}>{CONTEXT_FIELDS.region.label}</Label>
          <Select
            value={region || undefined}
            onValueChange={(next) => {
              setRegion(next);
              setCountry(''); // a country belongs to one region (spec 3)
            }}
          >
            <SelectTrigger id={`${id}-region`}>
              <SelectValue placeholder={CONTEXT_FIELDS.region.placeholder} />
            </SelectTrigger>
            <SelectContent>
              {Object.keys(REGIONS).map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {countries.length > 0 ? (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-country`}>{CONTEXT_FIELDS.country.label}</Label>
            <Select
              value={country || NO_COUNTRY}
              onValueChange={(v) => setCountry(v === NO_COUNTRY ? '' : v)}
            >
              <SelectTrigger id={`${id}-country`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_COUNTRY}>{NO_SPECIFIC_COUNTRY_LABEL}</SelectItem>
                {countries.map((name) => (
                  <SelectItem key={name} value={name}>
                    {name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
});
