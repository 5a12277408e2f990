/**
 * The output type of a contract schema, read through the Standard Schema interface every zod schema
 * carries, so the web package names the contract's types without importing zod.
 */
export type Output<S> = S extends { '~standard': { types?: infer T } }
  ? NonNullable<T> extends { output: infer O }
    ? O
    : never
  : never;
