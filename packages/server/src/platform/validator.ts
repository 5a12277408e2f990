import { inputProblem } from '@jb/contract/schemas/hiddenCharacters';
import { numberFieldPaths, outOfRangePath } from '@jb/contract/schemas/integerRange';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Path = (string | number)[];
type Route = Parameters<FastifySchemaCompiler<z.ZodType>>[0];

/** The validation answer of a refusal at `path` with a field message key, in zod's own shape. */
function refusal(route: Route, path: Path, message: string, data: unknown) {
  const schema = z.any().superRefine((_, ctx) => {
    ctx.addIssue({ code: 'custom', path, message });
  });
  return zodValidatorCompiler({ ...route, schema })(data);
}

/**
 * The one validator of every declared call (body and query), around the call's own schema:
 * - before it, a string or key carrying a control or text-direction character (contract
 *   `hiddenCharacters`) is refused with its field, so no schema can forget it and nothing reaches
 *   the database that it cannot hold (a NUL) or a reader would misread; so is nesting deeper than
 *   any call takes (walked with its own stack: no body can exhaust the call stack);
 * - a number field of the schema (found once, when the route is compiled) given a number no int4
 *   column holds (contract `integerRange`) is refused with its field, whatever else is wrong, and
 *   so is one the schema's coercion or transform produced.
 * It runs after the wire has opened a sealed body.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const numbers = numberFieldPaths(route.schema);
  return (data) => {
    const problem = inputProblem(data);
    if (problem)
      return refusal(route, problem.path, problem.problem === 'deep' ? 'input.deep' : 'text.hidden', data);
    const big = outOfRangePath(data, numbers);
    if (big) return refusal(route, big, 'int.range', data);
    const result = validate(data);
    // What a coercion or transform made of the input is held to the same range.
    if (typeof result !== 'object' || 'then' in result || result.error) return result;
    const made = outOfRangePath(result.value, numbers);
    return made ? refusal(route, made, 'int.range', data) : result;
  };
};
