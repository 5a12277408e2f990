/**
 * A key for one submission of a form that moves money (the contract's `requestKey`): made once when
 * the form opens, so a retried submission is recognised and does nothing twice. Built from
 * `getRandomValues`, which (unlike `randomUUID`) also works on a plain-http address.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
