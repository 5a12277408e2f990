import type { BodyIn, ResultOf } from '@jb/contract/api/define';
import { type myCard, myCardPhoto, myCardPreview } from '@jb/contract/api/editorCards';
import { api } from '../../../api/http.ts';
import type { UploadedRef } from '../../../components/form/FileField.tsx';

export type MyCardAnswer = ResultOf<typeof myCard>;
export type CardInput = BodyIn<typeof myCardPreview>;

export const MY_CARD_KEY = ['caibianCards', 'mine'] as const;

/** Uploads the card's photo (PNG, JPEG or WebP; the server judges the content). */
export async function uploadCardPhoto(file: File): Promise<UploadedRef> {
  const form = new FormData();
  form.append('file', file, file.name);
  const got = await api(myCardPhoto, { form }, { quiet: true });
  return { id: got.id, name: got.name };
}

/** The card as /myCard draws these values; a refusal (a field not filled yet) shows no preview. */
export async function previewCard(body: CardInput): Promise<string | null> {
  try {
    return (await api(myCardPreview, { body }, { silent: true })).html;
  } catch {
    return null;
  }
}
