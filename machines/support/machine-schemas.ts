import * as v from 'valibot';
import type { AnyActorLogic, EventObject } from 'xstate';

/**
 * What a machine accepts from outside its own code: the payload of each event it declares, and
 * the context a stored snapshot may bring back. Each machine gives its schemas to `setup({
 * schemas })`, so they travel with the machine (and with its chunk, for a flow loaded later);
 * the /flows inspector checks every event against them before sending it, and a restore
 * checks every stored context (persistence.ts).
 */

/** A schema whose output is `T`: the compiler keeps it in step with the type it checks. */
export type ShapeOf<T> = v.GenericSchema<unknown, T>;

/** The events a machine's code raises itself (xstate.done.actor.…); nobody else sends them. */
type OwnEventType = `xstate.${string}`;

/** One payload schema (the event without its `type`) per event type the machine declares. */
export type EventSchemas<TEvent extends EventObject> = {
  [TType in Exclude<TEvent['type'], OwnEventType>]: ShapeOf<
    Omit<Extract<TEvent, { type: TType }>, 'type'>
  >;
};

export interface MachineSchemas<TContext = unknown, TEvent extends EventObject = EventObject> {
  context: ShapeOf<TContext>;
  events: EventSchemas<TEvent>;
}

/** An event with nothing besides its type. */
export const noPayload = v.object({});

/** The schemas a machine was set up with (undefined for logic that is not a machine). */
export function schemasOf(logic: AnyActorLogic): MachineSchemas | undefined {
  const { schemas } = logic as { schemas?: MachineSchemas };
  return schemas && typeof schemas === 'object' && 'events' in schemas ? schemas : undefined;
}

/** Why an event would be refused: unknown to the machine, or a payload of the wrong shape. */
export type EventCheck = { ok: true; event: EventObject } | { ok: false; problems: string[] };

/** Issues as `field: message`, the field's path dotted (`subbrand.name`). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/**
 * An event as the machine will receive it, or why not: its type must be one the machine
 * declares and its payload must have that event's shape. A payload's extra fields are dropped.
 */
export function checkEvent(logic: AnyActorLogic, type: string, payload: unknown): EventCheck {
  const schema = (schemasOf(logic)?.events as Record<string, v.GenericSchema> | undefined)?.[type];
  if (!schema) return { ok: false, problems: [`${type}: not an event this flow accepts`] };
  const result = v.safeParse(schema, payload);
  if (!result.success) return { ok: false, problems: describeIssues(result.issues) };
  return { ok: true, event: { ...(result.output as object), type } };
}
