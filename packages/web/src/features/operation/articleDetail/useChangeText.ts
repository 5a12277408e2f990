import { MODIFIABLE_FIELDS } from '@jb/contract/schemas/staffManuscripts';
import { useCallback } from 'react';
import { useDetailTexts } from './texts.ts';

/** One field's correction as the timeline keeps it. */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

type Field = (typeof MODIFIABLE_FIELDS)[number];
const isField = (name: string): name is Field => (MODIFIABLE_FIELDS as readonly string[]).includes(name);

/** "标题：旧 → 新": a correction of a manuscript's details in words (the timeline, online editing). */
export function useChangeText(): (c: FieldChange) => string {
  const t = useDetailTexts();
  return useCallback(
    (c: FieldChange) => {
      const value = (v: string) => {
        if (c.field === 'natureArticleType' && (v === '0' || v === '1'))
          return v === '0' ? t('natures.science') : t('natures.other');
        return v || '-';
      };
      return t('change', {
        field: isField(c.field) ? t(`fields.${c.field}`) : c.field,
        from: value(c.from),
        to: value(c.to),
      });
    },
    [t],
  );
}
