import type * as v from 'valibot';
import type { AnyActorLogic } from 'xstate';
import { schemasOf } from '../support/machine-schemas';

/**
 * A payload template for each event a QA person may send from the /flows inspector, drawn from
 * the event's schema (machine-schemas.ts): every required field with a value of its type (the
 * first choice of a list of choices), the optional ones left out. The inspector fills the
 * payload box with it; whatever is typed is then checked against the same schema.
 */

type Schema = v.GenericSchema & {
  entries?: Record<string, Schema>;
  options?: readonly unknown[];
  literal?: unknown;
  pipe?: readonly Schema[];
  wrapped?: Schema;
};

const optionalTypes = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

function templateFrom(schema: Schema): unknown {
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return Object.fromEntries(
        Object.entries(schema.entries ?? {})
          .filter(([, entry]) => !optionalTypes.has(entry.type))
          .map(([key, entry]) => [key, templateFrom(entry)]),
      );
    case 'string':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'picklist':
      return schema.options?.[0];
    case 'literal':
      return schema.literal;
    case 'array':
      return [];
    case 'variant':
      return templateFrom(schema.options?.[0] as Schema);
    case 'nullable':
      return null;
    default:
      // A pipe starts with the schema of its value; a record or an object checked by hand is {}.
      return schema.pipe ? templateFrom(schema.pipe[0]!) : {};
  }
}

/** The template of an event the machine declares; {} for one it does not. */
export function eventTemplate(logic: AnyActorLogic, type: string): Record<string, unknown> {
  const schema = (schemasOf(logic)?.events as Record<string, Schema> | undefined)?.[type];
  return schema ? (templateFrom(schema) as Record<string, unknown>) : {};
}
