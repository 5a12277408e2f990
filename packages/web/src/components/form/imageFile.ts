/** Images a login page may carry (as the contract's loginPage schema takes them). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const IMAGE_MAX_BYTES = 200 * 1024;

export type ImageProblem = 'type' | 'size' | null;

/** Why a chosen file cannot be used, or null. */
export function imageProblem(file: { type: string; size: number }): ImageProblem {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The file as a `data:` URL. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
